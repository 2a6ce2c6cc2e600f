// Seats as every game's pages show them: a seat's badge, who plays it,
// the bots' names for people, and who the table is waiting for. Nothing
// here knows a game: a seat's looks (colour, sigil, label) come from the
// server, which asks the game (game.Looker).

import { h, textOn } from './dom.js';
import { t, has, format } from './i18n.js';

// setupOf is a seat's game-defined set-up ({} if none).
export function setupOf(seat) {
  return (seat && seat.setup) || {};
}

// sigil draws a seat's round badge: its colour and the sigil's initial.
export function sigil(seat, size = '') {
  const colour = seat.colour || '#777777';
  return h('span', {
    class: `sigil${size ? ` sigil-${size}` : ''}`, style: `background:${colour};color:${textOn(colour)}`,
    'aria-hidden': 'true', title: seat.sigil || '',
  }, (seat.sigil || seat.name || '?').slice(0, 1).toUpperCase());
}

// whoLabel says who plays a seat, seen from the viewer's device (info
// is the table info the viewer was sent): "bot · …", "online", and for
// a seat played on the host's device "at this device" on that device
// alone, "at the host's device" on every other.
export function whoLabel(seat, info) {
  if (seat.kind === 'bot') return `${t('seat.bot')} · ${botLabel(seat.bot)}`;
  if (seat.kind === 'online') return t('seat.online');
  const here = info && (info.host || (info.you || []).includes(seat.seat));
  return here ? t('seat.thisDevice') : t('seat.hostDevice');
}

// The bots a game offers, as its renderer names them for players
// (renderer.js exports bots: [[name, label, about], …], easiest first,
// and defaultBot: "Steward", "plays the sensible line"); useBots is
// called once the page knows its game. A game that says nothing gets its
// bots' own names, in the server's order. The label is short, so that a
// select on a phone shows it whole; what the bot is like goes beside it.
let known = [];
let preferred = '';
let aliases = {};

// useBots sets the bots' labels and order, and the default bot; names
// gives the players' words for the game's other bots ({steward:
// "Skilled"}), which no select offers but an older table or a clock may
// name.
export function useBots(list, def, names) {
  known = Array.isArray(list) ? list : [];
  preferred = def || '';
  aliases = names || {};
}

// botLabel names a bot for players ("Skilled").
export function botLabel(name) {
  if (has(`bot.${name}.label`)) return t(`bot.${name}.label`); // the levels every game offers
  const found = known.find(([n]) => n === name);
  if (found) return found[1];
  // An alias reads as the level it plays as ("gardener": the level
  // labelled "Skilled"), in the page's language.
  const level = aliases[name] && known.find(([, label]) => label === aliases[name]);
  if (level && has(`bot.${level[0]}.label`)) return t(`bot.${level[0]}.label`);
  if (aliases[name]) return aliases[name];
  return name ? name[0].toUpperCase() + name.slice(1) : '';
}

// botAbout says what a bot is like ("plays the sensible line"), or ''.
export function botAbout(name) {
  const found = known.find(([n]) => n === name);
  if (found && has(`bot.${name}.about`)) return t(`bot.${name}.about`);
  return (found && found[2]) || '';
}

// botOrder sorts bot names easiest first. When the game lists its bots,
// only those are offered (the server may know aliases and variants, such
// as a bare "ismcts" for "ismcts:normal", that players need not see).
export function botOrder(names) {
  if (known.length === 0) return [...names];
  const offered = new Set(names);
  return known.map(([n]) => n).filter((n) => offered.has(n));
}

// defaultBot is the bot a new seat gets: the game's choice if the server
// offers it, else the first.
export function defaultBot(names) {
  return names.includes(preferred) ? preferred : names[0] || 'random';
}

// joinAnd is "A, B and C", in the page's language.
export function joinAnd(names) {
  return format.list(names);
}

// waitingLine says who the table waits for, seen by viewer: one seat by
// name ("Waiting for Ada…", "Ada's bot is thinking…"), several as
// "Waiting for 2 players: Ada and Ben". label(seat) names what a bot's
// seat plays as.
export function waitingLine(waiting, info, names, viewer, label) {
  const others = waiting.filter((w) => w.seat !== viewer);
  if (others.length === 0) return '';
  if (others.length > 1) {
    return t('wait.many', { n: others.length, names: others.map((w) => names[w.seat]) });
  }
  const seat = info.seats[others[0].seat] || {};
  const name = names[others[0].seat];
  if (seat.kind === 'bot') return t('wait.bot', { name: label(seat) || name });
  if (seat.kind === 'online' && !(info.you || []).includes(seat.seat)) return t('wait.one', { name });
  return t('wait.deciding', { name });
}
