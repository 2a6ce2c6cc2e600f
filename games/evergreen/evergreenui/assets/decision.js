// The decision panel: what the viewer must decide now, in words from
// words.json, with one button per listed move that is not a space on the
// planet (pick, order, action, biome, skip). Spaces are chosen on the
// planet itself (planet.js); every button sends a listed move as it was
// received.

import { h } from '/static/dom.js';
import { WORDS, fill, label, decisionTitle } from './words.js';

const SPACE_MOVES = new Set(['plant', 'grow', 'bush', 'lake']);

// onSpace reports whether a listed move is made on a space.
export const onSpace = (m) => SPACE_MOVES.has(m.move) && m.option !== undefined;

function button(c, m, text, primary = false) {
  return h('button', {
    type: 'button', class: `btn move${primary ? ' btn-primary' : ''}`, 'data-move': m.move,
    'data-option': m.option ?? null, 'data-item': m.item ?? null, disabled: c.busy, onclick: () => c.send(m),
  }, text);
}

// prompt words the decision from the viewer's turn.
function prompt(c, d) {
  const { rules, view } = c;
  const me = view.players[d.seat];
  const t = me.turn || {};
  const cardDef = rules.cards.get(me.card) || {};
  const left = t.stage === 'power' ? t.uses : (t.plants || 0) + (t.grows || 0);
  return fill(WORDS.prompts[d.kind] || '', {
    card: rules.cardName(me.card), biome: rules.biomeName(cardDef.biome) || rules.cardName(me.card),
    region: rules.biomeName(t.region), leaf: view.leaf === d.seat, left: left > 0 && SPACE_KIND(d) ? label('uses', { amount: left }) : '',
  });
}

const SPACE_KIND = (d) => d.moves.some(onSpace);

// POWER_TARGET is the piece each power works on ('.' an empty space);
// the bud works on nothing and is never lost.
const POWER_TARGET = { sprout: '.', bush: '.', lake: '.', 'small-tree': 's', 'big-tree': 't' };

// powerNote says, before the order is chosen, what the card's power will
// do (its track's next value) and warns when using it first would lose
// some or all of it: the planet has fewer pieces it can work on than it
// has uses, and only the action could make more.
function powerNote(c, d) {
  const me = c.view.players[d.seat];
  const card = c.rules.cards.get(me.card) || {};
  const pw = c.rules.powers.get(card.power);
  if (!pw) return null;
  const track = pw.track || [];
  const uses = track[Math.min(((me.tracks || {})[card.power] || 0) + 1, track.length - 1)] || 0;
  const will = fill(WORDS.powerWill[card.power] || '', { power: c.rules.powerName(card.power), amount: uses, many: uses !== 1 });
  const piece = POWER_TARGET[card.power];
  const now = piece ? [...(me.planet || []).join('')].filter((x) => x === piece).length : uses;
  let warn = '';
  if (uses > 0 && now === 0) warn = label('powerWasted');
  else if (now < uses) warn = label('powerShort', { now, amount: uses });
  return [
    h('p', { class: 'power-will', 'data-testid': 'power-will' }, will),
    warn ? h('p', { class: 'power-warn', role: 'note', 'data-testid': 'power-warn' }, warn) : null,
  ];
}

// panel is the decision panel's content.
export function panel(c, d) {
  const { rules } = c;
  const buttons = d.moves.filter((m) => !onSpace(m)).map((m) => {
    switch (m.move) {
      case 'pick': return button(c, m, `${label('pick')}: ${rules.cardName(c.view.row[m.option].card)}`);
      case 'order': return button(c, m, WORDS.orders[m.item] || m.item);
      case 'action': return button(c, m, `${m.item} · ${WORDS.actions[m.item] || ''}`);
      case 'biome': return button(c, m, rules.biomeName(m.item));
      case 'skip': return button(c, m, label('skip'));
      default: return button(c, m, m.move);
    }
  });
  return [
    h('h2', { class: 'decision-title', 'data-testid': 'decision-kind', 'data-kind': d.kind }, decisionTitle(d.kind)),
    h('p', { class: 'prompt' }, prompt(c, d)),
    d.kind === 'order' ? powerNote(c, d) : null,
    buttons.length ? h('div', { class: 'actions' }, buttons) : null,
  ];
}
