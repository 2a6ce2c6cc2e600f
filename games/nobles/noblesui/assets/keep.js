// The Castle Keep (every House's public holdings) and the private ledger
// of the seat whose view is shown. Another House's Gems are never drawn
// here: the Gala reveals them.

import { h } from '/static/dom.js';
import { sigil, whoLabel } from '/static/seats.js';
import { crowns, effectText, lasts, plural, thousands, title } from './words.js';

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
      ? `Space ${hv.position} · ${title(rules.spaceKind(hv.position))} · ${title(rules.stretchOf(hv.position))}`
      : 'At the gate';
    const isActive = !view.ended && view.active === hv.seat;
    return h('article', {
      class: `house-card${isActive ? ' is-active' : ''}${hv.seat === viewer ? ' is-you' : ''}`,
      style: `--house:${seat.colour || hs.colour}`, 'data-testid': `keep-${hv.seat}`, 'aria-label': hs.name,
    },
    h('header', null, sigil(seat),
      h('div', { class: 'house-names' },
        h('span', null, h('strong', null, hv.name), hv.seat === viewer ? h('span', { class: 'tag tag-you' }, 'you') : null),
        h('span', { class: 'muted small' }, `${hs.name} · ${whoLabel(seat, info)}`)),
      isActive ? h('span', { class: 'tag tag-turn' }, 'turn') : null),
    h('dl', { class: 'stats' },
      h('div', null, h('dt', null, 'Crowns'), h('dd', { 'data-testid': `crowns-${hv.seat}` }, thousands(hv.crowns))),
      h('div', null, h('dt', null, 'Vault Tokens'), h('dd', { 'data-testid': `tokens-${hv.seat}` }, hv.vault_tokens)),
      revealed && revealed[hv.seat] ? h('div', null, h('dt', null, 'Gems given'), h('dd', null, revealed[hv.seat].gems_given)) : null),
    h('p', { class: 'where small' }, h('span', { class: 'muted' }, 'Where: '), place),
    h('p', { class: 'items small' }, h('span', { class: 'muted' }, 'Market: '),
      hv.market_items.length ? hv.market_items.map((id) => rules.item(id).name).join(', ') : 'none'),
    v ? h('details', { class: 'virtue small' }, h('summary', null, `Virtue: ${v.name}`), h('p', null, v.text)) : null,
    effects.length ? h('ul', { class: 'badges', 'aria-label': 'Card effects in force' }, effects.map((e) => {
      const d = lasts(e);
      return h('li', { class: 'badge', title: rules.cardTitle('', e.card) },
        effectText(e.kind, e.amount), d ? h('span', { class: 'badge-time' }, d) : null);
    })) : null,
    hv.surrender_pending ? h('p', { class: 'surrender small', role: 'note' }, '⚑ Surrenders their next turn (a failed Ordeal)') : null);
  });
  return [h('h2', null, 'The Castle Keep'), h('div', { class: 'keep-grid' }, cards)];
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
    h('h2', null, 'Your private ledger'),
    h('p', { class: 'gems', 'data-testid': 'my-gems' },
      h('span', { class: 'gem-icon', 'aria-hidden': 'true' }, '◆'),
      ` Gems given by ${hs.name}: `, h('strong', null, gems)),
    h('p', { class: 'small muted' }, 'Hidden from every other House until the Gala.'),
    h('p', { class: 'small' },
      `Score so far: ${plural(gems, 'Gem', 'Gems')} + ${plural(hv.vault_tokens, 'Vault Token', 'Vault Tokens')} = ${gems + hv.vault_tokens}. `,
      `Save costs you ${crowns(hv.save_cost)}; Give costs ${crowns(hv.give_cost)}.`),
  ];
}
