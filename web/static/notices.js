// notices.js: the frame's words for the table's notices, the same for
// every game: who left, conceded, came back or took a reopened seat,
// and a table that ended without its game ({type: 'notice', seat,
// detail: kind, ref: name}; docs/API.md, "Notices").

import { t } from './i18n.js';

const seatName = (e, names) => e.ref || names[e.seat] || t('new.seat', { n: e.seat + 1 });

// formerOf is the name under which seat was last reopened before the
// event at index i of log.
function formerOf(log, i, seat) {
  for (let k = i - 1; k >= 0; k--) {
    const e = log[k];
    if (e.type === 'notice' && e.seat === seat && e.detail === 'reopen') return e.ref || '';
  }
  return '';
}

// noticeText words one notice, or '' for a kind it does not know.
export function noticeText(log, i, names) {
  const e = log[i];
  const who = seatName(e, names);
  switch (e.detail) {
    case 'leave': return t('notice.leave', { who });
    case 'concede': return t('notice.concede', { who });
    case 'reopen': return t('notice.reopen', { who });
    case 'claim': {
      const former = formerOf(log, i, e.seat);
      if (!former) return t('notice.claim', { who, seat: e.seat + 1 });
      return former === e.ref ? t('notice.claimSameName', { former }) : t('notice.claimFormer', { who, former });
    }
    case 'hand': return t('notice.hand', { who });
    case 'clock': return t('notice.clock', { who });
    case 'return': return t('notice.return', { who });
    case 'end': return t('notice.end');
    case 'idle': return t('notice.idle');
    default: return '';
  }
}

// noticeLines words log[from:]'s notices as log lines.
export function noticeLines(log, from, names) {
  const out = [];
  for (let i = from; i < log.length; i++) {
    if (log[i].type !== 'notice') continue;
    const text = noticeText(log, i, names);
    if (text) out.push({ seq: log[i].seq, kind: 'event', seat: log[i].seat, text });
  }
  return out;
}
