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

// armed is the action waiting for its confirmation ('concede-N' or
// 'end'), so that giving up takes two clicks, never one by mistake.
let armed = '';

// confirmButton is a button that asks once more before it does what it
// says: the first click arms it ("Sure? …"), the second acts.
function confirmButton(key, testid, label, sure, act, redraw) {
  const on = armed === key;
  return h('button', {
    type: 'button', class: `btn btn-small${on ? ' btn-danger' : ''}`, 'data-testid': on ? `${testid}-confirm` : testid,
    onclick: () => {
      armed = on ? '' : key;
      if (on) act(); else redraw();
    },
  }, on ? sure : label);
}

// standinSelect chooses the bot a host hands an away seat to, by the
// bots' labels for players.
function standinSelect(x, bots, bot) {
  const sel = h('select', { id: `standin-${x}`, 'data-testid': `standin-bot-${x}`, 'aria-label': 'Which bot plays the seat', class: 'bot-select' },
    bots.map((b) => h('option', { value: b }, botLabel(b))));
  sel.value = bots.includes(bot) ? bot : bots[0] || '';
  return sel;
}

// players draws the panel. actions: {away(seat, action, bot),
// takeBack(seat), mute(seat, muted), claim(seat, name), concede(seat),
// end(), redraw()}; bots are the game's bots, easiest first.
export function players({ info, names, mine, bot, bots = [] }, actions) {
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
    if (seat.reused) bits.push(h('span', { class: 'reused small', 'data-testid': `reused-${x}` }, ` · ${t('presence.reused')}`));
    const acts = [];
    if (yours && seat.standin && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small btn-primary', 'data-testid': `takeback-${x}`, onclick: () => actions.takeBack(x) }, t('presence.takeBack')));
    }
    const away = info.host && playing && seat.kind === 'online' && state !== 'here';
    const pick = away && (!seat.standin || seat.claimed) && bots.length > 1 ? standinSelect(x, bots, bot) : null;
    const chosen = () => (pick ? pick.value : bot);
    if (pick) acts.push(pick);
    if (away && !seat.standin) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-bot-${x}`, onclick: () => actions.away(x, 'bot', chosen()) }, t('presence.letBot')));
    }
    if (away && seat.claimed) {
      acts.push(h('button', { type: 'button', class: 'btn btn-small', 'data-testid': `away-reopen-${x}`, onclick: () => actions.away(x, 'reopen', chosen()) }, t('presence.reopen')));
    }
    if (!info.host && mine.length === 0 && playing && seat.kind === 'online' && !seat.claimed && !seat.reserved_until) {
      // A newcomer says who they are before taking the seat.
      const input = h('input', {
        id: `take-name-${x}`, 'data-testid': `take-name-${x}`, maxlength: 40, autocomplete: 'nickname', required: true,
        value: localStorage.getItem('eg-name') || '', 'aria-label': t('lobby.yourName', { seat: x + 1 }), placeholder: t('presence.namePlaceholder'),
      });
      acts.push(h('form', { class: 'claim', onsubmit: (ev) => { ev.preventDefault(); if (input.value.trim()) actions.claim(x, input.value.trim()); } },
        input, h('button', { type: 'submit', class: 'btn btn-small btn-primary', 'data-testid': `take-seat-${x}` }, t('presence.takeSeat'))));
    }
    if (yours && playing && info.concede && seat.kind !== 'bot') {
      acts.push(confirmButton(`concede-${x}`, `concede-${x}`, t('presence.concede'),
        info.concede === 'bot' ? t('presence.concedeBot') : t('presence.concedeOut'), () => actions.concede(x), actions.redraw));
    }
    // The host's Mute is for the others: a host never mutes their own seats.
    if (info.host && seat.kind !== 'bot' && !yours) {
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
    info.endable && actions.end ? h('div', { class: 'player-actions' },
      confirmButton('end', 'end-table', t('presence.endTable'), t('presence.endSure'), actions.end, actions.redraw)) : null,
  ];
}

export function drawPlayers(el, args, actions) {
  fill(el, players(args, actions));
}
