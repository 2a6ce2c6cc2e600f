// The Castle Keep (every House's public holdings) and the private ledger
// of the seat whose view is shown. Another House's Gems are never drawn
// here: the Gala reveals them.

import { h } from '/static/dom.js';
import { sigil, whoLabel } from '/static/seats.js';
import { deckName, effectText, label as L, lasts, seasonName, thousands } from './words.js';

// keep renders the Castle Keep: one card per House, in seat order. Only
// a replay passes revealed (every House's Gems, once the Gala is held).
export function keep(ctx) {
  const { rules, view, info, viewer, revealed } = ctx;
  const cards = view.houses.map((hv) => {
    const seat = info.seats[hv.seat] || {};
    const hs = rules.house(hv.house);
    const v = hv.virtue && rules.virtue(hv.virtue);
    const effects = (view.effects || []).filter((e) => e.seat === hv.seat);
    const place = hv.position
      ? L('ui_keep_where', { n: hv.position, kind: deckName(rules.spaceKind(hv.position)), stretch: seasonName(rules.stretchOf(hv.position)) })
      : L('ui_keep_gate');
    const isActive = !view.ended && view.active === hv.seat;
    return h('article', {
      class: `house-card${isActive ? ' is-active' : ''}${hv.seat === viewer ? ' is-you' : ''}`,
      style: `--house:${seat.colour || hs.colour}`, 'data-testid': `keep-${hv.seat}`, 'aria-label': hs.name,
    },
    h('header', null, sigil(seat),
      h('div', { class: 'house-names' },
        h('span', null, h('strong', null, hv.name), hv.seat === viewer ? h('span', { class: 'tag tag-you' }, L('ui_keep_you')) : null),
        h('span', { class: 'muted small' }, `${hs.name} · ${whoLabel(seat, info)}`)),
      isActive ? h('span', { class: 'tag tag-turn' }, L('ui_keep_turn')) : null),
    h('dl', { class: 'stats' },
      h('div', null, h('dt', null, L('ui_keep_crowns')), h('dd', { 'data-testid': `crowns-${hv.seat}` }, thousands(hv.crowns))),
      h('div', null, h('dt', null, L('ui_keep_tokens')), h('dd', { 'data-testid': `tokens-${hv.seat}` }, hv.vault_tokens)),
      revealed && revealed[hv.seat] ? h('div', null, h('dt', null, L('ui_keep_gems')), h('dd', null, revealed[hv.seat].gems_given)) : null),
    h('p', { class: 'where small' }, h('span', { class: 'muted' }, L('ui_keep_where_label')), place),
    h('p', { class: 'items small' }, h('span', { class: 'muted' }, L('ui_keep_market_label')),
      hv.market_items.length ? hv.market_items.map((id) => rules.item(id).name).join(', ') : L('ui_keep_none')),
    v ? h('details', { class: 'virtue small' }, h('summary', null, L('ui_keep_virtue', { name: v.name })), h('p', null, v.text)) : null,
    effects.length ? h('ul', { class: 'badges', 'aria-label': L('ui_keep_effects') }, effects.map((e) => {
      const d = lasts(e);
      return h('li', { class: 'badge', title: rules.cardTitle('', e.card) },
        effectText(e.kind, e.amount), d ? h('span', { class: 'badge-time' }, d) : null);
    })) : null,
    hv.surrender_pending ? h('p', { class: 'surrender small', role: 'note' }, L('ui_keep_surrenders')) : null);
  });
  return [h('h2', null, L('ui_keep_title')), h('div', { class: 'keep-grid' }, cards)];
}

// ledger is the private panel of the seat being shown: its Gems given,
// known to it alone until the Gala.
export function ledger(ctx) {
  const { rules, view, viewer } = ctx;
  const hv = view.houses[viewer];
  if (!hv || hv.gems_given === undefined) return null;
  const hs = rules.house(hv.house);
  const gems = hv.gems_given;
  return [
    h('h2', null, L('ui_ledger')),
    h('p', { class: 'gems', 'data-testid': 'my-gems' },
      h('span', { class: 'gem-icon', 'aria-hidden': 'true' }, '◆'),
      L('ui_ledger_gems', { house: hs.name }), h('strong', null, gems)),
    h('p', { class: 'small muted' }, L('ui_ledger_hidden')),
    h('p', { class: 'small' },
      L('ui_ledger_score', { gems, tokens: hv.vault_tokens, score: gems + hv.vault_tokens }),
      L('ui_ledger_costs', { save: hv.save_cost, give: hv.give_cost })),
  ];
}
