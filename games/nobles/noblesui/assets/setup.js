// The Nobles part of the set-the-table form (/new and /solo): each
// seat's House and Virtue, with a preview of the House, and the choice of
// rule set (the Crown's Guidance, shared turn counting, or one saved in
// Rules Studio, /new?rules=CODE). The frame (web/static/new.js) draws the
// rest: the game, how many seats, who sits in each, who goes first.

import { api } from '/static/api.js';
import { h, textOn } from '/static/dom.js';
import { Rules } from './rules.js';

// newTableForm builds the form part. ctx: {solo, params, changed(),
// error(message)}; see docs/ARCHITECTURE.md for the Form it returns.
export async function newTableForm(ctx) {
  const sets = { default: new Rules(await api('/api/content')) };
  const studioCode = ctx.params.get('rules');
  if (studioCode) {
    try {
      sets.studio = new Rules(await api(`/api/rules/${encodeURIComponent(studioCode)}`));
    } catch {
      ctx.error(`No saved rule set has the code ${studioCode}: the table will use one of the rule sets below.`);
    }
  }
  return new NoblesForm(ctx, sets, studioCode);
}

function select(id, label, options, value, onchange) {
  return h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, label),
    h('select', { id, 'data-testid': id, onchange: (e) => onchange(e.target.value) },
      options.map(([v, text, disabled]) => {
        const o = h('option', { value: v, disabled: disabled || null }, text);
        o.selected = v === value;
        return o;
      })));
}

function radio(value, testid, checked, ...text) {
  return h('label', { class: 'radio' },
    h('input', { type: 'radio', name: 'rules', value, checked, 'data-testid': testid }), h('span', null, text));
}

class NoblesForm {
  constructor(ctx, sets, studioCode) {
    this.ctx = ctx;
    this.sets = sets;
    this.studioCode = studioCode;
    this.chosen = sets.studio ? 'studio' : 'default';
    this.seatWords = { one: 'House', many: 'Houses' };
    this.options = this.rulesFieldset();
  }

  get rulesNow() { return this.chosen === 'studio' ? this.sets.studio : this.sets.default; }

  rulesFieldset() {
    const studio = this.sets.studio && this.sets.studio.doc;
    const turns = this.sets.default.doc.turns_per_season;
    const fs = h('fieldset', { class: 'card' }, h('legend', null, 'Rule set'),
      studio ? radio('studio', 'rules-studio', true, h('span', { id: 'rules-studio-text' },
        h('strong', null, studio.name), ` (from Rules Studio, code ${this.studioCode}). `, studio.description || '', ' ',
        h('a', { href: `/studio/${encodeURIComponent(this.studioCode)}` }, 'Read it'))) : null,
      radio('default', 'rules-default', !studio, h('strong', null, "The Crown's Guidance"),
        ` (recommended). Every noble takes ${turns} turns each season, ${turns * 4} across the year. `, h('a', { href: '/guidance' }, 'Why?')),
      radio('shared', 'rules-shared', false, h('strong', null, 'Shared turn counting'),
        `: a season ends after ${turns} turns taken in total around the table. A shorter year; at most table sizes the nobles do not take equal turns.`));
    fs.addEventListener('change', (e) => {
      if (e.target.name !== 'rules') return;
      this.chosen = e.target.value;
      this.forget();
      this.ctx.changed();
    });
    return fs;
  }

  // forget drops choices the chosen rule set does not have.
  forget() {
    const r = this.rulesNow;
    for (const x of this.ctx.seats()) {
      const su = x.setup;
      if (su.house && !r.houses.has(su.house)) delete su.house;
      if (su.virtue && !r.virtues.has(su.virtue)) delete su.virtue;
    }
  }

  // taken lists what the other seats hold, so no House or Virtue repeats.
  taken(field, except) {
    return new Set(this.ctx.seats().filter((x, i) => i !== except && x.setup[field]).map((x) => x.setup[field]));
  }

  fields(i, x) {
    const rules = this.rulesNow;
    const usedHouses = this.taken('house', i);
    const usedVirtues = this.taken('virtue', i);
    const houseOpts = [['', 'Random House']].concat(rules.doc.houses.map((hs) =>
      [hs.id, `${hs.name}${usedHouses.has(hs.id) ? ' (taken)' : ''}`, usedHouses.has(hs.id)]));
    const virtueOpts = [['', "The House's own Virtue"]].concat(rules.doc.virtues.map((v) =>
      [v.id, `${v.name}${usedVirtues.has(v.id) ? ' (taken)' : ''}`, usedVirtues.has(v.id)]));
    const set = (field) => (v) => {
      if (v) x.setup[field] = v;
      else delete x.setup[field];
      this.ctx.changed();
    };
    return [
      select(`seat-${i}-house`, 'House', houseOpts, x.setup.house || '', set('house')),
      select(`seat-${i}-virtue`, 'Virtue', virtueOpts, x.setup.virtue || '', set('virtue')),
    ];
  }

  // preview shows the chosen House: colour, sigil, motto, and the Virtue
  // with its full text.
  preview(i, x) {
    const rules = this.rulesNow;
    const { house, virtue } = x.setup;
    if (!house) {
      const v = virtue && rules.virtue(virtue);
      return h('div', { class: 'house-preview random' },
        h('div', { class: 'sigil sigil-random', 'aria-hidden': 'true' }, '?'),
        h('div', null, h('strong', null, 'A House drawn by lot'),
          h('p', { class: 'muted' }, 'Its colour and sigil are revealed at the table.'),
          v ? virtueBlock(v) : h('p', { class: 'muted' }, 'It brings its own Virtue, unless another seat holds it.')));
    }
    const hs = rules.house(house);
    const v = virtue ? rules.virtue(virtue) : rules.virtue(hs.virtue);
    const clash = !virtue && this.taken('virtue', i).has(hs.virtue);
    return h('div', { class: 'house-preview', style: `--house:${hs.colour}` },
      h('div', { class: 'sigil', style: `background:${hs.colour};color:${textOn(hs.colour)}`, 'aria-hidden': 'true' },
        (hs.sigil || hs.name).slice(0, 1).toUpperCase()),
      h('div', null,
        h('strong', null, hs.name), ' ', h('span', { class: 'muted' }, `· ${hs.noble} · sigil: ${hs.sigil}`),
        hs.motto ? h('p', { class: 'motto' }, `“${hs.motto}”`) : null,
        clash ? h('p', { class: 'muted' }, 'Its own Virtue is held by another seat: it draws a free Virtue by lot.')
          : v ? virtueBlock(v) : null));
  }

  placeholder(x) { return x.setup.house ? this.rulesNow.house(x.setup.house).noble : "the House's noble"; }

  label(x) { return x.setup.house ? this.rulesNow.house(x.setup.house).name : ''; }

  check(seats) {
    const houses = seats.map((x) => x.setup.house).filter(Boolean);
    if (new Set(houses).size !== houses.length) return 'Two seats hold the same House: choose another for one of them.';
    const virtues = seats.map((x) => x.setup.virtue).filter(Boolean);
    if (new Set(virtues).size !== virtues.length) return 'Two seats hold the same Virtue: choose another for one of them.';
    return '';
  }

  // rules is the rule set's part of the POST /api/tables body.
  rules() {
    if (this.chosen === 'studio') return { rules_code: this.studioCode };
    if (this.chosen === 'shared') return { rules: { turn_counting: 'shared' } };
    return {};
  }

  // firstHint explains the "youngest" choice of who goes first.
  get firstHint() {
    return 'By custom the youngest noble chooses who begins. Seat the youngest player in seat 1: seat 1 takes the first turn, and play runs clockwise down the list.';
  }
}

function virtueBlock(v) {
  return h('p', { class: 'virtue-text' }, h('strong', null, `Virtue: ${v.name}. `), v.text);
}

