// Rules wraps a rule-set document (GET /api/rules/{code}): every name and
// text a player reads comes from here, never from this code.

export const BOARD_SIZE = 32;
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'];

// Modifier kinds that are on/off flags rather than amounts.
const FLAGS = new Set(['close_market', 'market_guard', 'reroll']);

export class Rules {
  constructor(doc) {
    this.doc = doc;
    this.houses = new Map(doc.houses.map((x) => [x.id, x]));
    this.virtues = new Map(doc.virtues.map((x) => [x.id, x]));
    this.items = new Map(doc.market.map((x) => [x.id, x]));
    this.cards = new Map();
    for (const deck of ['proving', 'ordeal', 'decree']) {
      for (const c of doc.decks[deck] || []) this.cards.set(`${deck}/${c.id}`, { ...c, deck });
    }
  }

  get shared() { return this.doc.turn_counting === 'shared'; }
  get market() { return this.doc.market; }
  get tokenValue() { return this.doc.duties.token_value; }
  get surrenderStacks() { return !!this.doc.rulings.surrender_stacks; }
  get itemOnce() { return !!this.doc.rulings.item_once; }

  house(id) { return this.houses.get(id) || { id, name: id, noble: '', colour: '#777777', sigil: '' }; }
  virtue(id) { return this.virtues.get(id) || null; }
  item(id) { return this.items.get(id) || { id, name: id, price: 0, text: '' }; }

  // card finds a card by deck and id; with no deck, the first deck that
  // has it.
  card(deck, id) {
    if (deck && this.cards.has(`${deck}/${id}`)) return this.cards.get(`${deck}/${id}`);
    for (const d of ['proving', 'ordeal', 'decree']) {
      if (this.cards.has(`${d}/${id}`)) return this.cards.get(`${d}/${id}`);
    }
    return null;
  }

  cardTitle(deck, id) {
    const c = this.card(deck, id);
    return c ? c.title : id;
  }

  // spaceKind is "proving", "ordeal" or "decree" for space n (1–32).
  spaceKind(n) { return this.doc.board[n - 1]; }

  // mods sums every modifier on seat: its Virtue, its Market items and
  // the card effects in force (view.effects). virtue is kept apart
  // because Virtues apply first.
  mods(view, seat) {
    const total = {};
    const virtue = {};
    const add = (to, kind, amount) => {
      to[kind] = (to[kind] || 0) + (FLAGS.has(kind) ? 1 : amount || 0);
    };
    const hv = view.houses[seat];
    const v = hv.virtue && this.virtue(hv.virtue);
    for (const m of (v && v.modifiers) || []) {
      add(total, m.kind, m.amount);
      add(virtue, m.kind, m.amount);
    }
    for (const id of hv.market_items || []) {
      for (const m of this.item(id).modifiers || []) add(total, m.kind, m.amount);
    }
    for (const e of view.effects || []) {
      if (e.seat === seat) add(total, e.kind, e.amount);
    }
    return { total, virtue };
  }

  // adjusted applies modifier kind to a base amount as the rules do: the
  // Virtue first, then everything else, never below zero.
  adjusted(view, seat, kind, base) {
    const { total, virtue } = this.mods(view, seat);
    const vm = virtue[kind] || 0;
    return Math.max(0, Math.max(0, base + vm) + (total[kind] || 0) - vm);
  }

  optionCost(view, seat, card, o) {
    return this.adjusted(view, seat, 'proving_cost', card.options[o].cost);
  }

  itemPrice(view, seat, id) {
    return this.adjusted(view, seat, 'market_price', this.item(id).price);
  }
}

// stretchOf names the season whose stretch of the loop space n lies in.
export function stretchOf(n) {
  if (n < 1) return 'spring';
  return SEASONS[Math.floor((n - 1) / (BOARD_SIZE / SEASONS.length))];
}
