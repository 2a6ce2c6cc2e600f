// Words: how the planet game reads to players. The sentences are data,
// words.json beside this module (served from the Go package
// games/evergreen/content, the table the terminal fills too); the one
// browser filler, /static/wording.js, fills them, and this file computes
// the fields an event's sentence reads (names from the rule set and the
// seats). It knows no rule of play. The terminal must word events as
// this does: e2e/planet/words_test.go checks it against the Go side's
// golden file.

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

// counted is the noun for n of something, from the labels' {key}One and
// {key}Many.
function counted(n, key) {
  return TABLE.labels[key + (n === 1 ? 'One' : 'Many')];
}

export function decisionTitle(kind) {
  return TABLE.decisions[kind] || kind;
}

// spaceName is a space's square on the grid: its column's letter and its
// row's number from the north-west corner ("C4").
export function spaceName(rules, c) {
  return `${String.fromCharCode(65 + (c % rules.width))}${Math.floor(c / rules.width) + 1}`;
}

// Wording words events for one table.
export class Wording {
  constructor(rules, names) {
    this.rules = rules;
    this.names = names;
  }

  fields(e) {
    const r = this.rules;
    const biome = r.biomes.get(e.ref);
    const amount = e.amount || 0; // the server leaves a zero out
    return {
      ...e,
      amount,
      who: e.seat >= 0 ? this.names[e.seat] || label('seatName', { n: e.seat + 1 }) : '',
      points: points(amount),
      cards: counted(amount, 'card'),
      steps: counted(amount, e.ref === 'action' ? 'step' : 'use'),
      card: r.cardName(e.ref) || r.cardName(e.detail),
      biome: biome ? r.biomeName(biome.id) : '',
      side: TABLE.sides[e.detail] || e.detail || '',
      symbol: TABLE.symbols[e.detail] ?? '',
      order: TABLE.orders[e.detail] || e.detail,
      space: spaceName(r, amount),
      piece: TABLE.pieces[e.ref] || e.ref,
      power: r.powerName(e.ref),
      forfeit: e.ref === 'action' ? label('forfeitAction') : label('forfeitPower', { power: r.powerName(e.ref) }),
    };
  }

  // line words one event, or '' for one the log leaves out.
  line(e) {
    const s = TABLE.events[e.type];
    if (s === undefined) return e.type;
    return s ? fill(s, this.fields(e)) : '';
  }

  // lines are the log's lines for log[from:].
  lines(log, from) {
    const out = [];
    for (const e of log.slice(from)) {
      const text = this.line(e);
      if (!text) continue;
      const kind = TABLE.headings[e.type] || 'event';
      out.push({ seq: e.seq, kind, text, seat: e.seat });
    }
    return out;
  }
}
