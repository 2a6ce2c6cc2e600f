// The lobby: the room code to share, the seats, and what each visitor or
// the host may do before the game begins. Game-agnostic: what a seat
// plays as, and the name a player gets if they give none, come from the
// server's seat looks or the game's renderer (ctx.frame).

import { h, copyText, toast } from './dom.js';
import { sigil, whoLabel, botLabel, botAbout, defaultBot } from './seats.js';

function copyButton(label, text, testid) {
  return h('button', {
    type: 'button', class: 'btn btn-small', 'data-testid': testid,
    onclick: async () => toast(await copyText(text) ? `${label} copied.` : 'Copy did not work: select it and copy by hand.'),
  }, `Copy ${label.toLowerCase()}`);
}

function botSelect(id, bots) {
  const sel = h('select', { id, 'aria-label': 'Which bot', class: 'bot-select' },
    bots.map((b) => h('option', { value: b, title: botAbout(b) || null }, botLabel(b))));
  sel.value = defaultBot(bots);
  return sel;
}

// clockWords says the table's turn clock, so that a player knows before
// taking a seat how long each decision may take.
export function clockWords(clock) {
  if (!clock) return 'No turn clock: the table waits for everyone.';
  const s = clock.seconds || 0;
  const each = s >= 3600 ? `${Math.round(s / 3600)} h` : s >= 60 ? `${Math.round(s / 60)} min` : `${s} s`;
  return `${clock.kind === 'live' ? 'Live' : 'Relaxed'} clock: ${each} a decision; when it runs out, ${botLabel(clock.bot)} plays it, and after ${clock.misses} in a row plays the seat until its player takes it back.`;
}

// variant lists what the table's rule set changes from the game's
// standard rules (GET …/changes), whatever its name says.
function variant(ch) {
  if (!ch || ch.standard) return null;
  const list = ch.changes || [];
  return h('div', { class: 'card note', 'data-testid': 'variant' },
    h('p', null, h('strong', null, `Changed from ${ch.default}`),
      list.length ? `: ${list.length + (ch.more || 0)} ${list.length + (ch.more || 0) === 1 ? 'change' : 'changes'}.` : '.'),
    list.length ? h('ul', { class: 'small' }, list.map((c) => h('li', { title: c.path }, c.words))) : null,
    ch.more ? h('p', { class: 'muted small' }, `and ${ch.more} more.`) : null);
}

// lobby renders the lobby's children. act holds the handlers: claim(seat,
// name), bot(seat, bot), fill(bot), start(), reopen(seat), leave(seat),
// end().
export function lobby(ctx, act) {
  const { info, frame, bots, code } = ctx;
  if (info.status === 'ended') {
    return [h('div', { class: 'page-head' }, h('h1', { id: 'lobby-title', 'data-testid': 'closed' }, 'The table has closed'),
      h('p', { class: 'lede' }, 'It closed before the game began. ', h('a', { href: `/new?game=${encodeURIComponent(info.game || '')}` }, 'Set a new table')))];
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
        `Kept for ${x.name || 'its player'} from the last game until ${new Date(x.reserved_until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`);
    } else if (!x.claimed) {
      if (visitor) {
        const input = h('input', {
          id: `claim-name-${x.seat}`, 'data-testid': `claim-name-${x.seat}`, maxlength: 40, autocomplete: 'nickname',
          placeholder, value: localStorage.getItem('eg-name') || '', 'aria-label': `Your name for seat ${x.seat + 1}`,
        });
        action = h('form', {
          class: 'claim', onsubmit: (ev) => { ev.preventDefault(); act.claim(x.seat, input.value.trim() || placeholder); },
        }, input, h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': `claim-seat-${x.seat}` }, 'Claim this seat'));
      } else if (info.host) {
        const sel = botSelect(`bot-for-${x.seat}`, bots);
        action = h('div', { class: 'claim' }, sel,
          h('button', { type: 'button', class: 'btn', 'data-testid': `seat-bot-${x.seat}`, onclick: () => act.bot(x.seat, sel.value) }, 'Seat a bot'));
      }
    }
    if (x.claimed && x.kind === 'online' && info.host && x.presence !== 'here') {
      // The player left before the start: the host may free the seat.
      action = h('div', { class: 'claim' }, h('button', {
        type: 'button', class: 'btn btn-small', 'data-testid': `reopen-${x.seat}`, onclick: () => act.reopen(x.seat),
      }, 'Reopen this seat'));
    }
    if (x.claimed && x.kind === 'online' && you.includes(x.seat) && !info.host) {
      action = h('div', { class: 'claim' }, h('button', {
        type: 'button', class: 'btn btn-small', 'data-testid': `leave-${x.seat}`, onclick: () => act.leave(x.seat),
      }, 'Leave this seat'));
    }
    const here = x.claimed && x.kind === 'online' ? ` · ${x.presence === 'here' ? 'here' : 'away'}` : '';
    const status = (x.claimed ? (you.includes(x.seat) ? 'you' : whoLabel(x, info)) : 'open seat') + here;
    const label = frame.label(x);
    const note = frame.seatNote(x);
    return h('li', { class: `lobby-seat${x.claimed ? '' : ' open'}${you.includes(x.seat) ? ' is-you' : ''}`, 'data-testid': `lobby-seat-${x.seat}` },
      h('span', { class: 'seat-num', 'aria-hidden': 'true' }, x.seat + 1),
      sigil(x),
      h('div', { class: 'lobby-who' },
        h('strong', null, x.claimed ? x.name : 'Waiting for a player'),
        h('span', { class: 'muted small' }, `${label ? `${label} · ` : ''}${status}${x.seat === info.first_seat ? ' · goes first' : ''}`),
        x.reused ? h('span', { class: 'reused small', 'data-testid': `reused-${x.seat}` }, 'another seat has this name') : null,
        note ? h('span', { class: 'small' }, note) : null),
      action);
  });
  let footer;
  if (info.host) {
    const sel = botSelect('bot-for-all', bots);
    footer = h('div', { class: 'host-actions card' },
      h('h2', null, 'You are the host'),
      open.length ? h('div', { class: 'claim' }, sel,
        h('button', { type: 'button', class: 'btn', 'data-testid': 'fill-bots', onclick: () => act.fill(sel.value) },
          open.length === 1 ? 'Seat a bot in the open seat' : `Seat bots in all ${open.length} open seats`)) : null,
      h('button', {
        type: 'button', class: 'btn btn-primary btn-big', 'data-testid': 'start-year', disabled: open.length > 0, onclick: act.start,
      }, 'Start the game'),
      open.length ? h('p', { class: 'hint' }, `${open.length === 1 ? 'One seat is' : `${open.length} seats are`} still open: wait for friends to claim them, or seat bots.`) : null,
      info.endable ? h('button', { type: 'button', class: 'btn btn-small', 'data-testid': 'end-table', onclick: act.end }, 'Close this table') : null);
  } else if (you.length) {
    footer = h('p', { class: 'card note', 'data-testid': 'seated' },
      `You hold seat ${you[0] + 1}. The game begins when the host starts it: this page follows on its own.`);
  } else if (!open.length) {
    footer = h('p', { class: 'card note' }, 'Every seat is taken. You can stay and watch the game once it begins.');
  } else {
    footer = h('p', { class: 'card note' }, 'Claim an open seat to play, or stay on this page to watch.');
  }
  return [
    h('div', { class: 'page-head' }, h('h1', { id: 'lobby-title' }, 'The table is being set'),
      h('p', { class: 'lede' }, `${frame.rulesName}. Friends join with the room code or the link.`)),
    h('div', { class: 'share card' },
      h('div', null, h('p', { class: 'eyebrow' }, 'Room code'),
        h('p', { class: 'room-code', 'data-testid': 'room-code', 'aria-label': `Room code ${code.split('').join(' ')}` }, code),
        copyButton('Code', code, 'copy-code')),
      h('div', { class: 'share-link' }, h('p', { class: 'eyebrow' }, 'Share link'),
        h('input', { class: 'link-input', readonly: true, value: link, 'aria-label': 'Share link', onfocus: (e) => e.target.select() }),
        copyButton('Link', link, 'copy-link'))),
    h('p', { class: 'card note', 'data-testid': 'lobby-clock' }, clockWords(info.clock)),
    variant(ctx.changes),
    h('ol', { class: 'lobby-seats', 'aria-label': 'Seats' }, seats),
    footer,
  ];
}
