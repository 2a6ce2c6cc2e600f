// The valley: the basic and forest locations, the Haven and the
// journeys, with the workers on each; the events with who achieved them;
// the Meadow (with the cards Rugwort's workers hold); and the solitary
// opponent. A location, event or Meadow card
// the viewer may use now carries its button, which sends the same listed
// move as the decision panel's.

import { h } from '/static/dom.js';
import { UI, label, list, seasonName, soloLabel } from './words.js';
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
    move ? moveButton(c, move, label('place'), { small: true, primary: true, subject: loc.name }) : null);
}

function event(c, ev, move) {
  const { rules } = c;
  const def = rules.events.get(ev.id) || { name: ev.id, points: 0 };
  const owner = ev.owner === -1 ? label('open')
    : ev.owner < -1 ? soloLabel(c.view.rival, 'takenByRival') : label('achievedBy', { who: c.names[ev.owner] || '' });
  const last = mark(c, c.last && c.last.events.has(ev.id));
  return h('div', { class: `ed-event${ev.owner !== -1 ? ' ed-achieved' : ''}${last}`, 'data-event': ev.id, 'data-testid': `event-${ev.id}` },
    h('details', { class: 'ed-place-face', title: rules.eventText(ev.id) },
      h('summary', null, h('span', { class: 'ed-place-name' }, def.name),
        h('span', { class: 'ed-card-pts' }, String(def.points))),
      h('p', { class: 'ed-card-text' }, rules.eventText(ev.id))),
    h('p', { class: 'ed-owner small' }, ev.owner >= 0 ? worker(ev.owner, c) : null, ` ${owner}`),
    move ? moveButton(c, move, label('achieve'), { small: true, primary: true, subject: def.name }) : null);
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
  // Rugwort's Meadow workers, counted per card: copies of a card count
  // apart, so two copies with one worker show one held.
  const held = new Map();
  for (const id of (view.rival && view.rival.meadow) || []) held.set(id, (held.get(id) || 0) + 1);
  const blocked = (id) => {
    const n = held.get(id) || 0;
    if (n > 0) held.set(id, n - 1);
    return n > 0;
  };
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
        const held = blocked(id);
        const cls = `${mark(c, c.last && c.last.meadow.has(id)).trim()}${held ? ' ed-blocked' : ''}`.trim();
        return card(c.rules, id, {
          testid: 'meadow-card', class: cls, cost: true,
          children: held ? h('p', { class: 'ed-held small', 'data-testid': 'meadow-held', title: label('blockedRugwort') }, worker(-2, c), ` ${label('blockedRugwort')}`)
            : m ? moveButton(c, m, label('play'), { small: true, primary: true, subject: c.rules.cardName(id) }) : null,
        });
      }))));
}

// rival draws the solitary opponent, all public: Rugwort (his year, his
// workers on locations and on Meadow cards, the cards he still owes) or
// the rival variant; its season, city, events and score.
export function rival(c) {
  const r = c.view.rival;
  if (!r) return null;
  const rug = r.opponent !== 'rival';
  const say = (key, f) => soloLabel(r, key, f);
  const names = (xs, name) => (xs && xs.length ? list(xs.map(name)) : label('none'));
  const years = UI.labels.rugwortYears || [];
  const year = rug && r.year ? `${label('rugwortYear', { year: r.year })}${years[r.year - 1] ? ` · ${years[r.year - 1]}` : ''}` : null;
  return h('section', { class: `panel ed-rival${rug ? ' ed-rugwort' : ''}`, 'data-testid': 'rival', 'data-opponent': r.opponent },
    h('h2', null, worker(-2, c), ` ${say('rival')}`, h('span', { class: 'ed-chip' }, seasonName(r.season)),
      year ? h('span', { class: 'ed-chip', 'data-testid': 'rival-year' }, year) : null,
      h('span', { class: 'ed-score', 'data-testid': 'rival-score' }, label('rivalScore', { n: r.score }))),
    h('p', { class: 'small' }, say('rivalBlocked', { places: names(r.blocked, (id) => c.rules.locationName(id)) })),
    rug ? h('p', { class: 'small', 'data-testid': 'rival-meadow' }, label('rugwortMeadow', { cards: names(r.meadow, (id) => c.rules.cardName(id)) })) : null,
    rug && r.owed ? h('p', { class: 'small', 'data-testid': 'rival-owed' }, label(r.owed === 1 ? 'rugwortOwedOne' : 'rugwortOwed', { n: r.owed })) : null,
    h('p', { class: 'small' }, say('rivalEvents', { events: names(r.events, (id) => c.rules.eventName(id)) })),
    h('p', { class: 'small' }, say('rivalPile', { cards: names(r.cards, (id) => c.rules.cardName(id)) })),
    c.view.over ? null : h('p', { class: 'muted small' }, say('waitingRival')));
}
