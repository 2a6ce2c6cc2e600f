// A rule set's page in the Rules Studio (/studio/{code}): share it, play
// it at a hot-seat table, add it to the saved rule sets, and run its
// balance preview (progress, charts, a summary beside the default's).

import { api, ApiError } from './api.js';
import { $, h, fill, copyText, toast } from './dom.js';
import { drawLoops } from './studio-common.js';
import { diffCell, fires } from './studio-game.js';

const root = $('#studio-view');
const code = root.dataset.code;
const isDefault = code === root.dataset.defaultCode;
const base = root.dataset.base || ''; // the game's base path: "" or /games/{name}
const path = `${base}/api/rulesets/${encodeURIComponent(code)}`;

drawLoops();

// Sharing.
$('#copy-code').addEventListener('click', async () => {
  toast(await copyText(code) ? `Copied ${code}` : 'Copy failed: select the code instead', 'info');
});
$('#copy-link').addEventListener('click', async () => {
  toast(await copyText(`${location.origin}${base}/studio/${code}`) ? 'Link copied' : 'Copy failed', 'info');
});

const playError = $('#play-error');
function showPlayError(e) {
  playError.textContent = e instanceof ApiError ? e.message : String(e);
  playError.hidden = false;
}

// A hot-seat table: two Houses on this device, under exactly these rules.
$('#hot-seat').addEventListener('click', async (e) => {
  const btn = e.currentTarget;
  btn.disabled = true;
  playError.hidden = true;
  try {
    const res = await api('/api/tables', {
      method: 'POST',
      body: { game: 'nobles', rules_code: code, seats: [{ kind: 'local' }, { kind: 'local' }] },
    });
    location.href = res.url;
  } catch (err) {
    btn.disabled = false;
    showPlayError(err);
  }
});

const addBtn = $('#add-library');
if (addBtn) {
  addBtn.addEventListener('click', async () => {
    addBtn.disabled = true;
    try {
      const res = await api(`${base}/api/rulesets`, { method: 'POST', body: { code, name: root.dataset.name } });
      toast(`Saved as ${res.name}`, 'info');
      addBtn.remove();
    } catch (err) {
      addBtn.disabled = false;
      showPlayError(err);
    }
  });
}

// The balance preview.
const form = $('#preview-form');
const games = $('#pv-games');
const botSel = $('#pv-bots');
const houses = $('#pv-houses');
const runBtn = $('#pv-run');
const progress = $('#pv-progress');
const bar = $('#pv-bar');
const label = $('#pv-label');
const errBox = $('#pv-error');
const results = $('#pv-results');
const charts = $('#preview').dataset.charts.split(',');
let timer = null;

const CHART_NAMES = {
  winrate: 'Share of victories by seat',
  scores: 'Final scores',
  'gems-tokens': 'Gems against Vault Tokens',
  ordeals: 'Ordeals failed and their cost',
};

function spec() {
  return { games: Number(games.value), bots: botSel.value, houses: Number(houses.value) };
}

function query(sp) {
  return `games=${sp.games}&bots=${encodeURIComponent(sp.bots.join(','))}`;
}

function showError(e) {
  errBox.textContent = e instanceof ApiError ? e.message : String(e);
  errBox.hidden = false;
}

function pct(x) { return `${(100 * x).toFixed(1)}%`; }
function num(x) { return x.toFixed(2); }

// summary compares the rule set's figures with the default's. A share
// of victories counts a victory shared by k as 1/k everywhere, so the
// first seat's figure is seat 1's share.
function summary(st) {
  const cols = [st.result, st.default].filter(Boolean);
  const all = (r, key) => (r.report.all && r.report.all[key] ? r.report.all[key].mean : 0);
  const share = (m) => (m ? `${pct(m.mean)} (${pct(m.low)}–${pct(m.high)})` : '–');
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
  ];
  const even = pct(st.result.report.first_seat.expected);
  for (let s = 0; s < st.result.report.by_seat.length; s++) {
    rows.push([`Seat ${s + 1}${s === 0 ? ' (moves first)' : ''} share of victories (even share ${even})`,
      (r) => share(r.report.by_seat[s] && r.report.by_seat[s].win_share_ci), `seat${s + 1}_share`]);
  }
  for (const g of st.result.report.by_role || []) {
    rows.push([`${g.name} share of victories, any seat`,
      (r) => share(((r.report.by_role || []).find((x) => x.name === g.name) || {}).win_share_ci), `role:${g.name}`]);
  }
  const diffs = st.default && st.diffs;
  return h('table', { class: 'sd-table sd-summary', 'data-testid': 'preview-summary' },
    h('caption', null, `${st.spec.games} games, bots: ${st.spec.bots.join(', ')}. `
      + 'Houses are dealt to the seats at random; a victory shared by k counts 1/k to each; '
      + 'ranges are 95% intervals; among many figures, about one in twenty differs beyond its interval by chance alone.'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, ''),
      cols.map((r, i) => h('th', { scope: 'col' }, i === 0 ? r.name : `${r.name} (default)`)),
      diffs ? h('th', { scope: 'col' }, 'Difference from the default (95% interval)') : null)),
    h('tbody', null, rows.map(([name, f, key]) => h('tr', null, h('th', { scope: 'row' }, name),
      cols.map((r) => h('td', null, f(r))),
      diffs ? h('td', { 'data-diff': key || '' }, key ? diffCell(st, key) : '') : null))));
}

function showDone(st) {
  progress.hidden = true;
  runBtn.disabled = false;
  fill($('#pv-summary'), summary(st), fires(st));
  const q = query(st.spec);
  fill($('#pv-charts'), charts.map((c) => h('figure', { class: 'sd-chart' },
    h('img', { src: `${path}/preview/${c}.svg?${q}`, alt: `${CHART_NAMES[c] || c}${isDefault ? '' : ', compared with the default'}`, loading: 'lazy', 'data-chart': c }),
    h('figcaption', null, CHART_NAMES[c] || c))));
  results.hidden = false;
}

function showStatus(st) {
  clearTimeout(timer);
  if (st.state === 'done') {
    showDone(st);
    return;
  }
  if (st.state === 'failed') {
    progress.hidden = true;
    runBtn.disabled = false;
    showError(`The preview failed: ${st.error}`);
    return;
  }
  if (st.state === 'running') {
    progress.hidden = false;
    bar.max = st.total;
    bar.value = st.done;
    label.textContent = `${st.done} of ${st.total} games played${isDefault ? '' : ' (these rules, then the default)'}`;
    timer = setTimeout(() => poll(st.spec), 500);
  }
}

async function poll(sp) {
  try {
    showStatus(await api(`${path}/preview?${query(sp)}`));
  } catch (e) {
    runBtn.disabled = false;
    showError(e);
  }
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  errBox.hidden = true;
  results.hidden = true;
  runBtn.disabled = true;
  try {
    showStatus(await api(`${path}/preview`, { method: 'POST', body: spec() }));
  } catch (err) {
    runBtn.disabled = false;
    showError(err);
  }
});

// Show a finished preview of the form's settings straight away.
(async () => {
  const sp = spec();
  const bots = Array(sp.houses).fill(sp.bots);
  try {
    const st = await api(`${path}/preview?${query({ games: sp.games, bots })}`);
    if (st.state === 'done' || st.state === 'running') showStatus(st);
  } catch { /* nothing cached */ }
})();

// Everything is wired: say so (tests wait for it before clicking).
root.dataset.ready = '1';
