// The Evergreen Gala: the Charity chest opened, every House's Gems
// revealed, the scores and the Paragon(s) of Evergreen.

import { h } from '/static/dom.js';
import { sigil } from '/static/seats.js';
import { joinAnd, plural } from './words.js';

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
    h('caption', { class: 'visually-hidden' }, 'Final scores'),
    h('thead', null, h('tr', null, ['', 'House', 'Gems given', 'Vault Tokens', 'Score'].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', null, rows.map((r, k) => {
      const seat = info.seats[r.seat] || {};
      const won = winners.includes(r.seat);
      return h('tr', { class: won ? 'winner' : '' },
        h('td', { class: 'rank' }, won ? h('span', { class: 'crown', 'aria-label': 'Paragon of Evergreen' }, '♛') : k + 1),
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
      `${names[0]} is crowned Paragon of Evergreen!`),
    tied ? h('p', { class: 'muted' }, 'Level on score: the most House Gems given breaks the tie.') : null];
  } else if (winners.length > 1) {
    crowned = [h('p', { class: 'crowned', 'data-testid': 'paragon' }, h('span', { class: 'crown', 'aria-hidden': 'true' }, '♛ '),
      `A shared victory! ${joinAnd(names)} are crowned Paragons of Evergreen together.`),
    h('p', { class: 'muted' }, 'Level on score and on House Gems given: the victory is shared.')];
  }
  return [
    h('h2', { class: 'gala-title' }, 'The Evergreen Gala'),
    h('p', null, 'The Charity chest is opened and every House’s Gems are revealed. ',
      'Score: House Gems given plus Vault Tokens held. Crowns, Market items and Virtues count for nothing.'),
    crowned,
    scoreTable(ctx, rows, winners),
    h('p', { class: 'small muted' }, rows.map((r) => `${r.hv.name}: ${plural(r.gems, 'Gem', 'Gems')} + ${plural(r.tokens, 'token', 'tokens')}`).join(' · ')),
  ];
}
