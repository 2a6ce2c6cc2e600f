// The final count: who won, and each player's points by part (cards,
// point tokens, prosperity, journeys, events) with the two tie-breaks
// (events achieved, resources left), as the view's scores say; against
// the solo opponent (Rugwort or the rival), its score and the player's rank.

import { h } from '/static/dom.js';
import { WORDS, UI, label, list, soloLabel } from './words.js';

const PARTS = ['cards', 'tokens', 'prosperity', 'journeys', 'events', 'total', 'event_count', 'leftover'];

function head(c, outcome) {
  const { view, names } = c;
  const scores = view.scores || [];
  const total = (s) => (scores[s] || {}).total || 0;
  const winners = ((outcome || view.outcome) || {}).winners || [];
  if (view.players.length === 1) {
    const r = view.rival;
    if (!r) return label('soloAlone', { n: total(0) });
    const line = soloLabel(r, winners.length ? 'soloWon' : 'soloLost', { n: total(0), rival: r.score });
    return r.rank ? `${line} ${label('rank', { rank: (WORDS.ranks || {})[r.rank] || r.rank })}` : line;
  }
  if (winners.length > 1) return label('tie', { who: list(winners.map((w) => names[w])), n: total(winners[0]) });
  if (winners.length === 1) return label('won', { who: names[winners[0]], n: total(winners[0]) });
  return '';
}

// rivalCell is the opponent's points in one row of the final count: its
// part (view.rival.parts, once the game is over), or its total.
function rivalCell(r, part) {
  if (part === 'total') return String(r.score);
  if (!r.parts || !['cards', 'prosperity', 'journeys', 'events'].includes(part)) return '';
  return String(r.parts[part] || 0);
}

// results is the results frame's content.
export function results(c, outcome) {
  const { view, names } = c;
  const scores = view.scores || [];
  const seats = view.players.map((_, i) => i);
  return [
    h('h2', { class: 'results-title' }, label('results')),
    h('p', { class: 'winners', 'data-testid': 'winner' }, head(c, outcome)),
    h('div', { class: 'ed-table-wrap' },
      h('table', { class: 'scores ed-scores', 'data-testid': 'scores' },
        h('thead', null, h('tr', null, h('td'),
          seats.map((s) => h('th', { scope: 'col', 'data-seat': s }, names[s])),
          view.rival ? h('th', { scope: 'col' }, soloLabel(view.rival, 'rival')) : null)),
        h('tbody', null, PARTS.map((part) => h('tr', { 'data-part': part, class: part === 'total' ? 'total' : null },
          h('th', { scope: 'row' }, UI.scores[part]),
          seats.map((s) => h('td', { 'data-testid': `score-${part}-${s}` }, String((scores[s] || {})[part] || 0))),
          view.rival ? h('td', { 'data-testid': `rival-${part}` }, rivalCell(view.rival, part)) : null)),
          view.rival && view.rival.parts && view.rival.parts.seasons ? h('tr', { 'data-part': 'seasons' },
            h('th', { scope: 'row' }, label('rivalSeasons')), seats.map(() => h('td')),
            h('td', { 'data-testid': 'rival-seasons' }, String(view.rival.parts.seasons))) : null))),
    h('p', { class: 'muted small' }, label('tieBreak')),
  ];
}
