// The planet game's page module for the platform's Studio pages
// (/static/studio-page.js): the editor's planet grid, painted with a
// brush per biome, and its card list. Every row is bound to its path,
// so the platform shows each problem beneath the row it concerns. The
// vocabulary (powers, symbols, the wild biome, the off-planet letter) is
// embedded by the server from package evergreen (#studio-data). Its words
// are the game's own, the "studio" topic of its wording table in the
// page's language (words.js, the same table the templates write from).

import { $, h, fill, textOn } from '/static/dom.js';
import { WORDS, fill as fillWords, localName } from '/games/evergreen/assets/words.js';

// say writes the Studio's text key with the values f.
const say = (key, f = {}) => (WORDS.studio && WORDS.studio[key] !== undefined ? fillWords(WORDS.studio[key], f) : key);

export function edit(ed) {
  const vocab = JSON.parse($('#studio-data').textContent);
  const OFF = vocab.off;
  let brush = OFF;
  const rows = () => ed.doc.planet.rows.map((r) => Array.from(r));
  const setRows = (grid) => { ed.doc.planet.rows = grid.map((r) => r.join('')); };

  // The brushes: one per biome, then "unplantable".
  function drawBrushes(doc) {
    const letters = doc.biomes.map((b) => b.letter);
    if (brush !== OFF && !letters.includes(brush)) brush = letters[0] || OFF;
    const one = (letter, label, colour) => h('button', {
      type: 'button', role: 'radio', class: 'ev-brush', 'aria-checked': String(brush === letter),
      'data-letter': letter, style: colour ? `background:${colour};color:${textOn(colour)}` : null,
      onclick: () => { brush = letter; drawBrushes(doc); },
    }, label);
    fill($('#brushes'), doc.biomes.map((b) => one(b.letter, localName('biomes', b.id, b.name), b.colour)), one(OFF, say('edit.unplantable'), null));
  }

  function drawGrid(doc) {
    const colour = Object.fromEntries(doc.biomes.map((b) => [b.letter, b]));
    const grid = rows();
    fill($('#grid'), h('table', { class: 'ev-planet ev-planet-edit' },
      h('thead', null, h('tr', null, h('th', null, ''), (grid[0] || []).map((_, x) => h('th', { scope: 'col' }, String.fromCharCode(65 + x))))),
      h('tbody', null, grid.map((row, y) => h('tr', { 'data-path': `planet.rows[${y}]` },
        h('th', { scope: 'row' }, String(y + 1)),
        row.map((l, x) => {
          const b = colour[l];
          const name = `${String.fromCharCode(65 + x)}${y + 1}`;
          return h('td', null, h('button', {
            type: 'button', class: `ev-cell${l === OFF ? ' ev-off' : ''}`, 'data-x': x, 'data-y': y, 'data-testid': `cell-${name}`,
            style: b ? `background:${b.colour};color:${textOn(b.colour)}` : null,
            title: `${name}: ${b ? localName('biomes', b.id, b.name) : (l === OFF ? say('edit.unplantable') : say('edit.unknown_letter', { letter: l }))}`,
            onclick: () => { const g = rows(); g[y][x] = brush; setRows(g); ed.changed(); },
          }, b ? b.letter : l));
        }))))));
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
    ed.changed();
  }

  const select = (value, options, onchange, testid) => h('select', { onchange: (e) => onchange(e.target.value), 'data-testid': testid },
    options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)),
    options.some(([v]) => v === value) ? null : h('option', { value, selected: true }, say('edit.unknown', { value })));

  function drawCards(doc) {
    const biomes = [...doc.biomes.map((b) => [b.id, localName('biomes', b.id, b.name)]), [vocab.wild, say('wild')]];
    const powers = vocab.powers.map((p) => [p, localName('powers', p, (doc.powers.find((x) => x.id === p) || { name: p }).name)]);
    const symbols = vocab.symbols.map((s) => [s, say(`symbol.${s}`)]);
    fill($('#cards'), doc.cards.map((c, i) => {
      const set = (field) => (v) => { doc.cards[i][field] = v; ed.changed(); };
      return h('tr', { 'data-path': `cards[${i}]`, 'data-testid': `card-${i}` },
        h('td', null, h('input', { value: c.id, class: 'mono', 'aria-label': say('edit.card_id', { n: i + 1 }), onchange: (e) => set('id')(e.target.value.trim()), 'data-testid': 'card-id' })),
        h('td', null, select(c.biome, biomes, set('biome'), 'card-biome')),
        h('td', null, select(c.power, powers, set('power'), 'card-power')),
        h('td', null, select(c.symbol, symbols, set('symbol'), 'card-symbol')),
        h('td', null, h('button', { type: 'button', class: 'btn btn-small', 'aria-label': say('edit.remove_card', { id: c.id }), onclick: () => { doc.cards.splice(i, 1); ed.changed(); }, 'data-testid': 'card-remove' }, say('edit.remove'))));
    }));
    $('#card-count').textContent = say('edit.count', { n: doc.cards.length });
  }

  function addCard() {
    const { doc } = ed;
    let n = doc.cards.length + 1;
    const ids = new Set(doc.cards.map((c) => c.id));
    while (ids.has(`new-card-${n}`)) n++;
    doc.cards.push({ id: `new-card-${n}`, biome: doc.biomes[0] ? doc.biomes[0].id : vocab.wild, power: vocab.powers[0], symbol: 'none', provenance: 'provisional' });
    ed.changed();
  }

  $('#add-row').addEventListener('click', () => resize(1, 0));
  $('#del-row').addEventListener('click', () => resize(-1, 0));
  $('#add-col').addEventListener('click', () => resize(0, 1));
  $('#del-col').addEventListener('click', () => resize(0, -1));
  $('#add-card').addEventListener('click', addCard);

  return {
    usable: (doc) => (doc.planet && Array.isArray(doc.planet.rows) && Array.isArray(doc.cards) && Array.isArray(doc.biomes)
      ? '' : say('edit.unusable')),
    draw({ doc }) {
      drawBrushes(doc);
      drawGrid(doc);
      drawCards(doc);
    },
  };
}
