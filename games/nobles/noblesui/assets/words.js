// Words: how Nobles events, effects and numbers read to players. Card,
// item and House names come from the rule set, never ids.
//
// This is still a copy of the terminal's wording (termplay/wording.go),
// kept here until the Nobles wording is data the game serves to both.
// Meanwhile noblesui's tests check that every event type and every
// modifier kind games/nobles defines is worded here (EVENTS, SILENT,
// EFFECTS and SUBJECTS), so a new one cannot be forgotten.

export function thousands(n) {
  return Number(n || 0).toLocaleString('en-GB');
}

// crowns is "1 Crown", "1,600 Crowns".
export function crowns(n) {
  return n === 1 ? '1 Crown' : `${thousands(n)} Crowns`;
}

export function plural(n, one, many) {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export function title(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

export const possessive = (name) => `${name}'s`;

// spaceWords is "a Proving space", "an Ordeal space", "a Decree space".
export function spaceWords(kind) {
  return kind === 'ordeal' ? 'an Ordeal space' : `a ${title(kind)} space`;
}

// joinAnd is "A, B and C".
export function joinAnd(names) {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// more words a signed change: more(-100, 'more', 'less') is "100 Crowns less".
function more(amount, up, down) {
  return amount < 0 ? `${crowns(-amount)} ${down}` : `${crowns(amount)} ${up}`;
}

const EFFECTS = {
  close_market: () => 'the Market is closed',
  market_guard: () => 'the Market cannot be closed',
  reroll: () => 'may reroll the Journey die once a turn',
  income: (a) => `season income ${more(a, 'greater', 'smaller')}`,
  give_cost: (a) => `Give costs ${more(a, 'more', 'less')}`,
  save_cost: (a) => `Save costs ${more(a, 'more', 'less')}`,
  market_price: (a) => `Market prices ${more(a, 'higher', 'lower')}`,
  proving_cost: (a) => `Proving choices cost ${more(a, 'more', 'less')}`,
  ordeal_payment: (a) => `Ordeal payments ${more(a, 'larger', 'smaller')}`,
  decree_gain: (a) => `Decree gifts ${more(a, 'greater', 'smaller')}`,
  turn_gain: (a) => `${crowns(a)} at the end of each turn`,
};

const SUBJECTS = {
  close_market: 'Market', market_guard: 'Market', reroll: 'Reroll', income: 'Season income',
  give_cost: 'Give cost', save_cost: 'Save cost', market_price: 'Market prices',
  proving_cost: 'Proving costs', ordeal_payment: 'Ordeal payments', decree_gain: 'Decree gifts',
  turn_gain: "Crowns at each turn's end",
};

// effectText words a modifier: "Give costs 100 Crowns less".
export function effectText(kind, amount) {
  const f = EFFECTS[kind];
  return f ? f(amount || 0) : kind.replaceAll('_', ' ');
}

// lasts words a duration badge: "2 turns left", "all year".
export function lasts({ turns, seasons, year }) {
  if (year) return 'all year';
  if (turns > 0) return `${plural(turns, 'turn', 'turns')} left`;
  if (seasons === 1) return 'until next season';
  if (seasons > 1) return `${plural(seasons, 'season', 'seasons')} left`;
  return '';
}

function durationWords(d) {
  if (!d) return '';
  return lasts({ turns: d.turns || 0, seasons: d.seasons || 0, year: !!d.year });
}

// modifierDuration finds how long a card's modifier lasts, from the card
// (the event does not carry it).
function modifierDuration(rules, deck, id, kind) {
  const card = rules.card(deck, id);
  if (!card) return '';
  const lists = card.options ? card.options.map((o) => o.effects) : [card.effects];
  let found = '';
  for (const list of lists) {
    for (const e of list || []) {
      if (e.kind === kind && e.duration) {
        const d = durationWords(e.duration);
        if (found && found !== d) return '';
        found = d;
      }
    }
  }
  return found;
}

// Event wording, keyed by event type. d carries who/whom/whose forms,
// v(you, other) picks the verb, and the event's own fields.
const EVENTS = {
  turn_begins: (d) => `${d.WhoseCap} turn ${d.amount} (${d.season})`,
  surrendered: (d) => `${d.Who} ${d.v('surrender', 'surrenders')} this turn for a failed Ordeal: no Journey, no Path, no Duty.`,
  turn_gain: (d) => `${d.Who} ${d.v('receive', 'receives')} ${crowns(d.amount)} at the end of the turn.`,
  roll: (d) => `${d.Who} ${d.v('roll', 'rolls')} a ${d.amount}.`,
  reroll: (d) => `${d.Who} ${d.v('reroll', 'rerolls')} the die: ${d.amount}, and the new roll stands.`,
  keep: (d) => `${d.Who} ${d.v('keep', 'keeps')} the ${d.amount}.`,
  move: (d) => `${d.Who} ${d.v('move', 'moves')} to space ${d.amount}: ${spaceWords(d.detail)}, in ${title(d.stretch)}'s stretch.`,
  reshuffle: (d) => `The ${title(d.detail)} discards are shuffled into a new draw pile.`,
  draw: (d) => `${d.Who} ${d.v('draw', 'draws')} the ${title(d.detail)} card “${d.card}”.`,
  proving_passed: (d) => `${d.Who} cannot pay for either choice on “${d.card}”, so the card passes without effect.`,
  choose: (d) => `${d.Who} ${d.v('choose', 'chooses')} “${d.option}”${d.amount ? ` and ${d.v('pay', 'pays')} ${crowns(d.amount)}` : ''}.`,
  pay: (d) => `${d.Who} ${d.v('pay', 'pays')} ${crowns(d.amount)} for “${d.card}”.`,
  convert: (d) => `${d.Who} ${d.v('convert', 'converts')} a Vault Token, worth ${crowns(d.amount)}, toward the payment.`,
  decline: (d) => `${d.Who} ${d.v('decline', 'declines')} to convert a Vault Token.`,
  fail: (d) => `${d.Who} cannot pay ${crowns(d.amount)} for “${d.card}”: the payment fails.`,
  surrender_pending: (d) => `${d.Who} will surrender ${d.Their} next turn.`,
  gain: (d) => `${d.Who} ${d.v('receive', 'receives')} ${crowns(d.amount)} from “${d.card}”.`,
  modifier: (d) => `“${d.card}” for ${d.Whom}: ${d.effect}${d.lasts ? ` (${d.lasts})` : ''}.`,
  expire: (d) => `${d.subject}: “${d.card}” no longer applies to ${d.Whom}.`,
  end_turn: (d) => `The Path ends ${d.Whose} turn: no Duty this turn.`,
  save: (d) => `${d.Who} ${d.v('place', 'places')} ${crowns(d.amount)} in the Vault and ${d.v('take', 'takes')} a Vault Token.`,
  give: (d) => `${d.Who} ${d.v('give', 'gives')} ${crowns(d.amount)} to the Charity chest${d.you ? ` and place a House Gem in it, hidden (your Gems given: ${d.private})` : ''}.`,
  invest: (d) => `${d.Who} ${d.v('invest', 'invests')} in the ${d.item} for ${crowns(d.amount)}.`,
  wait: (d) => `${d.Who} ${d.v('wait', 'waits')} and ${d.v('keep', 'keeps')} ${d.Their} Crowns.`,
  season: (d) => `${d.season} begins.`,
  income: (d) => `${d.Who} ${d.v('receive', 'receives')} ${d.season}'s income of ${crowns(d.amount)}.`,
  gala: () => 'The last turn of Winter is over: the year has ended. The Evergreen Gala begins.',
  score: (d) => `${d.Who} ${d.v('score', 'scores')} ${d.amount}${d.detail ? ` (${scoreParts(d.detail)})` : ''}.`,
  winner: (d) => `${d.Who} ${d.v('are', 'is')} crowned Paragon of Evergreen.`,
};

// SILENT lists the event types the log does not word.
const SILENT = ['turn_ends'];

function scoreParts(detail) {
  const m = /gems=(\d+) tokens=(\d+)/.exec(detail);
  if (!m) return detail;
  return `${plural(+m[1], 'Gem given', 'Gems given')} + ${plural(+m[2], 'Vault Token', 'Vault Tokens')}`;
}

// Wording words a log for one viewer (a seat, or -1 for a spectator).
export class Wording {
  constructor(rules, names) {
    this.rules = rules;
    this.names = names; // seat → noble's name
  }

  // line words event e, or returns '' for an event not shown. deck is the
  // deck of the card being resolved (from the last draw), to find card
  // names and durations.
  line(e, viewer, deck) {
    const f = EVENTS[e.type];
    if (!f || SILENT.includes(e.type)) return '';
    const you = e.seat >= 0 && e.seat === viewer;
    const name = this.names[e.seat] || '';
    const d = {
      you,
      amount: e.amount || 0,
      detail: e.detail || '',
      private: you ? e.private || 0 : 0, // never another House's secret
      Who: you ? 'You' : name,
      Whom: you ? 'you' : name,
      Whose: you ? 'your' : possessive(name),
      WhoseCap: you ? 'Your' : possessive(name),
      Their: you ? 'your' : 'their',
      v: (a, b) => (you ? a : b),
    };
    const r = this.rules;
    switch (e.type) {
      case 'turn_begins': case 'season': case 'income':
        d.season = title(e.detail);
        break;
      case 'draw':
        d.card = r.cardTitle(e.detail, e.ref);
        break;
      case 'choose': {
        const c = r.card('proving', e.ref);
        d.card = c ? c.title : e.ref;
        const o = c && c.options[Number(e.detail)];
        d.option = o ? o.label : `option ${e.detail}`;
        break;
      }
      case 'invest':
        d.item = r.item(e.ref).name;
        break;
      case 'move':
        d.stretch = r.stretchOf(e.amount);
        break;
      case 'modifier': case 'expire':
        d.card = r.cardTitle(deck, e.ref);
        d.effect = effectText(e.detail, e.amount);
        d.subject = SUBJECTS[e.detail] || 'Effect';
        if (e.type === 'modifier') d.lasts = modifierDuration(r, deck, e.ref, e.detail);
        break;
      default:
        d.card = e.ref ? r.cardTitle(deck, e.ref) : '';
    }
    return f(d);
  }

  // lines words log[from:] for viewer: [{seq, kind, text, seat}], where
  // kind is 'turn', 'season' or 'event'. Earlier entries are read only to
  // know which card is being resolved.
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
      let kind = 'event';
      if (e.type === 'turn_begins') kind = 'turn';
      else if (e.type === 'season' || e.type === 'gala') kind = 'season';
      out.push({ seq: e.seq, kind, text, seat: e.seat });
    }
    return out;
  }
}

// turnLine is "Summer · Ada's turn 11 of 32" (or "your turn"), and for
// shared turn counting the table's count.
export function turnLine(view, rules, names, viewer) {
  const a = view.active;
  const h = view.houses[a];
  const who = a === viewer ? 'your' : possessive(names[a]);
  const season = title(view.season);
  if (view.ended) return `${season} · the year is over`;
  if (rules.shared) {
    const total = view.houses.reduce((n, x) => n + x.turns_taken, 0) + 1;
    return `${season} · ${who} turn ${h.turns_taken + 1} · table turn ${total} of ${view.turns_per_year}`;
  }
  return `${season} · ${who} turn ${h.turns_taken + 1} of ${view.turns_per_year}`;
}

// decisionTitle words what a decision is about.
export function decisionTitle(kind) {
  switch (kind) {
    case 'journey': return 'the Journey: roll the die';
    case 'reroll': return 'the Journey: reroll or keep the die';
    case 'proving': return 'a Proving card: choose one of two paths';
    case 'payment': return 'a required payment: convert a Vault Token or decline';
    case 'duty': return 'the Duty: Save, Give, Invest or Wait';
    default: return kind;
  }
}
