// The players panel of the table page: who is connected and since when,
// the turn clock of each deciding seat (counted down against the
// server's time), misses and stand-in bots, the spectator count, and
// the actions on seats that must never stall a table: the host hands an
// away seat to a bot or reopens it, mutes a seat's chat; a player whose
// seat a bot is playing takes it back.

import { h, fill } from './dom.js';
import { sigil, botLabel } from './seats.js';

// skew is the server's clock minus this browser's, from the latest
// update's "now", so that a countdown is right whatever the local clock.
let skew = 0;

export function noteServerTime(info) {
  if (info && info.now) skew = Date.parse(info.now) - Date.now();
}

// left is the time left until an ISO deadline, in milliseconds.
export const left = (due) => Date.parse(due) - (Date.now() + skew);

// clockText words the time left: "1:05" on a live clock, "23 h" or
// "40 min" on a relaxed one.
export function clockText(ms, live) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (live || s < 3600) {
    if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  return s >= 2 * 3600 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 60)} min`;
}

// ago words how long ago an ISO time was: "just now", "5 min ago".
export function ago(iso) {
  const s = Math.max(0, Math.round((Date.now() + skew - Date.parse(iso)) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86400)} days ago`;
}

// tick redraws every countdown on the page (called each second).
export function tick(root) {
  for (const el of root.querySelectorAll('[data-due]')) {
    const ms = left(el.dataset.due);
    el.textContent = clockText(ms, el.dataset.live === '1');
    el.classList.toggle('clock-low', el.dataset.live === '1' && ms < 15000);
  }
}

// players draws the panel. actions: {away(seat, action), takeBack(seat),
// mute(seat, muted), claim(seat)}.
export function players({ info, names, mine, bot }, actions) {
  const clock = info.clock;
  const playing = info.status === 'playing';
  const rows = info.seats.map((seat) => {
    const x = seat.seat;
    const yours = mine.includes(x);
    const state = seat.presence || 'away';
    const bits = [];
    if (seat.kind === 'bot') {
      bits.push(h('span', { class: 'bot-mark small', 'data-testid': `bot-mark-${x}` }, `bot · ${botLabel(seat.bot)}`));
    } else if (state !== 'bot') {
      bits.push(h('span', { class: `presence presence-${state}`, 'data-testid': `presence-${x}`, title: state === 'here' ? 'Connected' : 'Away' },
        state === 'here' ? 'here' : 'away'));
      if (seat.since) bits.push(h('span', { class: 'muted small' }, ` ${state === 'here' ? 'since' : 'left'} ${ago(seat.since)}`));
    }
    if (seat.due && playing) {
      bits.push(h('span', {
        class: 'clock', 'data-testid': `clock-${x}`, 'data-due': seat.due, 'data-live': clock && clock.kind === 'live' ? '1' : '0',
        title: 'Time left for this decision',
      }, clockText(left(seat.due), clock && clock.kind === 'live')));
    }
    if (seat.missed) bits.push(h('span', { class: 'muted small' }, ` · missed ${seat.missed} in a row`));
    if (seat.standin) bits.push(h('span', { class: 'standin small', 'data-testid': `standin-${x}` }, ` · ${botLabel(seat.standin)} plays for now`));
    if (seat.muted) bits.push(h('span', { class: 'muted small' }, ' · muted'));
    if (seat.reserved_until) bits.push(h('span', { class: 'muted small' }, ' · kept for its player'));
    const acts = [];
    if (yours && seat.standin && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small btn-primary', 'data-testid': `takeback-${x}`, onclick: () => actions.takeBack(x) }, 'Take my seat back'));
    }
    if (info.host && playing && seat.kind === 'online' && state !== 'here' && !seat.standin) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-bot-${x}`, onclick: () => actions.away(x, 'bot', bot) }, 'Let a bot play'));
    }
    if (info.host && playing && seat.kind === 'online' && state !== 'here' && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-reopen-${x}`, onclick: () => actions.away(x, 'reopen', bot) }, 'Reopen for someone else'));
    }
    if (!info.host && mine.length === 0 && playing && seat.kind === 'online' && !seat.claimed && !seat.reserved_until) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small btn-primary', 'data-testid': `take-seat-${x}`, onclick: () => actions.claim(x) }, 'Take this open seat'));
    }
    if (info.host && seat.kind !== 'bot') {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `mute-${x}`, onclick: () => actions.mute(x, !seat.muted) }, seat.muted ? 'Unmute' : 'Mute'));
    }
    return h('li', { class: 'player', style: `--seat:${seat.colour || '#888'}` },
      sigil(seat, 'small'), h('strong', null, names[x] || `Seat ${x + 1}`), yours ? h('span', { class: 'muted small' }, ' (you)') : null, ' ',
      bits, acts.length ? h('div', { class: 'player-actions' }, acts) : null);
  });
  const clockLine = clock
    ? `${clock.kind === 'live' ? 'Live' : 'Relaxed'} clock: ${clockText(clock.seconds * 1000, clock.kind === 'live')} a decision; when it runs out, the ${botLabel(clock.bot)} bot plays it, and after ${clock.misses} in a row keeps the seat until its player takes it back.`
    : 'No turn clock: the table waits for everyone.';
  return [
    h('h2', null, 'Players'),
    h('ul', { class: 'players' }, rows),
    h('p', { class: 'muted small', 'data-testid': 'spectators' }, `${info.spectators || 0} watching · ${clockLine}`),
  ];
}

export function drawPlayers(el, args, actions) {
  fill(el, players(args, actions));
}
