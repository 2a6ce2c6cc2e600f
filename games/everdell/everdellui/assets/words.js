// Words: how Everdell reads in the browser. Three tables, none typed
// here: words.json is the game's wording (content/words.json: the log's
// sentences, the same the terminal fills), texts.json is what each card,
// location and event does under the table's rule set (filled in Go by
// everdellwords, served by everdellweb), labels.json is the page's own
// labels. Each is read in the page's language (words.es.json,
// labels.es.json, … beside the English; content.WordsIn and everdellui's
// test check them), filled by the one browser filler, /static/wording.js.
// The log comes worded by the server (game.Teller: everdellwords.Line),
// so no event's sentence is made here.

import ENGLISH from './words.json' with { type: 'json' };
import LABELS from './labels.json' with { type: 'json' };
import { fill as fillText } from '/static/wording.js';
import { format, localTable } from '/static/i18n.js';

export const [WORDS, UI] = await Promise.all([
  localTable(ENGLISH, new URL('./words', import.meta.url).href),
  localTable(LABELS, new URL('./labels', import.meta.url).href),
]);

// fill writes sentence s with the fields f in the grammar of every text
// (wording/doc.go), through the one browser filler, /static/wording.js,
// in the page's language.
export function fill(s, f) {
  return fillText(s || '', f, { format });
}

// label fills one of the page's labels.
export function label(key, f = {}) {
  const s = UI.labels[key];
  return s === undefined ? key : fill(s, f);
}

// soloLabel is label for the solitary opponent the view plays: key's
// Rugwort wording (key + "Rugwort") when he plays, the rival's otherwise.
export function soloLabel(rival, key, f = {}) {
  const k = `${key}Rugwort`;
  return rival && rival.opponent !== 'rival' && UI.labels[k] !== undefined ? label(k, f) : label(key, f);
}

// resName is one resource's name, singular or plural.
export function resName(r, n = 1) {
  const w = WORDS.resources[r];
  if (!w) return r;
  return n === 1 ? w.one : w.many;
}

// resources says an amount of resources, {twig: 2, resin: 1}, as
// "2 twigs and 1 resin", in the rule set's order of resources
// (everdellwords.Resources).
export function resources(order, bag) {
  return format.list(order.filter((r) => (bag || {})[r]).map((r) => `${bag[r]} ${resName(r, bag[r])}`));
}

// list joins names the page's way: "A, B and C", "A, B y C", "A、B和C".
export function list(xs) { return format.list(xs); }

export function seasonName(id) { return UI.seasons[id] || id || ''; }

export function decisionTitle(kind) { return UI.decisions[kind] || kind; }
