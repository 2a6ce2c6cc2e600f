// A planet-game rule set's page in the Studio: share it, add it to the
// library, and run its balance preview. The preview's summary shows the
// platform's figures (wins, scores, the first seat) and the game's own,
// whose keys and labels the server embeds (#metrics), so this script
// names none of them.

import { api, ApiError } from '/static/api.js';
import { $, h, fill, copyText, toast } from '/static/dom.js';
import { watchPreview } from '/static/preview-stream.js';

const root = $('#ev-view');
const code = root.dataset.code;
const isDefault = code === root.dataset.defaultCode;
const base = root.dataset.base || '';
const path = `${base}/api/rulesets/${encodeURIComponent(code)}`;
const metrics = JSON.parse($('#metrics').textContent || '[]');
// What the game counts by identifier per bot ({key: "powers", label}),
// key "" if nothing.
const items = JSON.parse($('#items').textContent || '{}');

// itemRows: one row per identifier counted (a power played), per game
// summed over the bots.
function itemRows(st) {
  if (!items.key) return [];
  const ids = [];
  for (const r of [st.result, st.default].filter(Boolean)) {
    for (const b of r.report.by_bot) for (const it of b[items.key] || []) if (!ids.includes(it.item)) ids.push(it.item);
  }
  const perGame = (r, id) => {
    let n = 0;
    for (const b of r.report.by_bot) for (const it of b[items.key] || []) if (it.item === id) n += it.count;
    return num(n / r.report.games);
  };
  return ids.map((id) => [`${items.label}: ${id}, per game`, (r) => perGame(r, id)]);
}

const showErr = (box, e) => { box.textContent = e instanceof ApiError ? e.message : String(e); box.hidden = false; };

$('#copy-code').addEventListener('click', async () => {
  toast(await copyText(code) ? `Copied ${code}` : 'Copy failed: select the code instead', 'info');
});
$('#copy-link').addEventListener('click', async () => {
  toast(await copyText(`${location.origin}${base}/studio/${code}`) ? 'Link copied' : 'Copy failed', 'info');
});
// A hot-seat table: two players on this device, under exactly these
// rules (the platform's POST /api/tables).
$('#hot-seat').addEventListener('click', async (e) => {
  const btn = e.currentTarget;
  btn.disabled = true;
  try {
    const res = await api('/api/tables', {
      method: 'POST',
      // The default rule set is every table's unless told otherwise, and
      // is not stored under its code.
      body: { game: root.dataset.game, rules_code: isDefault ? undefined : code, seats: [{ kind: 'local' }, { kind: 'local' }] },
    });
    location.href = res.url;
  } catch (err) {
    btn.disabled = false;
    showErr($('#view-error'), err);
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
      showErr($('#view-error'), err);
    }
  });
}

// The balance preview.
const form = $('#preview-form');
const runBtn = $('#pv-run');
const progress = $('#pv-progress');
const errBox = $('#pv-error');
const charts = $('#preview').dataset.charts.split(',');
let stopWatching = () => {};

function spec() {
  const seats = Number($('#pv-seats').value);
  return { games: Number($('#pv-games').value), bots: Array(seats).fill($('#pv-bots').value) };
}
const query = (sp) => `games=${sp.games}&bots=${encodeURIComponent(sp.bots.join(','))}`;
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const num = (x) => x.toFixed(2);

function mean(rep, f) {
  let sum = 0; let n = 0;
  for (const g of rep.by_seat) { sum += f(g) * g.samples; n += g.samples; }
  return n ? sum / n : 0;
}

// diffCell shows a figure's difference from the default (these rules
// less the default) with its 95% interval, as the server computed it.
function diffCell(st, key) {
  const d = (st.diffs || []).find((x) => x.key === key);
  if (!d) return '';
  const f = d.percent ? (x) => `${(100 * x).toFixed(1)}` : (x) => x.toFixed(2);
  const sign = (x) => (x > 0 ? `+${f(x)}` : f(x));
  const beyond = d.low > 0 || d.high < 0 ? '' : ' (within chance)';
  return `${sign(d.diff)}${d.percent ? ' pts' : ''} (${sign(d.low)} to ${sign(d.high)})${beyond}`;
}

// summary compares the rule set's figures with the default's. A share
// of victories counts a victory shared by k as 1/k everywhere, so the
// first player's figure is seat 1's share.
function summary(st) {
  const cols = [st.result, st.default].filter(Boolean);
  const share = (m) => (m ? `${pct(m.mean)} (${pct(m.low)}–${pct(m.high)})` : '–');
  const rows = [
    ['Games', (r) => String(r.report.games)],
    ['Shared victories', (r) => pct(r.report.shared_victories / r.report.games), 'shared_victories'],
    ['Mean final score', (r) => num(mean(r.report, (g) => g.score.mean)), 'score'],
    ['Moves per game', (r) => num(r.report.length.moves.mean), 'length'],
    ['Margin of victory', (r) => num(r.report.margin.mean), 'margin'],
    ...metrics.map((m) => [`Mean ${m.label}`, (r) => num(mean(r.report, (g) => (g[m.key] ? g[m.key].mean : 0))), m.key]),
    ...itemRows(st),
  ];
  const even = pct(st.result.report.first_seat.expected);
  for (let s = 0; s < st.result.report.by_seat.length; s++) {
    rows.push([`Seat ${s + 1}${s === 0 ? ' (plays first)' : ''} share of victories (even share ${even})`,
      (r) => share(r.report.by_seat[s] && r.report.by_seat[s].win_share_ci), `seat${s + 1}_share`]);
  }
  const diffs = st.default && st.diffs;
  return h('table', { class: 'sd-table sd-summary', 'data-testid': 'preview-summary' },
    h('caption', null, `${st.spec.games} games, bots: ${st.spec.bots.join(', ')}. `
      + 'A victory shared by k counts 1/k to each; ranges are 95% intervals; among many figures, about one in twenty differs beyond its interval by chance alone.'),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, ''),
      cols.map((r, i) => h('th', { scope: 'col' }, i === 0 ? r.name : `${r.name} (default)`)),
      diffs ? h('th', { scope: 'col' }, 'Difference from the default (95% interval)') : null)),
    h('tbody', null, rows.map(([name, f, key]) => h('tr', null, h('th', { scope: 'row' }, name),
      cols.map((r) => h('td', null, f(r))),
      diffs ? h('td', { 'data-diff': key || '' }, key ? diffCell(st, key) : '') : null))));
}

// fires lists what fired per game (cards drawn, spaces landed on …),
// these rules beside the default, folded away: a designer opens it to
// find a card that never comes up or a space everyone lands on.
function fires(st) {
  const cols = [st.result, st.default].filter(Boolean);
  const kinds = [];
  for (const r of cols) for (const f of r.report.fires || []) if (!kinds.includes(f.kind)) kinds.push(f.kind);
  if (!kinds.length) return null;
  const per = (r, kind, item) => {
    const f = (r.report.fires || []).find((x) => x.kind === kind && x.item === item);
    return f ? num(f.per_game) : '0.00';
  };
  return kinds.map((kind) => {
    const items = [];
    for (const r of cols) for (const f of r.report.fires || []) if (f.kind === kind && !items.includes(f.item)) items.push(f.item);
    return h('details', { class: 'sd-fires', 'data-testid': `preview-fires-${kind}` },
      h('summary', null, `How often each of the ${kind} fires, per game`),
      h('table', { class: 'sd-table' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, kind),
          cols.map((r, i) => h('th', { scope: 'col' }, i === 0 ? r.name : `${r.name} (default)`)))),
        h('tbody', null, items.map((it) => h('tr', null, h('th', { scope: 'row' }, it),
          cols.map((r) => h('td', null, per(r, kind, it))))))));
  });
}

function showStatus(st) {
  if (st.state === 'done') {
    progress.hidden = true;
    runBtn.disabled = false;
    fill($('#pv-summary'), summary(st), fires(st));
    const q = query(st.spec);
    fill($('#pv-charts'), charts.map((c) => h('figure', { class: 'sd-chart' },
      h('img', { src: `${path}/preview/${c}.svg?${q}`, alt: `Chart ${c}${isDefault ? '' : ', compared with the default'}`, loading: 'lazy', 'data-chart': c }))));
    $('#pv-results').hidden = false;
  } else if (st.state === 'failed') {
    progress.hidden = true;
    runBtn.disabled = false;
    showErr(errBox, `The preview failed: ${st.error}`);
  } else if (st.state === 'running') {
    progress.hidden = false;
    $('#pv-bar').max = st.total;
    $('#pv-bar').value = st.done;
    $('#pv-label').textContent = `${st.done} of ${st.total} games played${isDefault ? '' : ' (these rules, then the default)'}`;
  }
}

// watch streams the preview of sp (a spec with its bots listed) to the page.
function watch(sp) {
  stopWatching();
  stopWatching = watchPreview(path, query(sp), showStatus, (e) => {
    progress.hidden = true;
    runBtn.disabled = false;
    showErr(errBox, e);
  });
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  errBox.hidden = true;
  $('#pv-results').hidden = true;
  runBtn.disabled = true;
  progress.hidden = false;
  watch(spec());
});

// A finished preview of the form's settings shows straight away; one
// already running is followed.
(async () => {
  try {
    const st = await api(`${path}/preview?${query(spec())}`);
    if (st.state === 'done') showStatus(st);
    if (st.state === 'running') watch(spec());
  } catch { /* nothing cached */ }
})();

root.dataset.ready = '1';
