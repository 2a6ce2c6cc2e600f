// Everdell's page module for the platform's Studio pages
// (/static/studio-page.js): the editor's card table, every card's cost,
// points and copies; a row with a problem is marked, and the problem is
// shown beneath it in words.

import { $, h, fill } from '/static/dom.js';

const RES = ['twig', 'resin', 'pebble', 'berry'];

export function edit(ed) {
  const number = (value, label, set) => h('input', {
    type: 'number', min: '0', max: '20', value: String(value || 0), 'aria-label': label,
    onchange: (e) => { set(Number(e.target.value)); ed.changed(); },
  });
  return {
    usable: (doc) => (Array.isArray(doc.cards) ? '' : 'The card table needs a "cards" list.'),
    draw({ doc }) {
      fill($('#cards'), doc.cards.map((c, i) => h('tr', { 'data-path': `cards[${i}]`, 'data-testid': `card-${c.id}` },
        h('th', { scope: 'row' }, c.name || c.id),
        RES.map((r) => h('td', null, number((c.cost || {})[r], `${c.name} cost in ${r}`, (v) => {
          c.cost = c.cost || {};
          if (v) c.cost[r] = v; else delete c.cost[r];
        }))),
        h('td', null, number(c.points, `${c.name} points`, (v) => { c.points = v; })),
        h('td', null, number(c.count, `${c.name} copies`, (v) => { c.count = v; })))));
      $('#card-count').textContent = `(${doc.cards.length} kinds)`;
    },
  };
}
