// Each player's side of the table: season, workers at home and out,
// resources, point tokens, hand size, achieved events, journeys, and the
// city of the rule set's spaces (15) with the marks on each card
// (occupied, tokens, resources stored, workers, prisoners); and the
// viewer's own hand, drawn only into the private panel.

import { h, textOn } from '/static/dom.js';
import { label, list, resources, seasonName } from './words.js';
import { card, moveButton, stock } from './pieces.js';
import { mark } from './lastmove.js';

function marks(c, cc) {
  const { rules } = c;
  const out = [];
  if (cc.occupied) out.push(h('span', { class: 'ed-mark ed-occupied', title: label('occupiedNote'), 'data-testid': 'occupied' }, label('occupied')));
  if (cc.tokens) out.push(h('span', { class: 'ed-mark' }, cc.tokens === 1 ? label('tokenOne') : label('tokens', { n: cc.tokens })));
  if (cc.store) out.push(h('span', { class: 'ed-mark' }, label('store', { stuff: resources(rules.resources, cc.store) })));
  if (cc.workers) out.push(h('span', { class: 'ed-mark' }, cc.workers === 1 ? label('workerOn') : label('workersOn', { n: cc.workers })));
  if (cc.prisoners && cc.prisoners.length) {
    out.push(h('span', { class: 'ed-mark' }, label('prisoners', { cards: list(cc.prisoners.map((id) => rules.cardName(id))) })));
  }
  return out.length ? h('div', { class: 'ed-marks' }, out) : null;
}

// city draws seat's city: its cards, then its empty spaces. visits are
// the viewer's visit moves into this city, by card id.
function city(c, seat, visits) {
  const p = c.view.players[seat];
  const limit = c.rules.cityLimit;
  const empty = Math.max(0, limit - p.spaces);
  const touched = (c.last && c.last.cards.get(seat)) || new Set();
  return h('div', { class: 'ed-city', 'data-testid': `city-${seat}` },
    p.city.map((cc) => {
      const v = visits.get(cc.card);
      return card(c.rules, cc.card, {
        class: `${cc.occupied ? 'ed-is-occupied' : ''}${mark(c, touched.has(cc.card))}`.trim(), testid: 'city-card',
        children: [marks(c, cc), v ? moveButton(c, v, label('visit'), { small: true, primary: true, subject: c.rules.cardName(cc.card) }) : null],
      });
    }),
    Array.from({ length: empty }, () => h('div', { class: 'ed-slot', 'aria-hidden': 'true' }, label('empty'))));
}

// player draws one seat's panel.
export function player(c, seat, moves) {
  const { view, rules } = c;
  const p = view.players[seat];
  const mine = seat === c.viewer;
  const colour = ((c.info.seats || [])[seat] || {}).colour || '#555555';
  const visits = new Map(moves.filter((m) => m.move === 'visit' && m.option === seat).map((m) => [m.item, m]));
  const out = (p.placed || []).map((w) => rules.placeName(w));
  const acted = c.last && c.last.seat === seat;
  return h('section', {
    class: `panel ed-player${mine ? ' ed-mine' : ''}${view.turn === seat && !view.over ? ' ed-active' : ''}${acted ? ' ed-last-actor' : ''}`,
    style: `--seat:${colour};--seat-ink:${textOn(colour)}`, 'data-testid': `player-${seat}`,
  },
  h('h2', { class: 'ed-player-name' }, p.name, mine ? h('span', { class: 'muted small' }, ` (${label('you')})`) : null,
    h('span', { class: `ed-chip${mark(c, c.last && c.last.seasons.has(seat))}`, 'data-testid': `season-${seat}` }, seasonName(p.season)),
    p.passed ? h('span', { class: 'muted small' }, ` ${label('passed')}`) : null,
    acted ? h('span', { class: 'ed-last-tag small', 'data-testid': `last-actor-${seat}` }, label('lastMove')) : null),
  stock(rules, p.resources, `resources-${seat}`, c.last && c.last.res.get(seat), c.last && c.last.fresh),
  h('p', { class: 'small', 'data-testid': `workers-${seat}` }, label('workers', { available: p.available, workers: p.workers }),
    out.length ? ` · ${label('workersOut', { places: list(out) })}` : ''),
  h('p', { class: 'small' }, label('handCount', { n: p.hand_count }),
    p.points ? ` · ${label('points', { n: p.points })}` : '',
    p.journey ? ` · ${label('journeyPoints', { n: p.journey })}` : '',
    (p.events || []).length ? ` · ${label('events')}: ${list(p.events.map((e) => rules.eventName(e.event)))}` : ''),
  h('h3', { class: 'small' }, label('city'), h('span', { class: 'muted' }, ` · ${label('cityCount', { n: p.spaces, limit: rules.cityLimit })}`)),
  city(c, seat, visits));
}

// hand draws the viewer's hand into the private panel, with a Play
// button on each card the viewer may play now.
export function hand(c, moves) {
  const p = c.view.players[c.viewer];
  const plays = new Map(moves.filter((m) => m.move === 'play').map((m) => [m.item, m]));
  // What the viewer has to pay with sits beside the hand, not only in
  // their seat's panel below the valley.
  return [
    h('h2', null, label('hand'), h('span', { class: 'muted small' }, ` · ${label('handOf', { n: (p.hand || []).length, limit: c.rules.handLimit })}`)),
    h('div', { class: 'ed-own', 'data-testid': 'own-stock' },
      stock(c.rules, p.resources, 'own-resources', c.last && c.last.res.get(c.viewer)),
      h('p', { class: 'small' }, label('workers', { available: p.available, workers: p.workers }))),
    h('div', { class: 'ed-cards ed-hand', 'data-testid': 'hand' }, (p.hand || []).map((id) => {
      const m = plays.get(id);
      return card(c.rules, id, { testid: 'hand-card', cost: true, children: m ? moveButton(c, m, label('play'), { small: true, primary: true, subject: c.rules.cardName(id) }) : null });
    })),
  ];
}
