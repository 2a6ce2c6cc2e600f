// Rules wraps a rule-set document (GET /api/rules/{code}): every name and
// text a player reads comes from here, never from this code. The board's
// size is the length of the document's board, never a number written
// here (games/nobles checks that a board has exactly its BoardSize
// spaces); the four seasons' stretches divide it equally.

import { renderTexts } from './cardtext.js';
import { TABLE } from './words.js';
import { format } from '/static/i18n.js';

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'];

export class Rules {
  constructor(doc) {
    // Texts name their numbers by placeholders (cardtext.js):
    // everything here reads them filled, in the page's language (the
    // server sends the document with its texts in that language).
    doc = renderTexts(doc, TABLE.units, format);
    this.doc = doc;
    this.houses = new Map(doc.houses.map((x) => [x.id, x]));
    this.virtues = new Map(doc.virtues.map((x) => [x.id, x]));
    this.items = new Map(doc.market.map((x) => [x.id, x]));
    this.cards = new Map();
    for (const deck of ['proving', 'ordeal', 'decree']) {
      for (const c of doc.decks[deck] || []) this.cards.set(`${deck}/${c.id}`, { ...c, deck });
    }
  }

  // boardSize is the number of spaces round the loop.
  get boardSize() { return this.doc.board.length; }
  // stretch is the number of spaces in each season's stretch.
  get stretch() { return this.doc.board.length / SEASONS.length; }

  // stretchOf names the season whose stretch of the loop space n lies in.
  stretchOf(n) {
    if (n < 1) return SEASONS[0];
    return SEASONS[Math.min(SEASONS.length - 1, Math.floor((n - 1) / this.stretch))];
  }

  // advance is the space a pawn on space from reaches after die steps.
  advance(from, die) { return ((from + die - 1) % this.boardSize) + 1; }

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

  // spaceKind is "proving", "ordeal" or "decree" for space n (from 1).
  spaceKind(n) { return this.doc.board[n - 1]; }

  // optionCost is what option o of the Proving being resolved costs the
  // active noble: the server computes it (view.option_costs) so that no
  // rule is repeated here; the printed cost is shown only if it is absent.
  optionCost(view, seat, card, o) {
    const costs = view.option_costs;
    return costs && seat === view.active ? costs[o] : card.options[o].cost;
  }

  // itemPrice is what a Market item costs seat now, from the server's
  // view (withheld items have no price there: their printed one is shown).
  itemPrice(view, seat, id) {
    const prices = view.houses[seat].item_prices || {};
    return id in prices ? prices[id] : this.item(id).price;
  }
}
