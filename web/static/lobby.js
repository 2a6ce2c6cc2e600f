// The lobby: the room code to share, the seats, and what each visitor or
// the host may do before the game begins. Game-agnostic: what a seat
// plays as, and the name a player gets if they give none, come from the
// server's seat looks or the game's renderer (ctx.frame).

import { h, copyText, toast } from './dom.js';
import { sigil, whoLabel, botLabel, botAbout, defaultBot } from './seats.js';
import { t, lang } from './i18n.js';

function copyButton(label, text, testid) {
  return h('button', {
    type: 'button', class: 'btn btn-small', 'data-testid': testid,
    onclick: async () => toast(await copyText(text) ? t(`lobby.copied.${label}`) : t('lobby.copyFailed')),
  }, t(`lobby.copy.${label}`));
}

function botSelect(id, bots) {
  const sel = h('select', { id, 'aria-label': t('lobby.whichBot'), class: 'bot-select' },
    bots.map((b) => h('option', { value: b, title: botAbout(b) || null }, botLabel(b))));
  sel.value = defaultBot(bots);
  return sel;
}

// clockWords says the table's turn clock, so that a player knows before
// taking a seat how long each decision may take.
export function clockWords(clock) {
  if (!clock) return t('presence.clock.none');
  const s = clock.seconds || 0;
  const each = s >= 3600 ? `${Math.round(s / 3600)} h` : s >= 60 ? `${Math.round(s / 60)} min` : `${s} s`;
  return t(clock.kind === 'live' ? 'presence.clock.live' : 'presence.clock.relaxed', { time: each, bot: botLabel(clock.bot), n: clock.misses });
}

// variant lists what the table's rule set changes from the game's
// standard rules (GET …/changes), whatever its name says.
function variant(ch) {
  if (!ch || ch.standard) return null;
  const list = ch.changes || [];
  return h('div', { class: 'card note', 'data-testid': 'variant' },
    h('p', null, h('strong', null, t('lobby.variant.changed', { name: ch.default })),
      list.length ? t('lobby.variant.count', { n: list.length + (ch.more || 0) }) : '.'),
    list.length ? h('ul', { class: 'small' }, list.map((c) => h('li', { title: c.path }, c.words))) : null,
    ch.more ? h('p', { class: 'muted small' }, t('lobby.variant.more', { n: ch.more })) : null);
}

// lobby renders the lobby's children. act holds the handlers: claim(seat,
// name), bot(seat, bot), fill(bot), start(), reopen(seat), leave(seat),
// end().
export function lobby(ctx, act) {
  const { info, frame, bots, code } = ctx;
  if (info.status === 'ended') {
    return [h('div', { class: 'page-head' }, h('h1', { id: 'lobby-title', 'data-testid': 'closed' }, t('lobby.closed')),
      h('p', { class: 'lede' }, t('lobby.closedLede'), ' ', h('a', { href: `/new?game=${encodeURIComponent(info.game || '')}` }, t('end.new'))))];
  }
  const you = info.you || [];
  const visitor = !info.host && you.length === 0;
  const open = info.seats.filter((x) => !x.claimed);
  const link = `${location.origin}/t/${code}`;
  const seats = info.seats.map((x) => {
    const placeholder = frame.placeholder(x);
    let action = null;
    if (!x.claimed && x.reserved_until) {
      // A rematch keeps the seat for the player who held it (a visitor
      // asking for it would be refused until the hold ends).
      action = h('p', { class: 'muted small', 'data-testid': `kept-${x.seat}` },
        t('lobby.kept', { name: x.name || '', time: new Date(x.reserved_until).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' }) }));
    } else if (!x.claimed) {
      if (visitor) {
        const input = h('input', {
          id: `claim-name-${x.seat}`, 'data-testid': `claim-name-${x.seat}`, maxlength: 40, autocomplete: 'nickname',
          placeholder, value: localStorage.getItem('eg-name') || '', 'aria-label': t('lobby.yourName', { seat: x.seat + 1 }),
        });
        action = h('form', {
          class: 'claim', onsubmit: (ev) => { ev.preventDefault(); act.claim(x.seat, input.value.trim() || placeholder); },
        }, input, h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': `claim-seat-${x.seat}` }, t('lobby.claim')));
      } else if (info.host) {
        const sel = botSelect(`bot-for-${x.seat}`, bots);
        action = h('div', { class: 'claim' }, sel,
          h('button', { type: 'button', class: 'btn', 'data-testid': `seat-bot-${x.seat}`, onclick: () => act.bot(x.seat, sel.value) }, t('lobby.seatBot')));
      }
    }
    if (x.claimed && x.kind === 'online' && info.host && x.presence !== 'here') {
      // The player left before the start: the host may free the seat.
      action = h('div', { class: 'claim' }, h('button', {
        type: 'button', class: 'btn btn-small', 'data-testid': `reopen-${x.seat}`, onclick: () => act.reopen(x.seat),
      }, t('lobby.reopen')));
    }
    if (x.claimed && x.kind === 'online' && you.includes(x.seat) && !info.host) {
      action = h('div', { class: 'claim' }, h('button', {
        type: 'button', class: 'btn btn-small', 'data-testid': `leave-${x.seat}`, onclick: () => act.leave(x.seat),
      }, t('lobby.leaveSeat')));
    }
    const here = x.claimed && x.kind === 'online' ? ` · ${x.presence === 'here' ? t('seat.here') : t('seat.away')}` : '';
    const status = (x.claimed ? (you.includes(x.seat) ? t('seat.you') : whoLabel(x, info)) : t('seat.open')) + here;
    const label = frame.label(x);
    const note = frame.seatNote(x);
    return h('li', { class: `lobby-seat${x.claimed ? '' : ' open'}${you.includes(x.seat) ? ' is-you' : ''}`, 'data-testid': `lobby-seat-${x.seat}` },
      h('span', { class: 'seat-num', 'aria-hidden': 'true' }, x.seat + 1),
      sigil(x),
      h('div', { class: 'lobby-who' },
        h('strong', null, x.claimed ? x.name || t('new.player', { n: x.seat + 1 }) : t('lobby.waitingPlayer')),
        h('span', { class: 'muted small' }, `${label ? `${label} · ` : ''}${status}${x.seat === info.first_seat ? ` · ${t('seat.first')}` : ''}`),
        x.reused ? h('span', { class: 'reused small', 'data-testid': `reused-${x.seat}` }, t('lobby.reused')) : null,
        note ? h('span', { class: 'small' }, note) : null),
      action);
  });
  let footer;
  if (info.host) {
    const sel = botSelect('bot-for-all', bots);
    footer = h('div', { class: 'host-actions card' },
      h('h2', null, t('lobby.host')),
      open.length ? h('div', { class: 'claim' }, sel,
        h('button', { type: 'button', class: 'btn', 'data-testid': 'fill-bots', onclick: () => act.fill(sel.value) },
          t('lobby.fill', { n: open.length }))) : null,
      h('button', {
        type: 'button', class: 'btn btn-primary btn-big', 'data-testid': 'start-year', disabled: open.length > 0, onclick: act.start,
      }, t('lobby.start')),
      open.length ? h('p', { class: 'hint' }, t('lobby.stillOpen', { n: open.length })) : null,
      info.endable ? h('button', { type: 'button', class: 'btn btn-small', 'data-testid': 'end-table', onclick: act.end }, t('lobby.closeTable')) : null);
  } else if (you.length) {
    footer = h('p', { class: 'card note', 'data-testid': 'seated' },
      t('lobby.seated', { seat: you[0] + 1 }));
  } else if (!open.length) {
    footer = h('p', { class: 'card note' }, t('lobby.full'));
  } else {
    footer = h('p', { class: 'card note' }, t('lobby.visitor'));
  }
  return [
    h('div', { class: 'page-head' }, h('h1', { id: 'lobby-title' }, t('lobby.title')),
      h('p', { class: 'lede' }, t('lobby.lede', { rules: frame.rulesName }))),
    h('div', { class: 'share card' },
      h('div', null, h('p', { class: 'eyebrow' }, t('join.code')),
        h('p', { class: 'room-code', 'data-testid': 'room-code', 'aria-label': t('lobby.codeSpelled', { code: code.split('').join(' ') }) }, code),
        copyButton('Code', code, 'copy-code')),
      h('div', { class: 'share-link' }, h('p', { class: 'eyebrow' }, t('lobby.link')),
        h('input', { class: 'link-input', readonly: true, value: link, 'aria-label': t('lobby.link'), onfocus: (e) => e.target.select() }),
        copyButton('Link', link, 'copy-link'))),
    h('p', { class: 'card note', 'data-testid': 'lobby-clock' }, clockWords(info.clock)),
    variant(ctx.changes),
    h('ol', { class: 'lobby-seats', 'aria-label': t('new.seatList') }, seats),
    footer,
  ];
}
