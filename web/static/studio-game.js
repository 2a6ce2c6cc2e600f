// What every game's Rules Studio pages do alike, over the platform's
// Studio API (docs/API.md, gameweb.StudioAPI): a rule set's page (share
// its code and link, play it at a hot-seat table, add it to the saved
// rule sets, run its balance preview beside the default's), importing a
// rule-set file. studio-page.js calls these with the page's root
// element, whose data-* attributes carry the game's base path, the code
// and the default's code; studio-editor.js is the editor. Every figure's name
// comes from the server (#metrics, #items); this file names no game.

import { api, ApiError } from './api.js';
import { $, h, fill, copyText, toast } from './dom.js';
import { watchPreview } from './preview-stream.js';
import { t } from './i18n.js';
import { problemLine } from './studio-editor.js';

const showErr = (box, e) => { box.textContent = e instanceof ApiError ? e.message : String(e); box.hidden = false; };


// importFile sends the rule-set file chosen in input to the Studio's
// import and opens what it saved, or lists the file's problems in result.
export function importFile(base, input, result) {
  input.addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    fill(result, h('p', { class: 'muted' }, `Reading ${file.name}…`));
    let text;
    try {
      text = await file.text();
    } catch {
      fill(result, h('p', { class: 'error' }, t('sdjs.file_unread')));
      return;
    }
    const res = await fetch(`${base}/api/rulesets/import`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: text,
    }).catch(() => null);
    const body = res ? await res.json().catch(() => null) : null;
    if (res && res.ok && body) {
      location.href = body.url;
      return;
    }
    const err = (body && body.error) || { message: t('sdjs.unreachable') };
    fill(result, h('p', { class: 'error' }, err.message),
      err.problems && err.problems.length
        ? h('ul', { class: 'sd-problems' }, err.problems.slice(0, 50).map((p) => h('li', null, problemLine(p))))
        : null);
  });
}

// rulesetPage wires a rule set's page: #copy-code, #copy-link, #hot-seat,
// #add-library (#view-error shows their errors) and the balance preview
// (#preview and its form; opts as previewPanel's). root.dataset: base,
// code, defaultCode, name, game.
export function rulesetPage(root, opts = {}) {
  const code = root.dataset.code;
  const isDefault = code === root.dataset.defaultCode;
  const base = root.dataset.base || '';
  const path = `${base}/api/rulesets/${encodeURIComponent(code)}`;

  $('#copy-code').addEventListener('click', async () => {
    toast(await copyText(code) ? t('sdjs.copied', { code }) : t('sdjs.copy_failed_code'), 'info');
  });
  $('#copy-link').addEventListener('click', async () => {
    toast(await copyText(`${location.origin}${base}/studio/${code}`) ? t('sdjs.link_copied') : t('sdjs.copy_failed'), 'info');
  });
  // A hot-seat table: two players on this device, under exactly these
  // rules (the platform's POST /api/tables).
  $('#hot-seat').addEventListener('click', async (e) => {
    const btn = e.currentTarget;
    btn.disabled = true;
    $('#view-error').hidden = true;
    try {
      const res = await api('/api/tables', {
        method: 'POST',
        // The default rule set is every table's unless told otherwise,
        // and is not stored under its code.
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
        toast(t('sdjs.saved_as', { name: res.name }), 'info');
        addBtn.remove();
      } catch (err) {
        addBtn.disabled = false;
        showErr($('#view-error'), err);
      }
    });
  }
  previewPanel(path, isDefault, opts);
  root.dataset.ready = '1';
}

function mean(rep, f) {
  let sum = 0; let n = 0;
  for (const g of rep.by_seat) { sum += f(g) * g.samples; n += g.samples; }
  return n ? sum / n : 0;
}

// diffCell shows a figure's difference from the default (these rules
// less the default) with its 95% interval, as the server computed it.
export function diffCell(st, key) {
  const d = (st.diffs || []).find((x) => x.key === key);
  if (!d) return '';
  const f = d.percent ? (x) => `${(100 * x).toFixed(1)}` : (x) => x.toFixed(2);
  const sign = (x) => (x > 0 ? `+${f(x)}` : f(x));
  const beyond = d.low > 0 || d.high < 0 ? '' : ' (within chance)';
  return `${sign(d.diff)}${d.percent ? ' pts' : ''} (${sign(d.low)} to ${sign(d.high)})${beyond}`;
}

// itemRows: one row per identifier counted by bot (a power played, a
// card played), per game summed over the bots.
function itemRows(st, items) {
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
  return ids.map((id) => [t('sdjs.per_game', { label: items.label, id }), (r) => perGame(r, id)]);
}

// summary compares the rule set's figures with the default's: the
// common ones, the game's own (metrics, items) and each seat's share.
function summary(st, metrics, items) {
  const rows = [
    [t('sdjs.games'), (r) => String(r.report.games)],
    [t('sdjs.shared'), (r) => pct(r.report.shared_victories / r.report.games), 'shared_victories'],
    [t('sdjs.score'), (r) => num(mean(r.report, (g) => g.score.mean)), 'score'],
    [t('sdjs.moves'), (r) => num(r.report.length.moves.mean), 'length'],
    [t('sdjs.margin'), (r) => num(r.report.margin.mean), 'margin'],
    ...metrics.map((m) => [t('sdjs.mean', { label: m.label }), (r) => num(mean(r.report, (g) => (g[m.key] ? g[m.key].mean : 0))), m.key]),
    ...itemRows(st, items),
    ...seatRows(st, t('sdjs.plays_first')),
  ];
  return summaryTable(st, rows, t('sdjs.caption', { n: st.spec.games, bots: st.spec.bots.join(', ') }));
}

export const pct = (x) => `${(100 * x).toFixed(1)}%`;
export const num = (x) => x.toFixed(2);
// share is a share of victories with its 95% interval.
export const share = (m) => (m ? `${pct(m.mean)} (${pct(m.low)}–${pct(m.high)})` : '–');

// seatRows are each seat's share of victories beside the even share. A
// victory shared by k counts 1/k everywhere, so the first seat's figure
// is seat 1's share; first says what seat 1 does first.
export function seatRows(st, first) {
  const even = pct(st.result.report.first_seat.expected);
  return st.result.report.by_seat.map((_, s) => [
    s === 0 ? t('sdjs.seat_first', { n: s + 1, first, even }) : t('sdjs.seat', { n: s + 1, even }),
    (r) => share(r.report.by_seat[s] && r.report.by_seat[s].win_share_ci), `seat${s + 1}_share`]);
}

// summaryTable lays out a finished preview: a row per [name, figure of a
// result, key of its difference from the default], these rules beside
// the default and, when there is one, each figure's difference.
export function summaryTable(st, rows, caption) {
  const cols = [st.result, st.default].filter(Boolean);
  const diffs = st.default && st.diffs;
  return h('table', { class: 'sd-table sd-summary', 'data-testid': 'preview-summary' },
    h('caption', null, caption),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, ''),
      cols.map((r, i) => h('th', { scope: 'col' }, i === 0 ? r.name : t('sdjs.default_col', { name: r.name }))),
      diffs ? h('th', { scope: 'col' }, t('sdjs.diff_col')) : null)),
    h('tbody', null, rows.map(([name, f, key]) => h('tr', null, h('th', { scope: 'row' }, name),
      cols.map((r) => h('td', null, f(r))),
      diffs ? h('td', { 'data-diff': key || '' }, key ? diffCell(st, key) : '') : null))));
}

// fires lists what fired per game (cards, spaces, locations …), these
// rules beside the default, folded away: a designer opens it to find a
// card that never comes up or a place everyone goes.
export function fires(st) {
  const cols = [st.result, st.default].filter(Boolean);
  const kinds = [];
  for (const r of cols) for (const f of r.report.fires || []) if (!kinds.includes(f.kind)) kinds.push(f.kind);
  if (!kinds.length) return null;
  const per = (r, kind, item) => {
    const f = (r.report.fires || []).find((x) => x.kind === kind && x.item === item);
    return f ? num(f.per_game) : '0.00';
  };
  return kinds.map((kind) => {
    const names = [];
    for (const r of cols) for (const f of r.report.fires || []) if (f.kind === kind && !names.includes(f.item)) names.push(f.item);
    return h('details', { class: 'sd-fires', 'data-testid': `preview-fires-${kind}` },
      h('summary', null, t('sdjs.fires', { kind })),
      h('table', { class: 'sd-table' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, kind),
          cols.map((r, i) => h('th', { scope: 'col' }, i === 0 ? r.name : t('sdjs.default_col', { name: r.name }))))),
        h('tbody', null, names.map((it) => h('tr', null, h('th', { scope: 'row' }, it),
          cols.map((r) => h('td', null, per(r, kind, it))))))));
  });
}

// openVariants makes every button[data-patch] of a Studio front page
// save its ready-made variant (the patch) to the library and open it;
// a failure is shown in #variant-error.
export function openVariants(base) {
  for (const btn of document.querySelectorAll('button[data-patch]')) {
    btn.addEventListener('click', async () => {
      btn.disabled = true;
      try {
        const res = await api(`${base}/api/rulesets`, { method: 'POST', body: { name: btn.dataset.name, doc: JSON.parse(btn.dataset.patch) } });
        location.href = res.url;
      } catch (e) {
        btn.disabled = false;
        const box = $('#variant-error');
        box.textContent = e instanceof ApiError ? e.message : String(e);
        box.hidden = false;
      }
    });
  }
}

// warnings lists, in words, the seats and roles of a finished preview
// whose share of the victories falls outside the even band (the
// preview's own sentences), or nothing when none does.
function warnings(st) {
  const ws = (st.result && st.result.warnings) || [];
  if (!ws.length) return null;
  return h('div', { class: 'sd-warnings', role: 'note', 'data-testid': 'preview-warnings' },
    h('p', null, h('strong', null, t('sdjs.uneven'))),
    h('ul', null, ws.map((w) => h('li', null, w))));
}

// previewPanel runs the balance preview of the rule set at path. A game
// whose page differs says how in opts: seats, the form's field for the
// number of players (else #pv-seats); summary(st), the game's own table
// of a finished preview (else the common figures and those the page
// names in #metrics and #items); chartNames, a caption per chart (else
// none, and the chart's key in its alt text).
function previewPanel(path, isDefault, opts) {
  const json = (sel, none) => ($(sel) ? JSON.parse($(sel).textContent || none) : JSON.parse(none));
  const metrics = json('#metrics', '[]');
  // What the game counts by identifier per bot ({key, label}), key "" if
  // nothing.
  const items = json('#items', '{}');
  const ownSummary = opts.summary || ((st) => summary(st, metrics, items));
  const chartNames = opts.chartNames || {};
  const chartFigure = (c, q) => h('figure', { class: 'sd-chart' },
    h('img', { src: `${path}/preview/${c}.svg?${q}`, alt: isDefault ? chartNames[c] || t('sdjs.chart', { name: c }) : t('sdjs.chart_vs', { name: chartNames[c] || t('sdjs.chart', { name: c }) }), loading: 'lazy', 'data-chart': c }),
    chartNames[c] ? h('figcaption', null, chartNames[c]) : null);
  const form = $('#preview-form');
  const runBtn = $('#pv-run');
  const progress = $('#pv-progress');
  const errBox = $('#pv-error');
  const charts = $('#preview').dataset.charts.split(',');
  let stopWatching = () => {};

  // A bot that searches ahead (data-search: the server's
  // preview.MaxSearchGames) plays fewer games: the games field's limit
  // follows the bot chosen.
  const gamesBox = $('#pv-games');
  const botBox = $('#pv-bots');
  const mostGames = gamesBox.max;
  const fitGames = () => {
    const search = botBox.selectedOptions[0] && botBox.selectedOptions[0].dataset.search;
    gamesBox.max = search || mostGames;
    if (Number(gamesBox.value) > Number(gamesBox.max)) gamesBox.value = gamesBox.max;
  };
  botBox.addEventListener('change', fitGames);
  fitGames();

  const spec = () => {
    const seats = Number($(opts.seats || '#pv-seats').value);
    return { games: Number($('#pv-games').value), bots: Array(seats).fill($('#pv-bots').value) };
  };
  const query = (sp) => `games=${sp.games}&bots=${encodeURIComponent(sp.bots.join(','))}`;

  function showStatus(st) {
    if (st.state === 'done') {
      progress.hidden = true;
      runBtn.disabled = false;
      fill($('#pv-summary'), warnings(st), ownSummary(st), fires(st));
      const q = query(st.spec);
      fill($('#pv-charts'), charts.map((c) => chartFigure(c, q)));
      $('#pv-results').hidden = false;
    } else if (st.state === 'failed') {
      progress.hidden = true;
      runBtn.disabled = false;
      showErr(errBox, t('sdjs.failed', { why: st.error }));
    } else if (st.state === 'running') {
      progress.hidden = false;
      $('#pv-bar').max = st.total;
      $('#pv-bar').value = st.done;
      $('#pv-label').textContent = t(isDefault ? 'sdjs.progress' : 'sdjs.progress_both', { done: st.done, total: st.total });
    }
  }

  // watch streams the preview of sp (a spec with its bots listed) to the
  // page: progress in order, then the full report.
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
}
