// The account of the end: who won, and every player's points by source
// and season, as the view's points say.

import { h } from '/static/dom.js';
import { WORDS, label } from './words.js';

const SOURCES = Object.keys(WORDS.sources);

// results is the results frame's content.
export function results(c) {
  const { view, names, rules } = c;
  const out = view.outcome || {};
  const scores = view.players.map((p) => p.score);
  let head;
  if (view.players.length === 1) {
    const win = (out.winners || []).length > 0;
    head = h('p', { class: 'winners', 'data-testid': 'winner' },
      label(win ? 'soloWon' : 'soloLost', { amount: scores[0], target: rules.doc.solo.win_at }),
      view.solo_rank ? ` ${label('rank', { rank: (WORDS.ranks || {})[view.solo_rank] || view.solo_rank })}` : '');
  } else {
    head = h('p', { class: 'winners', 'data-testid': 'winner' },
      (out.winners || []).map((w) => label('won', { who: names[w], amount: scores[w] })).join(' '));
  }
  return [
    h('h2', { class: 'results-title', 'data-testid': 'gala' }, label('results')),
    head,
    view.players.map((p) => table(p, names[p.seat])),
  ];
}

// table is one player's points: a row per source, a column per season.
function table(p, name) {
  const seasons = p.points.map((_, k) => h('th', { scope: 'col' }, label('seasonCol', { n: k + 1 })));
  const rows = SOURCES.map((src) => {
    const cells = p.points.map((pt) => pt[src] || 0);
    return h('tr', { 'data-source': src }, h('th', { scope: 'row' }, WORDS.sources[src]),
      cells.map((v) => h('td', null, v)), h('td', { class: 'total' }, cells.reduce((a, b) => a + b, 0)));
  });
  return h('table', { class: 'scores points-table', 'data-testid': `points-${p.seat}` },
    h('caption', null, `${name}: ${label('score', { amount: p.score })}`),
    h('thead', null, h('tr', null, h('td'), seasons, h('th', { scope: 'col' }, label('total')))),
    h('tbody', null, rows));
}
