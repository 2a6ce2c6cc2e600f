// A Nobles rule set's page in the Rules Studio (/studio/{code}): share
// it, play it at a hot-seat table, add it to the saved rule sets, and run
// its balance preview, as every game's Studio does (studio-game.js). What
// is Nobles' own: the seasons' loops drawn, the preview's Houses field,
// its chart captions and its summary (Gems, Vault Tokens, Ordeals, and
// each House's share whatever its seat).

import { $ } from '/static/dom.js';
import { drawLoops } from './studio-common.js';
import { rulesetPage, summaryTable, seatRows, share, pct, num } from '/static/studio-game.js';

const CHART_NAMES = {
  winrate: 'Share of victories by seat',
  scores: 'Final scores',
  'gems-tokens': 'Gems against Vault Tokens',
  ordeals: 'Ordeals failed and their cost',
};

// summary compares the rule set's figures with the default's.
function summary(st) {
  const all = (r, key) => (r.report.all && r.report.all[key] ? r.report.all[key].mean : 0);
  const role = (r, name) => ((r.report.by_role || []).find((x) => x.name === name) || {}).win_share_ci;
  const rows = [
    ['Games', (r) => String(r.report.games)],
    ['Shared victories', (r) => pct(r.report.shared_victories / r.report.games), 'shared_victories'],
    ['Mean score', (r) => num(all(r, 'score')), 'score'],
    ['Moves per game', (r) => num(r.report.length.moves.mean), 'length'],
    ['Margin of victory', (r) => num(r.report.margin.mean), 'margin'],
    ['Mean House Gems given', (r) => num(all(r, 'gems')), 'gems'],
    ['Mean Vault Tokens held', (r) => num(all(r, 'tokens')), 'tokens'],
    ['Ordeal failures per noble', (r) => num(all(r, 'ordeal_failures')), 'ordeal_failures'],
    ['Turns surrendered per noble', (r) => num(all(r, 'surrendered_turns')), 'surrendered_turns'],
    ['Market purchases per noble', (r) => num(all(r, 'market_purchases')), 'market_purchases'],
    ...seatRows(st, 'moves first'),
    ...(st.result.report.by_role || []).map((g) => [`${g.name} share of victories, any seat`,
      (r) => share(role(r, g.name)), `role:${g.name}`]),
  ];
  return summaryTable(st, rows, `${st.spec.games} games, bots: ${st.spec.bots.join(', ')}. `
    + 'Houses are dealt to the seats at random; a victory shared by k counts 1/k to each; '
    + 'ranges are 95% intervals; among many figures, about one in twenty differs beyond its interval by chance alone.');
}

drawLoops();
rulesetPage($('#studio-view'), { seats: '#pv-houses', summary, chartNames: CHART_NAMES });
