// Rules reads the table's rule-set document: the biomes, the planet's
// layout, the power tracks and the cards. Every size and name the
// renderer draws comes from here, never from a number in the code.

import { WORDS, localName } from './words.js';

export class Rules {
  constructor(doc) {
    this.doc = doc;
    this.biomes = new Map(doc.biomes.map((b) => [b.id, b]));
    this.byLetter = new Map(doc.biomes.map((b) => [b.letter, b]));
    this.rows = doc.planet.rows.map((r) => [...r]);
    this.height = this.rows.length;
    this.width = this.rows[0].length;
    this.powers = new Map(doc.powers.map((p) => [p.id, p]));
    this.cards = new Map(doc.cards.map((c) => [c.id, c]));
    this.seasons = doc.seasons;
  }

  // biomeAt is the biome of space c, or null off the planet.
  biomeAt(c) {
    return this.byLetter.get(this.rows[Math.floor(c / this.width)][c % this.width]) || null;
  }

  powerName(id) {
    const p = this.powers.get(id);
    return p ? localName('powers', id, p.name) : id || '';
  }

  // cardName is "Grassland · Sprout", or "Wild · Bud".
  cardName(id) {
    const c = this.cards.get(id);
    if (!c) return '';
    const b = this.biomes.get(c.biome);
    return `${b ? this.biomeName(c.biome) : WORDS.labels.wild} · ${this.powerName(c.power)}`;
  }

  biomeName(id) {
    const b = this.biomes.get(id);
    return b ? localName('biomes', id, b.name) : id || '';
  }
}
