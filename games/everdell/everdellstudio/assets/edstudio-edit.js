// Everdell's rule-set editor: a table of every card's cost, points and
// copies, and the whole document as JSON; every change is checked by
// the server, which answers with each problem at its path and the
// changes from the default in words (/static/studio-game.js's editor).

import { ApiError } from '/static/api.js';
import { $, h, fill } from '/static/dom.js';
import { editor } from '/static/studio-game.js';

const root = $('#studio-edit');
const RES = ['twig', 'resin', 'pebble', 'berry'];
let doc = null; // the rule set being edited, as a JSON object
let bad = new Set(); // card indices with problems

const ed = editor(root, () => doc, (res) => {
  bad = new Set(res.problems.map((p) => /^cards\[(\d+)\]/.exec(p.path || '')).filter(Boolean).map((m) => Number(m[1])));
  drawCards();
});

function number(value, label, set) {
  return h('input', {
    type: 'number', min: '0', max: '20', value: String(value || 0), 'aria-label': label,
    onchange: (e) => { set(Number(e.target.value)); changed(); },
  });
}

function drawCards() {
  fill($('#cards'), doc.cards.map((c, i) => h('tr', { class: bad.has(i) ? 'ed-bad' : null, 'data-path': `cards[${i}]`, 'data-testid': `card-${c.id}` },
    h('th', { scope: 'row' }, c.name || c.id),
    RES.map((r) => h('td', null, number((c.cost || {})[r], `${c.name} cost in ${r}`, (v) => {
      c.cost = c.cost || {};
      if (v) c.cost[r] = v; else delete c.cost[r];
    }))),
    h('td', null, number(c.points, `${c.name} points`, (v) => { c.points = v; })),
    h('td', null, number(c.count, `${c.name} copies`, (v) => { c.count = v; })))));
  $('#card-count').textContent = `(${doc.cards.length} kinds)`;
}

function changed({ json = true } = {}) {
  drawCards();
  if (json) $('#json-text').value = JSON.stringify(doc, null, 2);
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
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.cards)) {
    $('#json-error').textContent = 'The card table needs a "cards" list.';
    $('#json-error').hidden = false;
    return;
  }
  $('#json-error').hidden = true;
  doc = parsed;
  changed({ json: false });
});

(async () => {
  try {
    doc = await ed.load();
    changed();
    root.dataset.ready = '1';
  } catch (e) {
    $('#check-state').textContent = `The rule set could not be loaded: ${e instanceof ApiError ? e.message : e}`;
  }
})();
