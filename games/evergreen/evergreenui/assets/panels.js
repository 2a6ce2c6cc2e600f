// The public panels beside the planets: the draft row with the leaf, the
// fertility area, a player's power tracks and cards, and the score
// preview of the season's sun and forest.

import { h } from '/static/dom.js';
import { WORDS, label } from './words.js';

// card draws one card: its biome's colour, its power, its symbol.
export function card(rules, id, extra = {}) {
  const c = rules.cards.get(id) || { biome: '', power: id, symbol: 'none' };
  const b = rules.biomes.get(c.biome);
  const sym = WORDS.symbols[c.symbol] || '';
  return h('div', {
    class: `card${b ? '' : ' wild'}${extra.class ? ` ${extra.class}` : ''}`, style: b ? `--biome:${b.colour}` : null,
    'data-card': id, title: rules.cardName(id),
  },
  h('span', { class: 'card-biome' }, b ? rules.biomeName(b.id) : rules.cardName(id).split(' · ')[0]),
  h('span', { class: 'card-power' }, rules.powerName(c.power)),
  sym ? h('span', { class: `card-symbol symbol-${c.symbol}` }, sym) : null,
  extra.children || null);
}

// row draws the draft row, nearest the draw pile first; picks are the
// viewer's listed pick moves by slot, which make the free cards buttons.
export function row(c, picks) {
  const { rules, view, names } = c;
  return h('section', { class: 'panel draft', 'aria-label': label('row'), 'data-testid': 'draft-row' },
    h('h2', null, label('row'), h('span', { class: 'muted small' }, ` · ${label('draw', { amount: view.draw })}`)),
    h('div', { class: 'cards' }, view.row.map((r, slot) => {
      const taken = r.taken_by >= 0 ? label('taken', { who: names[r.taken_by] }) : r.taken_by === -2 ? label('takenAutoma') : '';
      const pick = picks.get(slot);
      const children = [
        r.leaf ? leafIcon('leaf') : null,
        taken ? h('span', { class: 'taken small' }, taken) : null,
        pick ? h('button', {
          type: 'button', class: 'btn btn-small btn-primary', 'data-move': 'pick', 'data-option': slot,
          disabled: c.busy, onclick: () => c.send(pick),
        }, label('pick'), h('span', { class: 'visually-hidden' }, ` ${rules.cardName(r.card)}`)) : null,
      ];
      return card(rules, r.card, { class: taken ? 'is-taken' : '', children });
    })));
}

// leafIcon is the leaf token, drawn (no emoji font is needed).
export function leafIcon(testid) {
  return h('span', { class: 'leaf', 'data-testid': testid, title: label('leaf'), role: 'img', 'aria-label': label('leaf') });
}

// fertility draws the fertility area by biome with each biome's count.
export function fertility(c) {
  const { rules, view } = c;
  const byBiome = new Map();
  for (const f of view.fertility) {
    const id = (rules.cards.get(f.card) || {}).biome;
    if (!byBiome.has(id)) byBiome.set(id, []);
    byBiome.get(id).push(f);
  }
  return h('section', { class: 'panel fertility', 'aria-label': label('fertility'), 'data-testid': 'fertility' },
    h('h2', null, label('fertility')),
    h('ul', { class: 'fertile-list' }, rules.doc.biomes.map((b) => h('li', { style: `--biome:${b.colour}`, 'data-biome': b.id },
      h('span', { class: 'swatch', 'aria-hidden': 'true' }),
      h('span', { class: 'fertile-name' }, rules.biomeName(b.id)),
      h('strong', { class: 'fertile-count' }, view.fertile[b.id] || 0),
      h('span', { class: 'fertile-cards' }, (byBiome.get(b.id) || []).map((f) => h('span', {
        class: `chip ${f.face_up ? 'up' : 'down'}`, title: rules.cardName(f.card),
      }, f.face_up ? '✿' : '▫')))))));
}

// tracks draws one player's six power tracks, the marker on its space.
export function tracks(rules, player) {
  return h('div', { class: 'tracks', 'aria-label': label('tracks'), 'data-testid': `tracks-${player.seat}` },
    rules.doc.powers.map((p) => h('div', { class: 'track', 'data-power': p.id },
      h('span', { class: 'track-name' }, rules.powerName(p.id)),
      h('span', { class: 'track-spaces' }, p.track.map((v, k) => h('span', {
        class: `track-space${k === (player.tracks[p.id] || 0) ? ' marker' : ''}`,
      }, v))))));
}

// preview is the season's points if it ended now, and after the move
// the pointer rests on (hover: {sun, forest} or null).
export function preview(player, hover) {
  const pv = player.preview;
  if (!pv) return null;
  return h('div', { class: 'preview', 'data-testid': `preview-${player.seat}` },
    h('span', { class: 'preview-title' }, label('preview')),
    h('strong', { 'data-testid': 'preview-line' }, label('previewLine', { sun: pv.sun, forest: pv.forest, sum: pv.sun + pv.forest })),
    hover ? h('span', { class: 'preview-after', 'data-testid': 'preview-after' }, label('hoverLine', hover)) : null);
}

// hand lists the cards a player took this season.
export function hand(rules, player) {
  if (!player.hand.length) return null;
  return h('div', { class: 'hand' }, h('span', { class: 'muted small' }, `${label('hand')}: `),
    player.hand.map((id) => h('span', { class: 'chip', title: rules.cardName(id) }, rules.cardName(id))));
}
