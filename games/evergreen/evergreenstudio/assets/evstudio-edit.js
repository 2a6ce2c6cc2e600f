// The planet game's rule-set editor: paint the planet grid, edit the
// card list, or edit the whole document as JSON; every change is checked
// by the server (POST …/validate), which answers with each problem at
// its path and the changes from the default in words. The vocabulary
// (powers, symbols, the wild biome, the off-planet letter) is embedded
// by the server from package evergreen (#vocabulary).

import { ApiError } from '/static/api.js';
import { $, h, fill, textOn } from '/static/dom.js';
import { editor } from '/static/studio-game.js';

const root = $('#studio-edit');
const vocab = JSON.parse($('#vocabulary').textContent);
const OFF = vocab.off;

let doc = null; // the rule set being edited, as a JSON object
let brush = OFF;
let lastProblems = [];
// The live check and save every game's editor shares; after each check
// the grid and the cards mark the rows with problems.
const ed = editor(root, () => doc, (res) => {
  lastProblems = res.problems;
  drawGrid();
  drawCards();
});

const rows = () => doc.planet.rows.map((r) => Array.from(r));
const setRows = (grid) => { doc.planet.rows = grid.map((r) => r.join('')); };

// The brushes: one per biome, then "unplantable".
function drawBrushes() {
  const letters = doc.biomes.map((b) => b.letter);
  if (brush !== OFF && !letters.includes(brush)) brush = letters[0] || OFF;
  const one = (letter, label, colour) => h('button', {
    type: 'button', role: 'radio', class: 'ev-brush', 'aria-checked': String(brush === letter),
    'data-letter': letter, style: colour ? `background:${colour};color:${textOn(colour)}` : null,
    onclick: () => { brush = letter; drawBrushes(); },
  }, label);
  fill($('#brushes'), doc.biomes.map((b) => one(b.letter, b.name, b.colour)), one(OFF, 'Unplantable', null));
}

function drawGrid() {
  const colour = Object.fromEntries(doc.biomes.map((b) => [b.letter, b]));
  const grid = rows();
  const bad = new Set(lastProblems.map((p) => /^planet\.rows\[(\d+)\]/.exec(p.path || '')).filter(Boolean).map((m) => Number(m[1])));
  fill($('#grid'), h('table', { class: 'ev-planet ev-planet-edit' },
    h('thead', null, h('tr', null, h('th', null, ''), (grid[0] || []).map((_, x) => h('th', { scope: 'col' }, String.fromCharCode(65 + x))))),
    h('tbody', null, grid.map((row, y) => h('tr', { class: bad.has(y) ? 'ev-bad' : null },
      h('th', { scope: 'row' }, String(y + 1)),
      row.map((l, x) => {
        const b = colour[l];
        const name = `${String.fromCharCode(65 + x)}${y + 1}`;
        return h('td', null, h('button', {
          type: 'button', class: `ev-cell${l === OFF ? ' ev-off' : ''}`, 'data-x': x, 'data-y': y, 'data-testid': `cell-${name}`,
          style: b ? `background:${b.colour};color:${textOn(b.colour)}` : null,
          title: `${name}: ${b ? b.name : (l === OFF ? 'unplantable' : `unknown letter ${l}`)}`,
          onclick: () => paint(x, y),
        }, b ? b.letter : l));
      }))))));
}

function paint(x, y) {
  const grid = rows();
  grid[y][x] = brush;
  setRows(grid);
  changed();
}

function resize(dRows, dCols) {
  const grid = rows();
  const width = grid[0] ? grid[0].length : 0;
  if (dRows > 0 && grid.length < vocab.max_side) grid.push(Array(width).fill(OFF));
  if (dRows < 0 && grid.length > 1) grid.pop();
  for (const r of grid) {
    if (dCols > 0 && r.length < vocab.max_side) r.push(OFF);
    if (dCols < 0 && r.length > 1) r.pop();
  }
  setRows(grid);
  changed();
}

function select(value, options, onchange, testid) {
  return h('select', { onchange: (e) => onchange(e.target.value), 'data-testid': testid },
    options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)),
    options.some(([v]) => v === value) ? null : h('option', { value, selected: true }, `${value} (unknown)`));
}

function drawCards() {
  const biomes = [...doc.biomes.map((b) => [b.id, b.name]), [vocab.wild, 'Wild']];
  const powers = vocab.powers.map((p) => [p, (doc.powers.find((x) => x.id === p) || { name: p }).name]);
  const symbols = vocab.symbols.map((s) => [s, s]);
  const bad = new Set(lastProblems.map((p) => /^cards\[(\d+)\]/.exec(p.path || '')).filter(Boolean).map((m) => Number(m[1])));
  fill($('#cards'), doc.cards.map((c, i) => {
    const set = (field) => (v) => { doc.cards[i][field] = v; changed(); };
    return h('tr', { class: bad.has(i) ? 'ev-bad' : null, 'data-path': `cards[${i}]`, 'data-testid': `card-${i}` },
      h('td', null, h('input', { value: c.id, class: 'mono', 'aria-label': `Card ${i + 1} id`, onchange: (e) => set('id')(e.target.value.trim()), 'data-testid': 'card-id' })),
      h('td', null, select(c.biome, biomes, set('biome'), 'card-biome')),
      h('td', null, select(c.power, powers, set('power'), 'card-power')),
      h('td', null, select(c.symbol, symbols, set('symbol'), 'card-symbol')),
      h('td', null, h('button', { type: 'button', class: 'btn btn-small', 'aria-label': `Remove card ${c.id}`, onclick: () => { doc.cards.splice(i, 1); changed(); }, 'data-testid': 'card-remove' }, 'Remove')));
  }));
  $('#card-count').textContent = `(${doc.cards.length})`;
}

function addCard() {
  let n = doc.cards.length + 1;
  const ids = new Set(doc.cards.map((c) => c.id));
  while (ids.has(`new-card-${n}`)) n++;
  doc.cards.push({ id: `new-card-${n}`, biome: doc.biomes[0] ? doc.biomes[0].id : vocab.wild, power: vocab.powers[0], symbol: 'none', provenance: 'provisional' });
  changed();
}

function drawAll({ json = true } = {}) {
  drawBrushes();
  drawGrid();
  drawCards();
  if (json) $('#json-text').value = JSON.stringify(doc, null, 2);
}

function changed(opts) {
  drawAll(opts);
  ed.check();
}

$('#json-text').addEventListener('input', (e) => {
  let parsed;
  try {
    parsed = JSON.parse(e.target.value);
  } catch (err) {
    $('#json-error').textContent = `Not JSON yet: ${err.message}`;
    $('#json-error').hidden = false;
    return;
  }
  $('#json-error').hidden = true;
  if (!parsed || typeof parsed !== 'object' || !parsed.planet || !Array.isArray(parsed.planet.rows) || !Array.isArray(parsed.cards) || !Array.isArray(parsed.biomes)) {
    $('#json-error').textContent = 'The grid and the cards need "planet.rows", "biomes" and "cards" lists.';
    $('#json-error').hidden = false;
    return;
  }
  doc = parsed;
  changed({ json: false });
});

$('#add-row').addEventListener('click', () => resize(1, 0));
$('#del-row').addEventListener('click', () => resize(-1, 0));
$('#add-col').addEventListener('click', () => resize(0, 1));
$('#del-col').addEventListener('click', () => resize(0, -1));
$('#add-card').addEventListener('click', addCard);

(async () => {
  try {
    doc = await ed.load();
    changed();
    root.dataset.ready = '1';
  } catch (e) {
    $('#check-state').textContent = `The rule set could not be loaded: ${e instanceof ApiError ? e.message : e}`;
  }
})();
