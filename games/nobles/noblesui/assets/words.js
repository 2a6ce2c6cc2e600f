// Words: how Nobles events, effects and numbers read to players. Card,
// item and House names come from the rule set, never ids.
//
// The sentences are not written here. words.json, served beside this
// module, is the game's one wording table (games/nobles/content/
// words.json, the same the terminal reads), in the grammar of every text
// (wording/doc.go), filled by the one browser filler, /static/wording.js;
// Wording computes the same fields from an event as noblesterm's
// wording.go. The browser test e2e/words_test.go checks that both word
// noblesterm's testdata/words.golden.json alike.
//
// What stays here is what cannot be data: the fields an event's
// sentence reads (names, titles, durations from the rule set), and the
// few labels of the page's own (turnLine, decisionTitle).

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

export const possessive = (name) => label('possessive', { name });

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

// modifierDuration finds how long the modifier a card placed lasts, from
// the card (the event does not carry it); '' when the card's options
// differ (the Keep shows which).
function modifierDuration(rules, deck, id, kind) {
  const card = rules.cards.get(`${deck}/${id}`);
  if (!card) return '';
  const lists = card.options ? card.options.map((o) => o.effects) : [card.effects];
  let found = '';
  for (const list of lists) {
    for (const e of list || []) {
      if (e.kind === kind && e.duration) {
        const d = lasts({ turns: e.duration.turns || 0, seasons: e.duration.seasons || 0, year: !!e.duration.year });
        if (found && found !== d) return '';
        found = d;
      }
    }
  }
  return found;
}

// Wording words a log for one viewer (a seat, or -1 for a spectator).
export class Wording {
  constructor(rules, names) {
    this.rules = rules;
    this.names = names; // seat → noble's name
  }

  cardTitle(deck, id) { return id ? this.rules.cardTitle(deck, id) : ''; }

  // line words event e, or returns '' for an event the table has no
  // sentence for. deck is the deck of the card being resolved (from the
  // last draw), to name cards whose id several decks share.
  line(e, viewer, deck) {
    const s = TABLE.events[e.type];
    if (s === undefined) return '';
    const f = { amount: e.amount || 0, detail: e.detail || '', you: false };
    if (e.seat >= 0 && e.seat < this.names.length) {
      if (e.seat === viewer) {
        const l = TABLE.labels;
        Object.assign(f, { you: true, Who: l.you, Whom: l.you_object, Whose: l.your, WhoseCap: l.your_cap, Their: l.your_their });
        f.private = e.private || 0; // never another House's secret
      } else {
        const n = this.names[e.seat];
        Object.assign(f, { Who: n, Whom: n, Whose: possessive(n), WhoseCap: possessive(n), Their: TABLE.labels.their });
      }
    }
    const r = this.rules;
    switch (e.type) {
      case 'turn_begins': case 'season': case 'income':
        f.season = seasonName(e.detail);
        break;
      case 'move':
        f.space = spaceWords(e.detail);
        f.stretch = seasonName(r.stretchOf(e.amount || 0));
        break;
      case 'reshuffle':
        f.deck = deckName(e.detail);
        break;
      case 'draw':
        f.deck = deckName(e.detail);
        f.card = this.cardTitle(e.detail, e.ref);
        break;
      case 'choose': {
        f.card = this.cardTitle('proving', e.ref);
        const c = r.cards.get(`proving/${e.ref}`);
        const o = /^[+-]?\d+$/.test(e.detail || '') && c ? c.options[Number(e.detail)] : null;
        f.option = o ? o.label : label('option', { n: e.detail || '' });
        break;
      }
      case 'invest':
        f.item = r.item(e.ref).name;
        break;
      case 'score': {
        const m = /^gems=([+-]?\d+) tokens=([+-]?\d+)/.exec(e.detail || '');
        if (m) Object.assign(f, { gems: Number(m[1]), tokens: Number(m[2]) });
        break;
      }
      case 'modifier': case 'expire':
        f.card = this.cardTitle(deck, e.ref);
        f.effect = effectText(e.detail, e.amount);
        f.subject = TABLE.subjects[e.detail] || label('effect');
        if (e.type === 'modifier') f.lasts = modifierDuration(r, deck, e.ref, e.detail);
        break;
      default:
        f.card = this.cardTitle(deck, e.ref);
    }
    return fill(s, f);
  }

  // lines words log[from:] for viewer: [{seq, kind, text, seat}], where
  // kind is the table's heading ('turn' or 'season') or 'event'. Earlier
  // entries are read only to know which card is being resolved.
  lines(log, viewer, from = 0) {
    let deck = '';
    for (let i = from - 1; i >= 0 && !deck; i--) {
      if (log[i].type === 'draw') deck = log[i].detail;
    }
    const out = [];
    for (const e of log.slice(from)) {
      if (e.type === 'draw') deck = e.detail;
      const text = this.line(e, viewer, deck);
      if (!text) continue;
      out.push({ seq: e.seq, kind: TABLE.headings[e.type] || 'event', text, seat: e.seat });
    }
    return out;
  }
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
