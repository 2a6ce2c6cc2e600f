// notices.js: the frame's words for the table's notices, the same for
// every game: who left, conceded, came back or took a reopened seat,
// and a table that ended without its game ({type: 'notice', seat,
// detail: kind, ref: name}; docs/API.md, "Notices").

const seatName = (e, names) => e.ref || names[e.seat] || `Seat ${e.seat + 1}`;

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
    case 'leave': return `${who} left the table; the seat is open again.`;
    case 'concede': return `${who} conceded: a bot plays the seat to the end.`;
    case 'reopen': return `${who}'s seat was reopened by the host for someone else; a bot plays it meanwhile.`;
    case 'claim': {
      const former = formerOf(log, i, e.seat);
      if (!former) return `${who} took seat ${e.seat + 1}.`;
      return former === e.ref ? `A new player took ${former}'s seat, under the same name.` : `${who} took ${former}'s seat.`;
    }
    case 'hand': return `The host had a bot play ${who}'s seat while they are away.`;
    case 'return': return `${who} is back and plays their seat again.`;
    case 'end': return 'The host ended the table: the game stops here.';
    case 'idle': return 'Nobody had played for a long time: the table ended by itself.';
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
