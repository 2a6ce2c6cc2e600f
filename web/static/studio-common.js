// Pieces the Rules Studio's pages share: the board loop drawn from a
// rule set's board, the wording of a change from the default, and
// problem lists. All text goes in through textContent (dom.js).

import { h } from './dom.js';
import { Board } from '/games/nobles/assets/board.js';
import { Rules } from '/games/nobles/assets/rules.js';

// drawLoop draws the 32-space loop of board (an array of kinds) into svg.
export function drawLoop(svg, board) {
  const rules = new Rules({ board, houses: [], virtues: [], market: [], decks: {} });
  const b = new Board(svg);
  b.draw(rules);
  return b;
}

// drawLoops draws every server-rendered loop on the page (data-board).
export function drawLoops(root = document) {
  for (const svg of root.querySelectorAll('svg.sd-loop[data-board]')) {
    drawLoop(svg, svg.dataset.board.split(','));
  }
}

// changeItem words one change as the pages do:
// "Ordeal 'Flooded Mill': amount 600 → 800".
export function changeItem(c) {
  const li = h('li', { class: `sd-change sd-change-${c.kind}`, 'data-path': c.path },
    h('span', { class: 'sd-change-item' }, c.item), ':');
  const field = c.field ? ` ${c.field}` : '';
  const long = (c.old || '').length > 60 || (c.new || '').length > 60;
  if (c.kind === 'added') {
    li.append(` added${field} `, h('span', { class: 'sd-new' }, c.new));
  } else if (c.kind === 'removed') {
    li.append(` removed${field} `, h('span', { class: 'sd-old' }, c.old));
  } else if (c.kind === 'moved' || long) {
    li.append(c.kind === 'moved' ? ' new order ' : `${field} reworded `,
      h('details', null, h('summary', null, 'show'),
        h('p', { class: 'sd-old' }, c.old), h('p', { class: 'sd-new' }, `→ ${c.new}`)));
  } else {
    li.append(`${field} `, h('span', { class: 'sd-old' }, c.old || '(none)'), ' → ',
      h('span', { class: 'sd-new' }, c.new || '(none)'));
  }
  li.append(' ', h('code', { class: 'sd-path' }, c.path));
  return li;
}

// problemText is "path: message", or the message alone.
export const problemText = (p) => (p.path ? `${p.path}: ${p.message}` : p.message);
