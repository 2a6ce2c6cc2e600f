// Words: how Everdell reads in the browser. Three tables, none typed
// here: words.json is the game's wording (content/words.json: the log's
// sentences, the same the terminal fills), texts.json is what each card,
// location and event does under the table's rule set (filled in Go by
// everdellwords, served by everdellweb), labels.json is the page's own
// labels. Each is read in the page's language (words.es.json,
// labels.es.json, … beside the English; content.WordsIn and everdellui's
// test check them). This file computes the fields a log sentence reads
// (the one browser filler, /static/wording.js, fills them); it is the
// twin of everdellwords.Line, and e2e/everdell_test.go checks that both
// word a played game alike.

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

// Wording words the log's events for one table (everdellwords.Line).
export class Wording {
  constructor(rules, names) {
    this.rules = rules;
    this.names = names;
  }

  name(s) { return s >= 0 && s < this.names.length ? this.names[s] : ''; }

  fields(e) {
    const r = this.rules;
    const f = { who: this.name(e.seat), detail: e.detail || '', res: e.ref || '' };
    if (e.amount) f.amount = String(e.amount);
    const T = WORDS.terms;
    f.from = { hand: T.fromHand, meadow: T.fromMeadow }[e.detail] || '';
    const card = r.cards.get(e.ref);
    if (card) f.card = card.name;
    const secret = r.cards.get(e.secret); // the card a seat drew or was given, for its audience only
    if (secret) f.card = secret.name;
    const loc = r.locations.get(e.ref);
    if (loc) f.place = loc.name;
    else if (card) f.place = card.name;
    const ev = r.events.get(e.ref);
    if (ev) {
      f.event = ev.name;
      f.place = ev.name;
    }
    f.season = WORDS.seasons[e.ref] || e.ref || '';
    const amount = e.amount || 0;
    if (r.resources.includes(e.ref)) f.stuff = resources(r.resources, { [e.ref]: amount });
    else if (e.ref === 'points' && amount === 1) f.stuff = T.onePoint;
    else if (e.ref === 'points') f.stuff = fill(T.points, { amount: String(amount) });
    else if (e.ref === 'any') f.stuff = fill(T.anyResource, { amount: String(amount) });
    else f.stuff = `${amount} ${e.ref || ''}`;
    if (/^-?\d+$/.test(e.detail || '')) f.target = this.name(Number(e.detail));
    f.opponent = r.doc.solo && r.doc.solo.opponent === 'rival' ? T.rival : T.rugwort;
    return f;
  }

  // line words one event, or '' for one the log has no sentence for.
  line(e) {
    const s = WORDS.log[e.type];
    return s === undefined ? '' : fill(s, this.fields(e));
  }

  // lines are the log's lines for log[from:]: a turn's start and a
  // season's preparing are headings.
  lines(log, from) {
    const out = [];
    for (const e of log.slice(from)) {
      const text = this.line(e);
      if (!text) continue;
      const kind = e.type === 'turn' ? 'turn' : e.type === 'prepare' ? 'season' : 'event';
      out.push({ seq: e.seq, kind, text, seat: e.seat });
    }
    return out;
  }
}
