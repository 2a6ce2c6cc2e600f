// Everdell's page module for the platform's Studio pages
// (/static/studio-page.js): the editor's card table, every card's cost,
// points and copies; a row with a problem is marked, and the problem is
// shown beneath it in words. Its words are the game's own, the "studio"
// topic of its wording table in the page's language (the same table the
// templates write from), served beside the game's browser modules.

import { $, h, fill } from '/static/dom.js';
import { fill as fillText } from '/static/wording.js';
import { format, localTable } from '/static/i18n.js';
import ENGLISH from '/games/everdell/assets/words.json' with { type: 'json' };

const RES = ['twig', 'resin', 'pebble', 'berry'];
const WORDS = await localTable(ENGLISH, '/games/everdell/assets/words');

// say writes the Studio's text key with the values f.
const say = (key, f = {}) => (WORDS.studio && WORDS.studio[key] !== undefined ? fillText(WORDS.studio[key], f, { format }) : key);

// cardName is a card's name in the page's language when the rule set
// names it as the default does; a Studio variant's own name stays.
const cardName = (c) => {
  const en = ENGLISH.names && ENGLISH.names.cards;
  const here = WORDS.names && WORDS.names.cards;
  return en && here && en[c.id] === c.name && here[c.id] ? here[c.id] : (c.name || c.id);
};

// resource names one resource in the page's language.
const resource = (r) => ((WORDS.resources || {})[r] || { one: r }).one;

export function edit(ed) {
  const number = (value, label, set) => h('input', {
    type: 'number', min: '0', max: '20', value: String(value || 0), 'aria-label': label,
    onchange: (e) => { set(Number(e.target.value)); ed.changed(); },
  });
  return {
    usable: (doc) => (Array.isArray(doc.cards) ? '' : say('edit.unusable')),
    draw({ doc }) {
      fill($('#cards'), doc.cards.map((c, i) => h('tr', { 'data-path': `cards[${i}]`, 'data-testid': `card-${c.id}` },
        h('th', { scope: 'row' }, cardName(c)),
        RES.map((r) => h('td', null, number((c.cost || {})[r], say('edit.cost_in', { card: cardName(c), resource: resource(r) }), (v) => {
          c.cost = c.cost || {};
          if (v) c.cost[r] = v; else delete c.cost[r];
        }))),
        h('td', null, number(c.points, say('edit.points', { card: cardName(c) }), (v) => { c.points = v; })),
        h('td', null, number(c.count, say('edit.copies', { card: cardName(c) }), (v) => { c.count = v; })))));
      $('#card-count').textContent = say('edit.kinds', { n: doc.cards.length });
    },
  };
}
