// The Nobles part of the set-the-table form (/new and /solo): each
// seat's House and Virtue, with a preview of the House, and the choice of
// rule set (the Crown's Guidance, shared turn counting, or one saved in
// Rules Studio, /new?rules=CODE). The frame (web/static/new.js) draws the
// rest: the game, how many seats, who sits in each, who goes first.

import { api } from '/static/api.js';
import { h, textOn } from '/static/dom.js';
import { Rules } from './rules.js';
import { label } from './words.js';

// newTableForm builds the form part. ctx: {solo, params, changed(),
// error(message)}; see docs/ARCHITECTURE.md for the Form it returns.
export async function newTableForm(ctx) {
  const sets = { default: new Rules(await api('/api/content?translated')) };
  const studioCode = ctx.params.get('rules');
  if (studioCode) {
    try {
      sets.studio = new Rules(await api(`/api/rules/${encodeURIComponent(studioCode)}`));
    } catch {
      ctx.error(label('ui_setup_no_code', { code: studioCode }));
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
    this.seatWords = { one: label('ui_setup_house'), many: label('ui_setup_houses') };
    this.options = this.rulesFieldset();
  }

  get rulesNow() { return this.chosen === 'studio' ? this.sets.studio : this.sets.default; }

  rulesFieldset() {
    const studio = this.sets.studio && this.sets.studio.doc;
    const turns = this.sets.default.doc.turns_per_season;
    const fs = h('fieldset', { class: 'card' }, h('legend', null, label('ui_setup_rule_set')),
      studio ? radio('studio', 'rules-studio', true, h('span', { id: 'rules-studio-text' },
        h('strong', null, studio.name), label('ui_setup_from_studio', { code: this.studioCode }), studio.description || '', ' ',
        h('a', { href: `/studio/${encodeURIComponent(this.studioCode)}` }, label('ui_setup_read_it')))) : null,
      radio('default', 'rules-default', !studio, h('strong', null, label('ui_setup_guidance')),
        label('ui_setup_recommended', { turns, year: turns * 4 }), h('a', { href: '/guidance' }, label('ui_setup_why'))),
      radio('shared', 'rules-shared', false, h('strong', null, label('ui_setup_shared')),
        label('ui_setup_shared_about', { turns })));
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
    const houseOpts = [['', label('ui_setup_random_house')]].concat(rules.doc.houses.map((hs) =>
      [hs.id, `${hs.name}${usedHouses.has(hs.id) ? label('ui_setup_taken') : ''}`, usedHouses.has(hs.id)]));
    const virtueOpts = [['', label('ui_setup_own_virtue')]].concat(rules.doc.virtues.map((v) =>
      [v.id, `${v.name}${usedVirtues.has(v.id) ? label('ui_setup_taken') : ''}`, usedVirtues.has(v.id)]));
    const set = (field) => (v) => {
      if (v) x.setup[field] = v;
      else delete x.setup[field];
      this.ctx.changed();
    };
    return [
      select(`seat-${i}-house`, label('ui_setup_house'), houseOpts, x.setup.house || '', set('house')),
      select(`seat-${i}-virtue`, label('ui_setup_virtue'), virtueOpts, x.setup.virtue || '', set('virtue')),
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
        h('div', null, h('strong', null, label('ui_setup_lot')),
          h('p', { class: 'muted' }, label('ui_setup_lot_about')),
          v ? virtueBlock(v) : h('p', { class: 'muted' }, label('ui_setup_own_virtue_about'))));
    }
    const hs = rules.house(house);
    const v = virtue ? rules.virtue(virtue) : rules.virtue(hs.virtue);
    const clash = !virtue && this.taken('virtue', i).has(hs.virtue);
    return h('div', { class: 'house-preview', style: `--house:${hs.colour}` },
      h('div', { class: 'sigil', style: `background:${hs.colour};color:${textOn(hs.colour)}`, 'aria-hidden': 'true' },
        (hs.sigil || hs.name).slice(0, 1).toUpperCase()),
      h('div', null,
        h('strong', null, hs.name), ' ', h('span', { class: 'muted' }, label('ui_setup_noble_sigil', { noble: hs.noble, sigil: hs.sigil })),
        hs.motto ? h('p', { class: 'motto' }, `“${hs.motto}”`) : null,
        clash ? h('p', { class: 'muted' }, label('ui_setup_clash'))
          : v ? virtueBlock(v) : null));
  }

  placeholder(x) { return x.setup.house ? this.rulesNow.house(x.setup.house).noble : label('ui_setup_placeholder'); }

  label(x) { return x.setup.house ? this.rulesNow.house(x.setup.house).name : ''; }

  check(seats) {
    const houses = seats.map((x) => x.setup.house).filter(Boolean);
    if (new Set(houses).size !== houses.length) return label('ui_setup_same_house');
    const virtues = seats.map((x) => x.setup.virtue).filter(Boolean);
    if (new Set(virtues).size !== virtues.length) return label('ui_setup_same_virtue');
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
    return label('ui_setup_first');
  }
}

function virtueBlock(v) {
  return h('p', { class: 'virtue-text' }, h('strong', null, label('ui_setup_virtue_name', { name: v.name })), v.text);
}

