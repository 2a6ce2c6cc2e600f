// Words: how the planet game's page reads. The texts are data,
// words.json beside this module (served from the Go package
// games/evergreen/content, the table the terminal fills too), filled by
// the one browser filler, /static/wording.js. The log comes worded by
// the server (game.Teller: evergreenterm's wording), so no event's
// sentence is made here. It knows no rule of play.

import ENGLISH from './words.json' with { type: 'json' };
import { fill as fillText } from '/static/wording.js';
import { format, localTable } from '/static/i18n.js';

// TABLE is the table in the page's language: words.{lang}.json, the
// same texts under the same keys (content.WordsIn checks them), when the
// page is not in English.
const TABLE = await localTable(ENGLISH, new URL('./words', import.meta.url).href);

export const WORDS = TABLE;

// localName is the page's language's name for a biome or power (kind
// "biomes" or "powers") the rule set names as the default does; a
// name the rule set gives its own (a Studio variant's) stays as it is.
export function localName(kind, id, name) {
  const en = ENGLISH.names && ENGLISH.names[kind];
  const here = TABLE.names && TABLE.names[kind];
  return en && here && en[id] === name && here[id] ? here[id] : name;
}

// fill writes sentence s with the fields f in the grammar of every text
// (wording/doc.go), through the one browser filler, /static/wording.js,
// in the page's language, trimmed as the terminal trims it.
export function fill(s, f) {
  return fillText(s, f, { format }).trim();
}

// label fills one of the page's labels.
export function label(key, f = {}) {
  const s = TABLE.labels[key];
  return s === undefined ? key : fill(s, { ...f, points: points(f.amount) });
}

export function points(n) {
  return n === 1 ? TABLE.labels.pointsOne : TABLE.labels.pointsMany;
}

export function decisionTitle(kind) {
  return TABLE.decisions[kind] || kind;
}

// spaceName is a space's square on the grid: its column's letter and its
// row's number from the north-west corner ("C4").
export function spaceName(rules, c) {
  return `${String.fromCharCode(65 + (c % rules.width))}${Math.floor(c / rules.width) + 1}`;
}
