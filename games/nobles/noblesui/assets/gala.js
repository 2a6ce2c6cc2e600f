// The Evergreen Gala: the Charity chest opened, every House's Gems
// revealed, the scores and the Paragon(s) of Evergreen.

import { h } from '/static/dom.js';
import { sigil } from '/static/seats.js';
import { joinAnd, label as L } from './words.js';

// standings orders the Houses by score, then Gems given. gems(i) reads a
// House's revealed Gems.
function standings(houses, gems) {
  const rows = houses.map((hv, i) => ({ seat: i, hv, gems: gems(i), tokens: hv.vault_tokens }));
  for (const r of rows) r.score = r.gems + r.tokens;
  rows.sort((a, b) => b.score - a.score || b.gems - a.gems || a.seat - b.seat);
  return rows;
}

// scoreTable draws the final standings; winners is a list of seats.
function scoreTable(ctx, rows, winners) {
  const { info, rules } = ctx;
  return h('table', { class: 'scores', 'data-testid': 'scores' },
    h('caption', { class: 'visually-hidden' }, L('ui_gala_scores')),
    h('thead', null, h('tr', null, ['', L('ui_gala_house'), L('ui_keep_gems'), L('ui_keep_tokens'), L('ui_gala_score')].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', null, rows.map((r, k) => {
      const seat = info.seats[r.seat] || {};
      const won = winners.includes(r.seat);
      return h('tr', { class: won ? 'winner' : '' },
        h('td', { class: 'rank' }, won ? h('span', { class: 'crown', 'aria-label': L('ui_gala_paragon') }, '♛') : k + 1),
        h('th', { scope: 'row' }, sigil(seat), ' ', r.hv.name, h('span', { class: 'muted small' }, ` · ${rules.house(r.hv.house).name}`)),
        h('td', null, r.gems), h('td', null, r.tokens), h('td', { class: 'score' }, r.score));
    })));
}

// gala renders the Gala's details for an ended view; the frame adds
// the actions after it (play again, the replay, a new table).
export function gala(ctx) {
  const { view } = ctx;
  const winners = (view.outcome && view.outcome.winners) || [];
  const rows = standings(view.houses, (i) => view.houses[i].gems_given || 0);
  const names = winners.map((w) => view.houses[w].name);
  let crowned;
  if (winners.length === 1) {
    const w = rows.find((r) => r.seat === winners[0]);
    const tied = rows.some((r) => r.seat !== w.seat && r.score === w.score);
    crowned = [h('p', { class: 'crowned', 'data-testid': 'paragon' }, h('span', { class: 'crown', 'aria-hidden': 'true' }, '♛ '),
      L('ui_gala_crowned', { name: names[0] })),
    tied ? h('p', { class: 'muted' }, L('ui_gala_tie')) : null];
  } else if (winners.length > 1) {
    crowned = [h('p', { class: 'crowned', 'data-testid': 'paragon' }, h('span', { class: 'crown', 'aria-hidden': 'true' }, '♛ '),
      L('ui_gala_shared', { names: joinAnd(names) })),
    h('p', { class: 'muted' }, L('ui_gala_shared_why'))];
  }
  return [
    h('h2', { class: 'gala-title' }, L('ui_gala_title')),
    h('p', null, L('ui_gala_about')),
    crowned,
    scoreTable(ctx, rows, winners),
    h('p', { class: 'small muted' }, rows.map((r) => L('ui_gala_row', { name: r.hv.name, gems: r.gems, tokens: r.tokens })).join(' · ')),
  ];
}
