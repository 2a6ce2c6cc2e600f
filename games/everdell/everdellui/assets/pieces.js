// The small pieces every panel draws: a card (its name, cost, points and
// type, and on hover or tap what it does), resource counts, and workers
// in their seat's colour.

import { h, textOn } from '/static/dom.js';
import { UI, label, resName, resources, soloLabel } from './words.js';

// card draws one card. extra: {class, testid, cost, children} — children
// (marks, buttons) go under the card's face, outside its details so a
// tap on a button never folds the card.
export function card(rules, id, extra = {}) {
  const c = rules.cards.get(id) || { name: id, kind: '', type: '', cost: {}, points: 0 };
  const text = rules.cardText(id);
  const cost = resources(rules.resources, c.cost);
  const meta = [
    label(c.kind || 'critter'), label(c.unique ? 'unique' : 'common'), UI.types[c.type] || c.type,
    label('cost', { stuff: cost || label('free') }),
    c.pair ? label('pair', { card: rules.cardName(c.pair) }) : null,
  ].filter(Boolean).join(' · ');
  return h('div', {
    class: `ed-card ed-type-${c.type}${extra.class ? ` ${extra.class}` : ''}`, 'data-card': id,
    'data-testid': extra.testid || 'card',
  },
  h('details', { class: 'ed-card-face', title: text },
    h('summary', null,
      h('span', { class: 'ed-card-name' }, c.name),
      h('span', { class: 'ed-card-pts', title: label(c.points === 1 ? 'pointOne' : 'pointsBase', { n: c.points }) }, String(c.points))),
    h('p', { class: 'ed-card-meta' }, meta),
    h('p', { class: 'ed-card-text', 'data-testid': 'card-text' }, text)),
  // Where a card may be played from (the hand, the Meadow) its cost is
  // on its face: a player weighs it against their resources at a glance.
  extra.cost ? h('p', { class: 'ed-card-cost', 'data-testid': 'card-cost' }, label('cost', { stuff: cost || label('free') })) : null,
  extra.children || null);
}

// stock draws a player's resources: "3 twigs · 1 resin …". changed
// (optional) is what the last move gained (+) or paid (−) of each,
// shown beside it; fresh flashes it.
export function stock(rules, res, testid, changed, fresh) {
  const delta = (r) => {
    const n = (changed || {})[r] || 0;
    if (!n) return null;
    return h('span', {
      class: `ed-delta ${n > 0 ? 'ed-delta-up' : 'ed-delta-down'}${fresh ? ' ed-flash' : ''}`, 'data-testid': 'res-delta',
      title: label(n > 0 ? 'gained' : 'paid', { stuff: resources(rules.resources, { [r]: Math.abs(n) }) }),
    }, n > 0 ? `+${n}` : `−${-n}`);
  };
  return h('p', { class: 'ed-stock', 'data-testid': testid },
    rules.resources.map((r) => h('span', { class: `ed-res ed-res-${r}`, title: resName(r, 2), 'data-res': r },
      h('span', { class: 'ed-res-n' }, String((res || {})[r] || 0)), ` ${resName(r, (res || {})[r] || 0)}`, delta(r))));
}

// worker draws one worker of seat: a disc in the seat's colour with the
// first letter of its name; the solo opponent's is grey with an R
// (Rugwort's or the rival's).
export function worker(seat, c) {
  if (seat < 0) {
    const r = c && c.view && c.view.rival;
    return h('span', { class: 'ed-worker ed-worker-rival', title: soloLabel(r, 'rival') }, soloLabel(r, 'rivalShort').slice(0, 1));
  }
  const colour = ((c.info.seats || [])[seat] || {}).colour || '#555555';
  const name = c.names[seat] || '';
  return h('span', {
    class: 'ed-worker', title: name, 'data-seat': seat,
    style: `--seat:${colour};--seat-ink:${textOn(colour)}`,
  }, name.slice(0, 1).toUpperCase() || String(seat + 1));
}

// moveButton is a button that sends listed move m.
export function moveButton(c, m, text, extra = {}) {
  // extra.subject is what a short button acts on ("Place here" on a
  // location): a screen reader hears it after the button's words, so
  // that a list of buttons does not read "Place here" many times.
  return h('button', {
    type: 'button', class: `btn move${extra.primary ? ' btn-primary' : ''}${extra.small ? ' btn-small' : ''}`,
    'data-move': m.move, 'data-option': m.option ?? null, 'data-item': m.item ?? null,
    title: extra.title || null, disabled: c.busy, onclick: () => c.send(m),
  }, text, extra.subject ? h('span', { class: 'visually-hidden' }, ` · ${extra.subject}`) : null);
}
