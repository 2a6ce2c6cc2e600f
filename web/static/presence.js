// The players panel of the table page: who is connected and since when,
// the turn clock of each deciding seat (counted down against the
// server's time), misses and stand-in bots, the spectator count, and
// the actions on seats that must never stall a table: the host hands an
// away seat to a bot or reopens it, mutes a seat's chat; a player whose
// seat a bot is playing takes it back.

import { h, fill } from './dom.js';
import { sigil, botLabel } from './seats.js';
import { t } from './i18n.js';

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
    if (s >= 3600) return t('clock.hm', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  return s >= 2 * 3600 ? t('clock.h', { h: Math.floor(s / 3600) }) : t('clock.m', { m: Math.floor(s / 60) });
}

// ago words how long ago an ISO time was: "just now", "5 min ago".
export function ago(iso) {
  const s = Math.max(0, Math.round((Date.now() + skew - Date.parse(iso)) / 1000));
  if (s < 60) return t('ago.now');
  if (s < 3600) return t('ago.min', { m: Math.floor(s / 60) });
  if (s < 48 * 3600) return t('ago.h', { h: Math.floor(s / 3600) });
  return t('ago.days', { n: Math.floor(s / 86400) });
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
      bits.push(h('span', { class: 'bot-mark small', 'data-testid': `bot-mark-${x}` }, `${t('seat.bot')} · ${botLabel(seat.bot)}`));
    } else if (state !== 'bot') {
      bits.push(h('span', { class: `presence presence-${state}`, 'data-testid': `presence-${x}`, title: state === 'here' ? t('presence.connected') : t('presence.away') },
        state === 'here' ? t('seat.here') : t('seat.away')));
      if (seat.since) bits.push(h('span', { class: 'muted small' }, ` ${t(state === 'here' ? 'presence.since' : 'presence.left', { ago: ago(seat.since) })}`));
    }
    if (seat.due && playing) {
      bits.push(h('span', {
        class: 'clock', 'data-testid': `clock-${x}`, 'data-due': seat.due, 'data-live': clock && clock.kind === 'live' ? '1' : '0',
        title: t('presence.timeLeft'),
      }, clockText(left(seat.due), clock && clock.kind === 'live')));
    }
    if (seat.missed) bits.push(h('span', { class: 'muted small' }, ` · ${t('presence.missed', { n: seat.missed })}`));
    if (seat.standin) bits.push(h('span', { class: 'standin small', 'data-testid': `standin-${x}` }, ` · ${t('presence.standin', { bot: botLabel(seat.standin) })}`));
    if (seat.muted) bits.push(h('span', { class: 'muted small' }, ` · ${t('presence.muted')}`));
    if (seat.reserved_until) bits.push(h('span', { class: 'muted small' }, ` · ${t('presence.kept')}`));
    const acts = [];
    if (yours && seat.standin && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small btn-primary', 'data-testid': `takeback-${x}`, onclick: () => actions.takeBack(x) }, t('presence.takeBack')));
    }
    if (info.host && playing && seat.kind === 'online' && state !== 'here' && !seat.standin) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-bot-${x}`, onclick: () => actions.away(x, 'bot', bot) }, t('presence.letBot')));
    }
    if (info.host && playing && seat.kind === 'online' && state !== 'here' && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-reopen-${x}`, onclick: () => actions.away(x, 'reopen', bot) }, t('presence.reopen')));
    }
    if (!info.host && mine.length === 0 && playing && seat.kind === 'online' && !seat.claimed && !seat.reserved_until) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small btn-primary', 'data-testid': `take-seat-${x}`, onclick: () => actions.claim(x) }, t('presence.takeSeat')));
    }
    if (info.host && seat.kind !== 'bot') {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `mute-${x}`, onclick: () => actions.mute(x, !seat.muted) }, seat.muted ? t('presence.unmute') : t('presence.mute')));
    }
    return h('li', { class: 'player', style: `--seat:${seat.colour || '#888'}` },
      sigil(seat, 'small'), h('strong', null, names[x] || t('new.seat', { n: x + 1 })), yours ? h('span', { class: 'muted small' }, ` ${t('home.seat.you')}`) : null, ' ',
      bits, acts.length ? h('div', { class: 'player-actions' }, acts) : null);
  });
  const clockLine = clock
    ? t(clock.kind === 'live' ? 'presence.clock.live' : 'presence.clock.relaxed', { time: clockText(clock.seconds * 1000, clock.kind === 'live'), bot: botLabel(clock.bot), n: clock.misses })
    : t('presence.clock.none');
  return [
    h('h2', null, t('table.players')),
    h('ul', { class: 'players' }, rows),
    h('p', { class: 'muted small', 'data-testid': 'spectators' }, `${t('presence.watching', { n: info.spectators || 0 })} · ${clockLine}`),
  ];
}

export function drawPlayers(el, args, actions) {
  fill(el, players(args, actions));
}
