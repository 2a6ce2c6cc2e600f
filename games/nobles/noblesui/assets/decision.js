// The decision panel: what the shown seat must decide now (Journey,
// reroll, Proving, payment, Duty) with one button per legal move, or,
// when someone else decides, what is happening this turn.
//
// Every move sent is an object from the update's "moves" list, sent as
// the server wrote it: a button names the move it wants by a pattern
// (listed finds it), and is disabled when no listed move matches. This
// code never builds a move of its own.

import { h } from '/static/dom.js';
import { kindIcon } from './board.js';
import { crowns, deckName, label as L, seasonName, spaceWords, decisionTitle } from './words.js';
import { recap, sinceLastTurn } from './recap.js';

// turnCard finds the card of the turn in progress: the one being
// resolved, or the last drawn since the active noble's turn began.
function turnCard(view, log) {
  if (view.card) return { ...view.card, chosen: null };
  let chosen = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.type === 'turn_begins') break;
    if (e.type === 'choose') chosen = Number(e.detail);
    if (e.type === 'draw') return { deck: e.detail, id: e.ref, chosen };
  }
  return null;
}

// listed finds the legal move that matches pattern m (its name, option
// and item), or returns undefined.
const listed = (moves, m) => moves.find((x) => x.move === m.move && (x.option ?? null) === (m.option ?? null) && (x.item || '') === (m.item || ''));
const has = (moves, m) => listed(moves, m) !== undefined;

// card draws a card in full. For a Proving card, options is a function
// (o, option) → node drawing each option; by default they are read-only.
export function card(rules, ref, { options = null, chosen = null } = {}) {
  const c = rules.card(ref.deck, ref.id);
  if (!c) return null;
  const opts = c.options
    ? h('div', { class: 'options' }, c.options.map((o, i) => (options ? options(i, o)
      : h('div', { class: `option option-static${chosen === i ? ' chosen' : ''}` },
        h('span', { class: 'option-label' }, o.label, chosen === i ? h('span', { class: 'tag' }, L('ui_chosen')) : null),
        h('span', { class: 'option-cost' }, o.cost ? crowns(o.cost) : L('ui_free')),
        h('span', { class: 'option-text' }, o.text)))))
    : null;
  return h('article', { class: `game-card card-${c.deck}`, 'data-testid': `card-${c.deck}`, 'aria-label': L('ui_card_aria', { kind: deckName(c.deck), title: c.title }) },
    h('header', null, kindIcon(c.deck, 32), h('div', null, h('span', { class: 'deck' }, deckName(c.deck)), h('h3', null, c.title))),
    h('p', { class: 'card-text' }, c.text),
    opts);
}

// moveButton is a button for the listed move matching pattern m.
function moveButton(ctx, m, label, { cls = '', detail = null, confirm = false } = {}) {
  const move = listed(ctx.moves, m);
  return h('button', {
    type: 'button', class: `btn move ${cls}`, 'data-move': m.move, 'data-option': m.option ?? null,
    'data-item': m.item || null, disabled: !move || ctx.busy,
    onclick: async () => {
      if (confirm && !(await ctx.confirmWait())) return;
      ctx.send(move);
    },
  }, label, detail);
}

// panel renders the decision panel's children for the viewer's own open
// decision d ({seat, kind, moves}).
export function panel(ctx, d) {
  const { names } = ctx;
  ctx.moves = d.moves || [];
  switch (d.kind) {
    case 'journey': return journey(ctx);
    case 'reroll': return reroll(ctx);
    case 'proving': return proving(ctx);
    case 'payment': return payment(ctx);
    case 'duty': return duty(ctx);
    default:
      return [h('h2', null, `${names[d.seat]}: ${d.kind}`), ctx.moves.map((m) => moveButton(ctx, m, m.move))];
  }
}

function header(text, sub) {
  return [h('h2', { class: 'decision-title' }, text), sub ? h('p', { class: 'decision-sub' }, sub) : null];
}

function cardSoFar(ctx) {
  const ref = turnCard(ctx.view, ctx.log);
  return ref ? card(ctx.rules, ref, { chosen: ref.chosen }) : null;
}

// waiting adds, under the frame's "waiting for" line, what the others
// are deciding and this turn's card.
export function waiting(ctx, list) {
  const { names, view } = ctx;
  return [
    list.map((d) => h('p', { class: 'decision-sub' }, L('ui_decision_of', { name: names[d.seat], what: decisionTitle(d.kind) }))),
    list.some((d) => d.kind === 'payment') && view.payment
      ? h('p', null, L('ui_must_find', { name: names[view.payment.seat], amount: view.payment.amount })) : null,
    recap(ctx, card) || cardSoFar(ctx),
  ];
}

function journey(ctx) {
  const reroll = !!ctx.view.houses[ctx.viewer].can_reroll;
  return [
    ...header(L('ui_journey'), L('ui_journey_sub')),
    sinceLastTurn(ctx),
    reroll ? h('p', { class: 'note' }, L('ui_reroll_note')) : null,
    h('div', { class: 'actions' }, moveButton(ctx, { move: 'roll' }, L('ui_roll'), { cls: 'btn-primary btn-big' })),
  ];
}

function reroll(ctx) {
  const { view, viewer, rules } = ctx;
  const me = view.houses[viewer];
  const dest = rules.advance(me.position, view.die);
  const kind = rules.spaceKind(dest);
  return [
    ...header(L('ui_journey'), L('ui_rolled', { die: view.die, dest, space: spaceWords(kind), stretch: seasonName(rules.stretchOf(dest)) })),
    h('div', { class: 'actions' },
      moveButton(ctx, { move: 'keep' }, L('ui_keep', { die: view.die }), { cls: 'btn-primary' }),
      moveButton(ctx, { move: 'reroll' }, L('ui_reroll'), { detail: h('span', { class: 'btn-detail' }, L('ui_reroll_detail')) })),
  ];
}

function proving(ctx) {
  const { view, viewer, rules } = ctx;
  if (!view.card) return null;
  const c = rules.card('proving', view.card.id);
  const held = view.houses[viewer].crowns;
  const options = (i, o) => {
    const cost = rules.optionCost(view, viewer, c, i);
    const m = { move: 'choose', option: i };
    const ok = has(ctx.moves, m);
    let price = cost ? crowns(cost) : L('ui_free');
    if (cost !== o.cost) price += L('ui_card_says', { price: o.cost ? crowns(o.cost) : L('ui_free_lower') });
    return moveButton(ctx, m, [
      h('span', { class: 'option-label' }, o.label),
      h('span', { class: 'option-cost' }, price),
      h('span', { class: 'option-text' }, o.text),
      ok ? null : h('span', { class: 'option-why' }, L('ui_cannot_choose', { cost, held })),
    ], { cls: 'option' });
  };
  return [
    ...header(L('ui_proving'), L('ui_proving_sub')),
    card(rules, view.card, { options }),
  ];
}

function payment(ctx) {
  const { view, viewer, rules, names } = ctx;
  const me = view.houses[viewer];
  const amount = view.payment ? view.payment.amount : 0;
  const ref = view.card;
  const cardTitle = ref ? rules.cardTitle(ref.deck, ref.id) : L('ui_the_ordeal');
  const during = view.active !== viewer ? L('ui_during', { name: names[view.active] }) : '';
  const tv = rules.tokenValue;
  const decline = L('ui_decline_text') + (me.surrender_pending && !rules.surrenderStacks ? L('ui_decline_again') : '');
  return [
    ...header(L('ui_payment', { card: cardTitle, amount, during }),
      L('ui_payment_sub', { held: me.crowns, tokens: me.vault_tokens })),
    h('div', { class: 'actions actions-stack' },
      moveButton(ctx, { move: 'convert' }, L('ui_convert'), {
        cls: 'btn-primary',
        detail: h('span', { class: 'btn-detail' },
          L('ui_convert_detail', { value: tv, left: me.crowns + tv - amount, tokens: me.vault_tokens - 1 })),
      }),
      moveButton(ctx, { move: 'decline' }, L('ui_decline'), { detail: h('span', { class: 'btn-detail' }, decline) })),
    // The card comes after the choice, which the heading already names,
    // so that on a phone the choice is on the first screen.
    ref ? card(rules, ref) : null,
  ];
}

function duty(ctx) {
  const { view, viewer, rules } = ctx;
  const me = view.houses[viewer];
  const held = me.crowns;
  const why = (cost) => h('span', { class: 'option-why' }, L('ui_costs_hold', { cost, held }));
  const save = { move: 'save' };
  const give = { move: 'give' };
  const market = rules.market.filter((it) => !it.withheld);
  const withheld = rules.market.filter((it) => it.withheld);
  const items = market.map((it) => {
    const m = { move: 'invest', item: it.id };
    const price = rules.itemPrice(view, viewer, it.id);
    let reason = null;
    if (!has(ctx.moves, m)) {
      if (!me.market_open) reason = ''; // said once above the list
      else if (rules.itemOnce && me.market_items.includes(it.id)) reason = L('ui_own_it');
      else reason = L('ui_costs_hold', { cost: price, held });
    }
    return h('li', { class: 'market-item' },
      h('div', { class: 'market-head' }, h('strong', null, it.name),
        h('span', { class: 'price' }, crowns(price), price !== it.price ? h('span', { class: 'muted small' }, L('ui_listed', { price: it.price })) : null)),
      h('p', { class: 'small' }, it.text),
      reason !== null ? (reason && h('p', { class: 'option-why' }, reason))
        : moveButton(ctx, m, L('ui_invest_in', { item: it.name }), { cls: 'btn-small' }));
  });
  // An Ordeal or a Decree did its work without a decision of the
  // player's: what it did is shown open. A Proving was the player's own
  // choice, so it is only a click away.
  const done = recap(ctx, card);
  const drawn = done ? null : cardSoFar(ctx);
  // Wait is confirmed only when another Duty could have been chosen.
  const choice = ctx.moves.some((m) => m.move !== 'wait');
  return [
    ...header(L('ui_duty'), L('ui_duty_sub')),
    h('div', { class: 'duty-grid' },
      moveButton(ctx, save, [h('span', { class: 'option-label' }, L('ui_save')), h('span', { class: 'option-cost' }, crowns(me.save_cost)),
        h('span', { class: 'option-text' }, L('ui_save_text')), has(ctx.moves, save) ? null : why(me.save_cost)], { cls: 'option' }),
      moveButton(ctx, give, [h('span', { class: 'option-label' }, L('ui_give')), h('span', { class: 'option-cost' }, crowns(me.give_cost)),
        h('span', { class: 'option-text' }, L('ui_give_text')), has(ctx.moves, give) ? null : why(me.give_cost)], { cls: 'option' })),
    // What the turn's card did comes after Save and Give, so that on a
    // phone the choice is on the first screen.
    done,
    drawn ? h('details', { class: 'drawn' }, h('summary', null, L('ui_drawn')), drawn) : null,
    h('section', { class: 'market', 'aria-label': L('ui_market_aria') },
      h('h3', null, L('ui_market_title')),
      me.market_open ? null : h('p', { class: 'note' }, L('ui_market_closed')),
      h('ul', { class: 'market-list' }, items),
      withheld.length ? h('details', { class: 'withheld small' },
        h('summary', null, L('ui_withheld', { n: withheld.length })),
        h('ul', null, withheld.map((it) => h('li', null, h('strong', null, L('ui_withheld_item', { item: it.name, price: it.price })), it.text)))) : null),
    h('div', { class: 'actions' },
      moveButton(ctx, { move: 'wait' }, L('ui_wait'), {
        cls: choice ? '' : 'btn-primary', confirm: choice, detail: h('span', { class: 'btn-detail' }, choice ? L('ui_wait_detail') : L('ui_wait_only')),
      })),
  ];
}
