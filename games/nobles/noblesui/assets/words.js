// Words: how Nobles effects and numbers read on the page. Card, item and
// House names come from the rule set, never ids.
//
// The texts are not written here. words.json, served beside this module,
// is the game's one wording table (games/nobles/content/words.json, the
// same the terminal reads), in the grammar of every text
// (wording/doc.go), filled by the one browser filler, /static/wording.js.
// The log comes worded by the server (game.Teller: noblesterm's wording,
// the terminal's own), so no event's sentence is made here; what stays is
// what the page words itself: its labels, numbers and units, durations
// and the turn line.

import ENGLISH from './words.json' with { type: 'json' };
import { fill as fillText } from '/static/wording.js';
import { lang, format } from '/static/i18n.js';

// TABLE is the table in the page's language: words.{lang}.json, the
// same texts under the same keys (content.WordsIn checks them), when the
// page is not in English.
export const TABLE = lang === 'en' ? ENGLISH : await import(`./words.${lang}.json`, { with: { type: 'json' } })
  .then((m) => m.default).catch(() => ENGLISH);
const english = format;

// label fills one of the page's own words (the table's "labels").
export function label(key, f = {}) {
  const s = TABLE.labels[key];
  return s === undefined ? key : fill(s, f);
}

export function thousands(n) {
  return english.number(Number(n || 0));
}

// crowns is "1 Crown", "1,600 Crowns" (a debt keeps its sign).
export function crowns(n) {
  const u = TABLE.units.crowns;
  return `${thousands(n)} ${english.plural(n, [u.one, u.many])}`;
}

export function plural(n, one, many) {
  return `${english.number(n)} ${english.plural(n, [one, many])}`;
}

export function title(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

// seasonName is a season's name ("Spring"), deckName a deck's ("Ordeal").
export const seasonName = (s) => TABLE.labels.seasons[s] || title(s);
export const deckName = (d) => TABLE.labels.decks[d] || title(d);

// spaceWords is "a Proving space", "an Ordeal space", "a Decree space".
export function spaceWords(kind) {
  return TABLE.labels.spaces[kind] || kind;
}

// joinAnd is "A, B and C".
export function joinAnd(names) {
  return english.list(names);
}

// fill writes sentence s from the wording table with the fields f, in
// the grammar of every text, with the game's units ({crowns:amount},
// {more:amount|more|less}).
export function fill(s, f) {
  return fillText(s, f, { units: TABLE.units, format });
}

// effectText words a modifier: "Give costs 100 Crowns less".
export function effectText(kind, amount) {
  const s = TABLE.effects[kind];
  return s === undefined ? kind.replaceAll('_', ' ') : fill(s, { amount: amount || 0 });
}

// lasts words a duration badge: "2 turns left", "all year".
export function lasts({ turns, seasons, year }) {
  if (year) return label('all_year');
  if (turns > 0) return label('turns_left', { n: turns });
  if (seasons === 1) return label('next_season');
  if (seasons > 1) return label('seasons_left', { n: seasons });
  return '';
}

// turnLine is "Summer · Ada's turn 11 of 32" (or "your turn"), and for
// shared turn counting the table's count.
export function turnLine(view, rules, names, viewer) {
  const a = view.active;
  const h = view.houses[a];
  const mine = a === viewer;
  const season = seasonName(view.season);
  if (view.ended) return label('year_over', { season });
  const f = { season, name: names[a], n: h.turns_taken + 1, total: view.turns_per_year };
  if (rules.shared) {
    f.table = view.houses.reduce((n, x) => n + x.turns_taken, 0) + 1;
    return label(mine ? 'turn_mine_shared' : 'turn_other_shared', f);
  }
  return label(mine ? 'turn_mine' : 'turn_other', f);
}

// decisionTitle words what a decision is about.
export function decisionTitle(kind) {
  return TABLE.labels.decisions[kind] || kind;
}
