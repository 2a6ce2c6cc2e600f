// The recap: what the card of the turn did, shown before the next
// decision. An Ordeal takes its payments (and a Decree its gifts) with no
// decision of the player's, so without this the Crowns would drop with
// nothing on screen to say why; the log already knows, and the recap
// shows the same events' lines, as the server worded them for the
// viewer.

import { h } from '/static/dom.js';
import { label as L } from './words.js';

// CARD_EVENTS are the events a card's effects make happen.
const CARD_EVENTS = new Set(['pay', 'convert', 'decline', 'fail', 'surrender_pending', 'gain', 'modifier', 'proving_passed', 'end_turn']);

// lastDraw finds the index of the card drawn this turn in log, or -1.
function lastDraw(log) {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].type === 'turn_begins') return -1;
    if (log[i].type === 'draw') return i;
  }
  return -1;
}

// recap renders what this turn's Ordeal or Decree did, worded for the
// viewer, with the card in full (card draws it); null for a Proving (the
// player chose it) or when no card was drawn this turn.
export function recap(ctx, card) {
  const { log, rules, names, viewer } = ctx;
  const at = lastDraw(log || []);
  if (at < 0) return null;
  const drawn = log[at];
  if (drawn.detail === 'proving') return null;
  const lines = log.slice(at + 1).filter((e) => CARD_EVENTS.has(e.type) && e.text).map((e) => e.text);
  const mine = drawn.seat === viewer;
  return h('section', { class: 'recap', 'data-testid': 'turn-recap', 'aria-label': L('ui_recap_aria') },
    h('h3', null, L(mine ? 'ui_recap_mine' : 'ui_recap_other', { name: names[drawn.seat], card: rules.cardTitle(drawn.detail, drawn.ref) })),
    card(rules, { deck: drawn.detail, id: drawn.ref }),
    lines.length ? h('ul', { class: 'recap-list' }, lines.map((l) => h('li', null, l))) : null);
}

// sinceLastTurn renders what cards did to the viewer since the end of
// their last turn (other nobles' Ordeals and Decrees), for the start of
// the viewer's turn; null when nothing did.
export function sinceLastTurn(ctx) {
  const { log = [], viewer } = ctx;
  let from = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].type === 'turn_ends' && log[i].seat === viewer) {
      from = i + 1;
      break;
    }
  }
  const said = log.slice(from).filter((e) => e.seat === viewer && CARD_EVENTS.has(e.type) && e.text).map((e) => e.text);
  if (!said.length) return null;
  return h('section', { class: 'recap', 'data-testid': 'since-recap', 'aria-label': L('ui_since') },
    h('h3', null, L('ui_since')),
    h('ul', { class: 'recap-list' }, said.map((l) => h('li', null, l))));
}
