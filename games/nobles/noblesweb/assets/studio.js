// Nobles' page module for the platform's Studio pages
// (/static/studio-page.js): the board loop drawn on every page and in
// the editor, a text read as players will (the game's card filler), and
// a rule set's preview summary in Nobles' figures (Gems, Vault Tokens,
// Ordeals, each House's share whatever its seat). The editor's form is
// the platform's, drawn from fields.json; the words are the game's
// Studio words (content/studio*.json), read by t().

import { s as svgEl, fill } from '/static/dom.js';
import { t, format } from '/static/i18n.js';
import { summaryTable, seatRows, share, pct, num } from '/static/studio-game.js';
import { Board } from '/games/nobles/assets/board.js';
import { Rules } from '/games/nobles/assets/rules.js';
import { fillText } from '/games/nobles/assets/cardtext.js';
import WORDS from '/games/nobles/assets/words.json' with { type: 'json' };
import { TABLE } from '/games/nobles/assets/words.js';

// drawLoop draws the 32-space loop of board (an array of kinds) into svg.
function drawLoop(svg, board) {
  new Board(svg).draw(new Rules({ board, houses: [], virtues: [], market: [], decks: {} }));
}

// drawLoops draws every server-rendered loop on the page (data-board).
function drawLoops() {
  for (const svg of document.querySelectorAll('svg.sd-loop[data-board]')) drawLoop(svg, svg.dataset.board.split(','));
}

export const index = drawLoops;

const CHARTS = ['winrate', 'scores', 'gems-tokens', 'ordeals'];

// summary compares the rule set's figures with the default's.
function summary(st) {
  const all = (r, key) => (r.report.all && r.report.all[key] ? r.report.all[key].mean : 0);
  const role = (r, name) => ((r.report.by_role || []).find((x) => x.name === name) || {}).win_share_ci;
  const own = [['ns.pv.gems', 'gems'], ['ns.pv.tokens', 'tokens'], ['ns.pv.failures', 'ordeal_failures'],
    ['ns.pv.surrendered', 'surrendered_turns'], ['ns.pv.purchases', 'market_purchases'], ['ns.pv.rerolls', 'rerolls']];
  const rows = [
    [t('sdjs.games'), (r) => String(r.report.games)],
    [t('sdjs.shared'), (r) => pct(r.report.shared_victories / r.report.games), 'shared_victories'],
    [t('sdjs.score'), (r) => num(all(r, 'score')), 'score'],
    [t('sdjs.moves'), (r) => num(r.report.length.moves.mean), 'length'],
    [t('sdjs.margin'), (r) => num(r.report.margin.mean), 'margin'],
    ...own.map(([key, m]) => [t(key), (r) => num(all(r, m)), m]),
    ...seatRows(st, t('ns.pv.first')),
    ...(st.result.report.by_role || []).map((g) => [t('ns.pv.role', { name: g.name }), (r) => share(role(r, g.name)), `role:${g.name}`]),
  ];
  return summaryTable(st, rows, t('ns.pv.caption', { n: st.spec.games, bots: st.spec.bots.join(', ') }));
}

export function view() {
  drawLoops();
  return { seats: '#pv-houses', summary, chartNames: Object.fromEntries(CHARTS.map((c) => [c, t(`ns.chart.${c}`)])) };
}

// The editor: the loop beside the board's spaces, redrawn with them, and
// a text's preview filled from the numbers of its entry (in the reader's
// words and numbers when it is their language's text).
export function edit() {
  return {
    nameInDoc: true,
    draw(ed) {
      const box = document.querySelector('[data-figure="board"]');
      if (!box || (ed.doc.board || []).length !== 32) return;
      const svg = svgEl('svg', { class: 'sd-loop board', viewBox: '0 0 600 600', role: 'img', 'aria-label': t('ns.board.edited') });
      fill(box, svg);
      drawLoop(svg, ed.doc.board);
    },
    preview: (text, entry, doc, local) => (local ? fillText(text, entry, doc, TABLE.units, format) : fillText(text, entry, doc, WORDS.units)),
  };
}
