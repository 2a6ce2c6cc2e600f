// The valley: the basic and forest locations, the Haven and the
// journeys, with the workers on each; the events with who achieved them;
// the Meadow; and the solitary rival. A location, event or Meadow card
// the viewer may use now carries its button, which sends the same listed
// move as the decision panel's.

import { h } from '/static/dom.js';
import { label, seasonName } from './words.js';
import { card, moveButton, worker } from './pieces.js';
import { mark } from './lastmove.js';

const KINDS = ['basic', 'forest', 'haven', 'journey'];

function place(c, spot, move) {
  const { rules } = c;
  const loc = rules.locations.get(spot.id) || { name: spot.id };
  const used = spot.workers.length;
  const spaces = spot.spaces > 0 ? label('spaces', { used, spaces: spot.spaces }) : label('spacesAny', { used });
  const full = spot.spaces > 0 && used >= spot.spaces;
  const last = mark(c, c.last && c.last.places.has(spot.id));
  return h('div', { class: `ed-place ed-place-${spot.kind}${full ? ' ed-full' : ''}${last}`, 'data-place': spot.id, 'data-testid': `place-${spot.id}` },
    h('details', { class: 'ed-place-face', title: rules.locationText(spot.id) },
      h('summary', null, h('span', { class: 'ed-place-name' }, loc.name), h('span', { class: 'ed-place-spaces' }, spaces)),
      h('p', { class: 'ed-card-text', 'data-testid': 'place-text' }, rules.locationText(spot.id))),
    h('div', { class: 'ed-workers' }, spot.workers.map((s) => worker(s, c))),
    move ? moveButton(c, move, label('place'), { small: true, primary: true }) : null);
}

function event(c, ev, move) {
  const { rules } = c;
  const def = rules.events.get(ev.id) || { name: ev.id, points: 0 };
  const owner = ev.owner === -1 ? label('open')
    : ev.owner < -1 ? label('takenByRival') : label('achievedBy', { who: c.names[ev.owner] || '' });
  const last = mark(c, c.last && c.last.events.has(ev.id));
  return h('div', { class: `ed-event${ev.owner !== -1 ? ' ed-achieved' : ''}${last}`, 'data-event': ev.id, 'data-testid': `event-${ev.id}` },
    h('details', { class: 'ed-place-face', title: rules.eventText(ev.id) },
      h('summary', null, h('span', { class: 'ed-place-name' }, def.name),
        h('span', { class: 'ed-card-pts' }, String(def.points))),
      h('p', { class: 'ed-card-text' }, rules.eventText(ev.id))),
    h('p', { class: 'ed-owner small' }, ev.owner >= 0 ? worker(ev.owner, c) : null, ` ${owner}`),
    move ? moveButton(c, move, label('achieve'), { small: true, primary: true }) : null);
}

// board draws the valley. moves are the viewer's listed turn moves.
export function board(c, moves) {
  const { view } = c;
  const by = (name) => new Map(moves.filter((m) => m.move === name).map((m) => [m.item, m]));
  const places = by('place');
  const achieves = by('achieve');
  const meadow = by('play-meadow');
  const sections = KINDS.map((kind) => {
    const spots = view.board.filter((s) => s.kind === kind);
    if (!spots.length) return null;
    return h('section', { class: `ed-locations ed-loc-${kind}`, 'data-testid': `locations-${kind}` },
      h('h3', null, label(kind), kind === 'journey' ? h('span', { class: 'muted small' }, ` · ${label('journeyNote')}`) : null),
      h('div', { class: 'ed-places' }, spots.map((s) => place(c, s, places.get(s.id)))));
  });
  const kindOf = (id) => (c.rules.events.get(id) || {}).kind;
  const evs = (kind) => view.events.filter((e) => kindOf(e.id) === kind);
  return h('section', { class: 'panel ed-board', 'aria-label': label('board'), 'data-testid': 'board' },
    h('h2', null, label('board')),
    h('p', { class: 'muted small' }, label('tapHint')),
    h('div', { class: 'ed-board-grid' }, sections),
    h('section', { class: 'ed-events', 'data-testid': 'events' },
      h('h3', null, label('basicEvents')),
      h('div', { class: 'ed-places' }, evs('basic').map((e) => event(c, e, achieves.get(e.id)))),
      h('h3', null, label('specialEvents')),
      h('div', { class: 'ed-places' }, evs('special').map((e) => event(c, e, achieves.get(e.id))))),
    h('section', { class: 'ed-meadow', 'data-testid': 'meadow' },
      h('h3', null, label('meadow'), h('span', { class: 'muted small' }, ` · ${label('deck', { deck: view.deck_count, discard: view.discard_count })}`)),
      h('div', { class: 'ed-cards' }, view.meadow.map((id) => {
        const m = meadow.get(id);
        return card(c.rules, id, {
          testid: 'meadow-card', class: mark(c, c.last && c.last.meadow.has(id)).trim(), cost: true,
          children: m ? moveButton(c, m, label('play'), { small: true, primary: true }) : null,
        });
      }))));
}

// rival draws the solitary rival: its season, pile, events, blockers
// and score, all public.
export function rival(c) {
  const r = c.view.rival;
  if (!r) return null;
  const list = (xs, name) => (xs && xs.length ? xs.map(name).join(', ') : label('none'));
  return h('section', { class: 'panel ed-rival', 'data-testid': 'rival' },
    h('h2', null, worker(-2, c), ` ${label('rival')}`, h('span', { class: 'ed-chip' }, seasonName(r.season)),
      h('span', { class: 'ed-score', 'data-testid': 'rival-score' }, label('rivalScore', { n: r.score }))),
    h('p', { class: 'small' }, label('rivalBlocked', { places: list(r.blocked, (id) => c.rules.locationName(id)) })),
    h('p', { class: 'small' }, label('rivalEvents', { events: list(r.events, (id) => c.rules.eventName(id)) })),
    h('p', { class: 'small' }, label('rivalPile', { cards: list(r.cards, (id) => c.rules.cardName(id)) })),
    c.view.over ? null : h('p', { class: 'muted small' }, label('waitingRival')));
}
