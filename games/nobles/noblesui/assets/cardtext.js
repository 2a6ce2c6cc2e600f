// Card, option, Virtue and Market item texts are made from their numbers:
// a text names each number by a placeholder, filled from the entry it
// belongs to (or from the rule set: duties.give_cost, …), in the grammar
// of every text (wording/doc.go), through the one browser filler,
// wording.js. This module only says where a text's names are read: paths
// into the entry, then into the rule set. Rules Studio's live preview
// and the game's pages use it; e2e/cardtext_test.go checks that it reads
// every default text exactly as the Go side does.
//
// units are the game's units ({crowns: {one, many}}), from its wording
// table in the page's language; format is that language's formatter
// (/static/i18n.js), English when absent.

import { fillStrict } from '/static/wording.js';

// lookup resolves "effects[0].if.min_crowns" in tree; null reads 0, as
// in Go (wording.Tree).
function lookup(tree, path) {
  let cur = tree;
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    if (m[1]) {
      if (cur === null || typeof cur !== 'object' || Array.isArray(cur) || !Object.hasOwn(cur, m[1])) return undefined;
      cur = cur[m[1]];
    }
    for (const idx of m[2].match(/\d+/g) || []) {
      if (!Array.isArray(cur) || Number(idx) >= cur.length) return undefined;
      cur = cur[Number(idx)];
    }
  }
  return cur === null ? 0 : cur;
}

// From the rule set itself a text may read only what the Go side offers:
// the Duty costs, the season incomes and the turns per season.
const fromDoc = /^(duties\.|income\.|turns_per_season$)/;

// fillText fills text's placeholders from entry, then doc. It throws an
// Error saying what is wrong with a placeholder that does not fill.
export function fillText(text, entry, doc, units, format) {
  if (typeof text !== 'string' || !text.includes('{')) return text;
  const get = (name) => {
    const v = lookup(entry, name);
    return v === undefined && fromDoc.test(name) ? lookup(doc, name) : v;
  };
  return fillStrict(text, get, { units, format });
}

// renderTexts returns a copy of a rule-set document with every card,
// option, Virtue and item text filled; a text that does not fill is left
// as written.
export function renderTexts(doc, units, format) {
  const d = structuredClone(doc);
  // Filling changes texts only, never numbers, so d itself can be read.
  const fill = (o) => { try { o.text = fillText(o.text, o, d, units, format); } catch { /* left as written */ } };
  for (const v of d.virtues || []) fill(v);
  for (const it of d.market || []) fill(it);
  for (const c of (d.decks || {}).proving || []) { fill(c); for (const o of c.options || []) fill(o); }
  for (const deck of ['ordeal', 'decree']) for (const c of (d.decks || {})[deck] || []) fill(c);
  return d;
}
