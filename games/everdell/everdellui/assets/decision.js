// The decision panel: what the viewer must decide now, in words, with
// one button per listed move. A turn's moves are grouped (place a
// worker, achieve an event, visit, play from the hand or the Meadow,
// the season); a power's steps (pay, choose resources, discard, pick an
// opponent, copy a card, choose among cards or places) say what they
// are for and show the cards they are about. Every button sends a listed
// move as it was received; nothing is built here.

import { h } from '/static/dom.js';
import { UI, fill, label, resName, resources, seasonName, decisionTitle } from './words.js';
import { card, moveButton } from './pieces.js';

const GROUPS = ['place', 'achieve', 'visit', 'play', 'play-meadow', 'season'];

// TAKES are the choose steps that take cards into the hand.
const TAKES = ['meadow-take', 'scrolls'];

// item words a choose move's item: a card, a location, a resource, a
// card from the hand or the Meadow, a source, or one of the viewer's
// workers ("w2": the third of its placed workers).
function item(c, it) {
  const { rules } = c;
  if (rules.resources.includes(it)) return resName(it);
  if (it === 'deck') return UI.moves.deck;
  if (it === 'discard') return UI.moves.discardPile;
  const from = /^(hand|meadow):(.*)$/.exec(it);
  if (from) return fill(from[1] === 'hand' ? UI.moves.fromHand : UI.moves.fromMeadow, { card: rules.cardName(from[2]) });
  const w = /^w(\d+)$/.exec(it);
  if (w) {
    const placed = (c.view.players[c.viewer] || {}).placed || [];
    return fill(UI.moves.worker, { place: rules.placeName(placed[Number(w[1])] || '') });
  }
  if (rules.cards.has(it)) return rules.cardName(it);
  if (rules.locations.has(it)) return rules.locationName(it);
  if (rules.events.has(it)) return rules.eventName(it);
  return it;
}

// words is a move's button text.
function words(c, m, task) {
  const { rules, view } = c;
  const M = UI.moves;
  const me = view.players[c.viewer] || {};
  switch (m.move) {
    case 'place': return rules.locationName(m.item);
    case 'achieve': return rules.eventName(m.item);
    case 'visit': return fill(m.option === c.viewer ? M.visitOwn : M.visit, { card: rules.cardName(m.item), who: c.names[m.option] || '' });
    case 'play':
    case 'play-meadow': {
      const cost = resources(rules.resources, (rules.cards.get(m.item) || {}).cost);
      return fill(M.play, { card: rules.cardName(m.item), cost: cost || label('free') });
    }
    case 'prepare': return fill(M.prepare, { season: seasonName(rules.nextSeason(me.season)) });
    case 'pass': return M.pass;
    case 'pay': {
      const cost = resources(rules.resources, (rules.cards.get(task && task.card) || {}).cost);
      return cost ? fill(M.pay, { cost }) : M.payFree;
    }
    case 'occupy': return fill(M.occupy, { card: rules.cardName(m.item) });
    case 'discount': return fill(M.discount, { card: rules.cardName(m.item) });
    case 'judge': {
      const [from, to] = (m.item || '').split('-');
      return fill(M.judge, { from: `1 ${resName(from)}`, to: `1 ${resName(to)}` });
    }
    case 'imprison': return fill(M.imprison, { card: rules.cardName(m.item) });
    case 'waive': return fill(M.waive, { res: `1 ${resName(m.item)}` });
    case 'gain': return fill(M.gain, { res: resName(m.item) });
    case 'discard': return fill(M.discard, { card: rules.cardName(m.item) });
    case 'done': return task && task.kind === 'choose' && task.then === 'clock' ? M.decline : M.done;
    case 'spend': return fill(M.spend, { n: m.option });
    case 'target': return c.names[m.option] || String(m.option);
    case 'copy': return fill(m.option === c.viewer ? M.copyOwn : M.copy, { card: rules.cardName(m.item), who: c.names[m.option] || '' });
    case 'choose': return item(c, m.item);
    default: return m.item ? `${m.move} ${m.item}` : m.move;
  }
}

// about is what the thing a move names does, shown when the pointer
// rests on its button.
function about(c, m) {
  const { rules } = c;
  const id = String(m.item || '').replace(/^(hand|meadow):/, '');
  if (m.move === 'achieve' || rules.events.has(id)) return rules.eventText(id);
  if (rules.cards.has(id)) return rules.cardText(id);
  if (rules.locations.has(id)) return rules.locationText(id);
  return null;
}

function group(m) {
  if (m.move === 'prepare' || m.move === 'pass') return 'season';
  return GROUPS.includes(m.move) ? m.move : '';
}

// prompt words what the open step asks.
function prompt(c, d, task) {
  const { rules } = c;
  if (d.kind === 'turn') return UI.prompts.turn;
  const t = task || {};
  const f = {
    n: t.n, min: t.min, max: t.max, any: t.any, limit: 3, card: t.card ? rules.cardName(t.card) : '',
    cost: resources(rules.resources, (rules.cards.get(t.card) || {}).cost) || label('free'),
    resource: '',
  };
  const top = (c.view.stack || [])[(c.view.stack || []).length - 1] || {};
  if (d.kind === 'spend') f.resource = resName(rules.resources[top.res || 0], 2);
  if (d.kind === 'gain') f.n = t.n;
  if (top.limit) f.limit = top.limit;
  const key = d.kind === 'choose' ? `choose-${t.then}` : d.kind;
  const said = fill(UI.prompts[key] || '', f);
  // A step that takes cards into the hand and offers only Done because
  // the hand is full says so, rather than leaving the player to wonder
  // why no card can be taken.
  const me = c.view.players[c.viewer] || {};
  const full = (me.hand || []).length >= rules.handLimit;
  const takes = d.kind === 'choose' && TAKES.includes(t.then);
  if (takes && full && d.moves.length && d.moves.every((m) => m.move === 'done')) return `${said} ${label('handFull', { limit: rules.handLimit })}`;
  return said;
}

// panel is the decision panel's content.
export function panel(c, d) {
  const task = d.kind === 'turn' ? null : c.view.task;
  const title = decisionTitle(d.kind);
  // The cards the step is about: the one being paid for, and those a
  // power drew or turned over, each readable on tap.
  const topic = [...(task && task.card ? [task.card] : []), ...((task && task.cards) || [])];
  const shown = topic.length
    ? h('div', { class: 'ed-cards ed-task-cards', 'data-testid': 'task-cards' }, topic.map((id) => card(c.rules, id)))
    : null;
  let body;
  if (d.kind === 'turn') {
    const by = new Map(GROUPS.map((g) => [g, []]));
    for (const m of d.moves) (by.get(group(m)) || by.get('season')).push(m);
    body = GROUPS.filter((g) => by.get(g).length).map((g) => h('div', { class: 'ed-group', 'data-group': g },
      h('h3', { class: 'small' }, UI.groups[g]),
      h('div', { class: 'actions' }, by.get(g).map((m) => moveButton(c, m, words(c, m, task), { primary: g === 'season' && m.move === 'prepare', title: about(c, m) })))));
  } else {
    body = h('div', { class: 'actions' }, d.moves.map((m) => moveButton(c, m, words(c, m, task), { primary: m.move === 'done' || m.move === 'pay', title: about(c, m) })));
  }
  return [
    h('h2', { class: 'decision-title', 'data-testid': 'decision-kind', 'data-kind': d.kind }, title),
    h('p', { class: 'prompt' }, prompt(c, d, task)),
    shown,
    body,
  ];
}
