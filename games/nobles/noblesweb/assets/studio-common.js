// Pieces the Rules Studio's pages share: the board loop drawn from a
// rule set's board, the wording of a change from the default, and
// problem lists. All text goes in through textContent (dom.js).

import { h } from '/static/dom.js';
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

// changeItem shows one change in the words the server gives it
// (noblesterm.DiffWords, the same as `evergreen rules diff`): "Income in
// winter: 2,200 → 2,500 Crowns". The file's path is only a tooltip.
export function changeItem(c) {
  const li = h('li', { class: `sd-change sd-change-${c.kind}`, 'data-path': c.path, title: c.path }, c.words);
  if (c.was || c.now) {
    li.append(' ', h('details', null, h('summary', null, 'show'),
      h('p', { class: 'sd-old' }, c.was), h('p', { class: 'sd-new' }, `→ ${c.now}`)));
  }
  return li;
}

// problemText is "path: message", or the message alone (one definition
// for every game's Studio, in studio-game.js).
export { problemText } from '/static/studio-game.js';
