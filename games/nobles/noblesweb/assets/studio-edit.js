// The Rules Studio's editor (/studio/new, /studio/{code}/edit).
//
// The draft is one plain object, `doc`: the whole rule-set document. The
// form and the raw JSON view are two views of it, so switching between
// them loses nothing. Every input carries the path of the field it edits
// (data-path, the same path the server's problems use), so each problem
// is shown next to its field. Edits are checked by the server
// (POST /api/rulesets/validate) a moment after typing stops; Save is
// enabled only while the latest check found no problem, and the server
// checks again when saving.

import { api, ApiError } from '/static/api.js';
import { $, h, s as svgEl, fill } from '/static/dom.js';
import { drawLoop, changeItem, problemText } from './studio-common.js';
import { fillText } from '/games/nobles/assets/cardtext.js';
import WORDS from '/games/nobles/assets/words.json' with { type: 'json' };

const root = $('#studio-edit');
const base = root.dataset.base || ''; // the game's base path: "" or /games/{name}
const baseCode = root.dataset.code;
const isNew = root.dataset.new === '1';
const formPane = $('#edit-form');
const jsonPane = $('#edit-json');
const jsonText = $('#json-text');
const jsonError = $('#json-error');
const checkState = $('#check-state');
const problemList = $('#problems');
const changeList = $('#live-changes');
const saveBtn = $('#save');
const saveError = $('#save-error');
const nameInput = $('#save-name');

const SEASONS = ['spring', 'summer', 'autumn', 'winter'];
const KINDS = [['proving', 'Proving'], ['ordeal', 'Ordeal'], ['decree', 'Decree']];
// The provenance badges are the platform's (package provenance), embedded
// in the page as JSON: the editor keeps no list of its own.
const BADGES = JSON.parse($('#badges').textContent).map((b) => [b.value, b.label]);
// The effect vocabulary is the game's (nobles.Vocabulary), embedded in
// the page as JSON: every effect kind with where it may be written and
// whether it takes an amount or lasts, the "who" values by place, the
// condition keys and the duration units, with their labels. The editor
// keeps no list of its own.
const VOCAB = JSON.parse($('#vocabulary').textContent);
const KIND_INFO = new Map(VOCAB.kinds.map((k) => [k.kind, k]));
// kindLabel is an effect kind in words; its id stays in the tooltip.
const kindLabel = (kind) => (KIND_INFO.get(kind) || {}).label || kind;
const isModifier = (kind) => !!(KIND_INFO.get(kind) || {}).modifier;
// takesAmount is true for a kind the vocabulary does not know, so that
// its amount stays editable while the server names the problem.
const takesAmount = (kind) => (KIND_INFO.get(kind) || { amount: true }).amount;
const terms = (list) => list.map((x) => [x.value, x.label]);

let doc = null; // the draft
let state = { pending: true, ok: false, code: '' };
let seq = 0; // checks sent; a late answer to an older one is dropped
let timer = null;
let selected = -1; // the board space (0–31) chosen for a swap, or -1
let view = 'form';
let uid = 0;

// ---- paths --------------------------------------------------------------

// parsePath turns "decks.ordeal[3].effects[0].amount" into
// ["decks", "ordeal", 3, "effects", 0, "amount"].
function parsePath(p) {
  const out = [];
  for (const m of p.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

function get(path) {
  let v = doc;
  for (const k of parsePath(path)) {
    if (v === null || v === undefined) return undefined;
    v = v[k];
  }
  return v;
}

// set writes value at path; undefined deletes the key, so that a field
// left at its default is not written into the document (which would
// change its code).
function set(path, value) {
  const keys = parsePath(path);
  let v = doc;
  for (const k of keys.slice(0, -1)) {
    if (v[k] === null || v[k] === undefined || typeof v[k] !== 'object') v[k] = typeof k === 'number' ? [] : {};
    v = v[k];
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete v[last];
  else v[last] = value;
}

// ---- inputs -------------------------------------------------------------

const nextId = () => `f${++uid}`;

// numberValue reads a number input: a number, or the text as typed when it
// is not one, so that the server names the problem ("must be an integer").
function numberValue(input) {
  return input.value.trim() === '' || Number.isNaN(input.valueAsNumber) ? input.value : input.valueAsNumber;
}

function changed() {
  updatePreviews();
  scheduleCheck();
}

// ---- texts --------------------------------------------------------------

// textField is a text input whose placeholders ({crowns:effects[0].amount},
// …) are shown filled beneath it as the numbers change: what players will
// read. entryPath is the card, option, Virtue or item the text belongs to.
function textField(label, path, entryPath, rows) {
  return h('div', { class: 'sd-text' },
    field(label, path, { rows }),
    h('p', { class: 'sd-preview small', 'data-preview': path, 'data-entry': entryPath, 'data-testid': 'text-preview', 'aria-live': 'polite' }));
}

function updatePreviews() {
  for (const p of formPane.querySelectorAll('[data-preview]')) {
    try {
      p.textContent = `Reads: ${fillText(get(p.dataset.preview) ?? '', get(p.dataset.entry) ?? {}, doc, WORDS.units)}`;
      p.classList.remove('error');
    } catch (e) {
      p.textContent = `This text does not fill: ${e.message}`;
      p.classList.add('error');
    }
  }
}

// field is a labelled input bound to path.
function field(label, path, { type = 'text', rows = 0, optional = false, cls = '' } = {}) {
  const id = nextId();
  const v = get(path);
  let input;
  if (rows) {
    input = h('textarea', { id, rows, 'data-path': path });
    input.value = v ?? '';
  } else {
    input = h('input', { id, type, 'data-path': path, inputmode: type === 'number' ? 'numeric' : null, step: type === 'number' ? 1 : null });
    input.value = v ?? '';
  }
  input.addEventListener('input', () => {
    let value = type === 'number' ? numberValue(input) : input.value;
    if (optional && value === '') value = undefined;
    set(path, value);
    changed();
  });
  return h('label', { class: `field ${cls}`, for: id }, h('span', { class: 'field-label' }, label), input);
}

// choice is a labelled select bound to path; options are [value, text];
// the value "" deletes the key when optional.
function choice(label, path, options, { optional = false, onchange = null, cls = '' } = {}) {
  const id = nextId();
  const v = get(path) ?? '';
  const sel = h('select', { id, 'data-path': path }, options.map(([val, text]) => {
    const o = h('option', { value: val, title: val }, text);
    o.selected = val === v;
    return o;
  }));
  if (!options.some(([val]) => val === v)) {
    // A value the form does not offer (typed in the raw JSON): keep it visible.
    const o = h('option', { value: v }, `${v} (not valid)`);
    o.selected = true;
    sel.prepend(o);
  }
  sel.addEventListener('change', () => {
    set(path, optional && sel.value === '' ? undefined : sel.value);
    if (onchange) onchange(sel.value);
    changed();
  });
  return h('label', { class: `field ${cls}`, for: id }, h('span', { class: 'field-label' }, label), sel);
}

// checkbox is a labelled box bound to path; with optional, unticking
// removes the key (the default leaves it out) rather than writing false.
function checkbox(label, path, { optional = false } = {}) {
  const id = nextId();
  const box = h('input', { id, type: 'checkbox', 'data-path': path });
  box.checked = !!get(path);
  box.addEventListener('change', () => { set(path, box.checked || (optional ? undefined : false)); changed(); });
  return h('label', { class: 'sd-check', for: id }, box, ' ', label);
}

function button(text, onclick, attrs = {}) {
  return h('button', { type: 'button', class: 'btn btn-small', onclick, ...attrs }, text);
}

// ---- sections -----------------------------------------------------------

function section(id, title, ...children) {
  return h('section', { class: 'card sd-section', id: `ed-${id}`, 'data-section': id, 'aria-labelledby': `ed-${id}-h` },
    h('h2', { id: `ed-${id}-h` }, title), ...children);
}

function yearSection() {
  const radios = [['per_noble', 'Per noble', 'every noble takes the season\'s turns (the Crown\'s reading)'],
    ['shared', 'Shared', 'a season ends after that many turns in total around the table: a shorter year']];
  return section('year', 'The year',
    h('fieldset', { class: 'sd-radios', 'data-path': 'turn_counting' }, h('legend', null, 'Turn counting'),
      radios.map(([v, name, text]) => {
        const id = nextId();
        const r = h('input', { type: 'radio', name: 'turn_counting', id, value: v, 'data-testid': `turn-${v}` });
        r.checked = doc.turn_counting === v;
        r.addEventListener('change', () => { if (r.checked) { set('turn_counting', v); changed(); } });
        return h('label', { class: 'radio', for: id }, r, h('span', null, h('strong', null, name), `: ${text}`));
      })),
    h('div', { class: 'sd-row' }, field('Turns per season', 'turns_per_season', { type: 'number' })),
    h('h3', null, 'Base income at the start of each season'),
    h('div', { class: 'sd-row' }, SEASONS.map((s) => field(s[0].toUpperCase() + s.slice(1), `income.${s}`, { type: 'number' }))),
    h('h3', null, 'Duties'),
    h('div', { class: 'sd-row' },
      field('Save costs', 'duties.save_cost', { type: 'number' }),
      field('Give costs', 'duties.give_cost', { type: 'number' }),
      field('A Vault Token converts for', 'duties.token_value', { type: 'number' })),
    h('h3', null, 'Rulings'),
    h('div', { class: 'sd-row' },
      choice('Vault Token conversion', 'rulings.token_conversion', [['offer', 'offered to the noble'], ['auto', 'automatic']]),
      checkbox('Surrenders stack', 'rulings.surrender_stacks'),
      checkbox('Each Market item once per noble', 'rulings.item_once')),
    h('h3', null, 'Variants'),
    checkbox('Play without Virtues (a variant: Rule 1 gives every House one)', 'rulings.no_virtues', { optional: true }));
}

// The board: a drawn loop to see the order, and a grid of buttons (by
// season stretch) to change it: choose a space, then another to swap
// them, or give the chosen space another kind.
function boardSection() {
  const board = doc.board || [];
  const loop = svgEl('svg', { class: 'sd-loop board', viewBox: '0 0 600 600', role: 'img', 'aria-label': 'The board loop as edited' });
  if (board.length === 32) drawLoop(loop, board);
  const live = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', id: 'board-live' });
  const per = Math.ceil(board.length / 4) || 8;
  const stretches = SEASONS.map((s, si) => h('div', { class: `sd-stretch sd-stretch-${s}` },
    h('h3', null, `${s[0].toUpperCase()}${s.slice(1)}'s stretch`),
    h('div', { class: 'sd-space-buttons', role: 'group', 'aria-label': `${s} stretch` },
      board.slice(si * per, si * per + per).map((kind, j) => {
        const i = si * per + j;
        return h('button', {
          type: 'button', class: `sd-space-btn sd-space-${kind}`, 'data-space': i + 1, 'data-path': `board[${i}]`,
          'data-testid': `space-${i + 1}`, 'aria-pressed': i === selected ? 'true' : 'false',
          onclick: () => pickSpace(i), onkeydown: (e) => spaceKey(e, i),
        }, h('span', { class: 'sd-space-n' }, i + 1), ' ', (KINDS.find(([k]) => k === kind) || [kind, kind])[1]);
      }))));
  let panel = null;
  if (selected >= 0 && selected < board.length) {
    panel = h('div', { class: 'sd-space-panel', 'data-testid': 'space-panel' },
      h('p', null, `Space ${selected + 1} is chosen. Choose another space to swap them, or make it:`),
      h('div', { class: 'actions' },
        KINDS.map(([k, name]) => button(name, () => setKind(selected, k), { disabled: board[selected] === k ? true : null, 'data-testid': `make-${k}` })),
        button('Cancel', () => { selected = -1; renderSection('board'); })));
  }
  return section('board', 'The board',
    h('p', { class: 'hint' }, 'Choose a space, then another to swap the two; or change the chosen space\'s kind. Arrow keys move between spaces.'),
    h('div', { class: 'sd-board' }, loop, h('div', { class: 'sd-stretches', 'data-path': 'board' }, stretches)),
    panel, live);
}

function pickSpace(i) {
  if (selected === -1) {
    selected = i;
    renderSection('board', `[data-space="${i + 1}"]`);
    return;
  }
  if (selected === i) {
    selected = -1;
    renderSection('board', `[data-space="${i + 1}"]`);
    return;
  }
  const a = selected;
  [doc.board[a], doc.board[i]] = [doc.board[i], doc.board[a]];
  selected = -1;
  renderSection('board', `[data-space="${i + 1}"]`);
  $('#board-live').textContent = `Spaces ${a + 1} and ${i + 1} swapped.`;
  changed();
}

function setKind(i, kind) {
  doc.board[i] = kind;
  selected = -1;
  renderSection('board', `[data-space="${i + 1}"]`);
  $('#board-live').textContent = `Space ${i + 1} is now a ${kind} space.`;
  changed();
}

function spaceKey(e, i) {
  const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 8, ArrowUp: -8 };
  if (e.key === 'Escape' && selected >= 0) {
    selected = -1;
    renderSection('board', `[data-space="${i + 1}"]`);
    return;
  }
  if (!(e.key in moves)) return;
  e.preventDefault();
  const n = doc.board.length;
  const j = (i + moves[e.key] + n) % n;
  const b = formPane.querySelector(`[data-space="${j + 1}"]`);
  if (b) b.focus();
}

// effects edits a list of effects at path. where is "virtue", "item",
// "proving", "ordeal" or "decree": it decides which kinds and fields are
// offered (docs/RULESETS.md §2.6).
function effectsEditor(path, where, title) {
  const list = get(path) || [];
  const onCard = where === 'proving' || where === 'ordeal' || where === 'decree';
  const kinds = VOCAB.kinds.filter((k) => k.places.includes(where)).map((k) => k.kind);
  const items = (doc.market || []).map((it) => [it.id, it.name || it.id]);
  const rows = list.map((e, k) => {
    const p = `${path}[${k}]`;
    const isMod = isModifier(e.kind);
    const parts = [
      choice('Kind', `${p}.kind`, kinds.map((x) => [x, kindLabel(x)]), {
        onchange: (v) => {
          if (!takesAmount(v)) set(`${p}.amount`, undefined);
          else if (!get(`${p}.amount`)) set(`${p}.amount`, 100);
          if (!isModifier(v)) set(`${p}.duration`, undefined);
          else if (onCard && !get(`${p}.duration`)) set(`${p}.duration`, { turns: 1 });
          rerenderAround(p);
        },
      }),
    ];
    if (takesAmount(e.kind)) parts.push(field('Amount', `${p}.amount`, { type: 'number', optional: true, cls: 'sd-narrow' }));
    if (onCard) {
      parts.push(choice('Who', `${p}.who`, terms(VOCAB.who[where] || []), { optional: true }));
    }
    if (onCard && isMod) {
      const d = e.duration || {};
      const unit = d.year ? 'year' : d.seasons !== undefined ? 'seasons' : d.turns !== undefined ? 'turns' : '';
      const id = nextId();
      const sel = h('select', { id, 'data-path': `${p}.duration` },
        [['', 'none'], ...terms(VOCAB.durations)].map(([v, t]) => {
          const o = h('option', { value: v }, t);
          o.selected = v === unit;
          return o;
        }));
      sel.addEventListener('change', () => {
        const v = sel.value;
        set(`${p}.duration`, v === '' ? undefined : v === 'year' ? { year: true } : { [v]: 1 });
        rerenderAround(p);
        changed();
      });
      parts.push(h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, 'Lasts'), sel));
      if (unit === 'turns' || unit === 'seasons') parts.push(field(unit === 'turns' ? 'Turns' : 'Seasons', `${p}.duration.${unit}`, { type: 'number', cls: 'sd-narrow' }));
    }
    let cond = null;
    if (onCard) {
      const c = e.if || {};
      const used = Object.keys(c).length;
      cond = h('details', { class: 'sd-cond', open: used ? true : null, 'data-path': `${p}.if` },
        h('summary', null, used ? 'Only for nobles who…' : 'Limit to some nobles…'),
        h('div', { class: 'sd-row' },
          VOCAB.conditions.map((c) => condField(c.label, `${p}.if`, c.value)),
          choice(VOCAB.item_condition.label, `${p}.if.${VOCAB.item_condition.value}`, [['', '(any)'], ...items], { optional: true, onchange: () => tidyIf(`${p}.if`) })));
    }
    return h('li', { class: 'sd-effect-row', 'data-path': p },
      h('div', { class: 'sd-row' }, parts,
        button('Remove', () => { list.splice(k, 1); set(path, list); rerenderAround(path); changed(); }, { 'aria-label': `Remove ${title} ${k + 1}` })),
      cond);
  });
  return h('div', { class: 'sd-effects-editor', 'data-path': path },
    h('p', { class: 'field-label' }, title),
    rows.length ? h('ol', null, rows) : h('p', { class: 'sd-none' }, 'None.'),
    button(`Add ${where === 'virtue' || where === 'item' ? 'a modifier' : 'an effect'}`, () => {
      const e = where === 'ordeal' ? { kind: 'pay', amount: 100 } : where === 'virtue' || where === 'item' ? { kind: 'income', amount: 100 } : { kind: 'gain', amount: 100 };
      list.push(e);
      set(path, list);
      rerenderAround(path);
      changed();
    }));
}

// condField edits one bound of a condition; an emptied bound is removed,
// and an emptied condition with it.
function condField(label, ifPath, key) {
  const id = nextId();
  const path = `${ifPath}.${key}`;
  const input = h('input', { id, type: 'number', 'data-path': path, step: 1, class: 'sd-narrow' });
  input.value = get(path) ?? '';
  input.addEventListener('input', () => {
    set(path, input.value.trim() === '' ? undefined : numberValue(input));
    tidyIf(ifPath);
    changed();
  });
  return h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, label), input);
}

function tidyIf(ifPath) {
  const c = get(ifPath);
  if (c && Object.keys(c).length === 0) set(ifPath, undefined);
}

// rerenderAround re-renders the section holding path, keeping focus near
// where it was.
function rerenderAround(path) {
  const el = formPane.querySelector(`[data-path="${CSS.escape(path)}"]`);
  const sec = el && el.closest('[data-section]');
  if (sec) renderSection(sec.dataset.section, `[data-path="${CSS.escape(path)}"] select, [data-path="${CSS.escape(path)}"] button`);
}

// entry is one card, Virtue or Market item: a <details> with its fields.
function entry(path, title, badge, body, onRemove) {
  const open = openEntries.has(path);
  const d = h('details', { class: 'sd-entry', 'data-path': path, open: open ? true : null },
    h('summary', null, h('span', { class: 'sd-entry-title' }, title || '(untitled)'), ' ', h('span', { class: `sd-badge sd-${badge}`, title: badge }, (BADGES.find(([v]) => v === badge) || [badge, badge || '?'])[1])),
    body(), h('div', { class: 'actions' }, button('Remove', onRemove)));
  d.addEventListener('toggle', () => { if (d.open) openEntries.add(path); else openEntries.delete(path); });
  return d;
}

const openEntries = new Set();

function idTitle(path, titleKey) {
  return [field('Id', `${path}.id`, { cls: 'sd-narrow mono' }), field(titleKey === 'name' ? 'Name' : 'Title', `${path}.${titleKey}`)];
}

function virtuesSection() {
  const list = doc.virtues || [];
  return section('virtues', 'Virtues',
    h('p', { class: 'hint' }, 'Permanent, always active, applied before card effects. Modifiers only.'),
    list.map((v, i) => {
      const p = `virtues[${i}]`;
      return entry(p, v.name, v.provenance, () => h('div', null,
        h('div', { class: 'sd-row' }, idTitle(p, 'name'), choice('Provenance', `${p}.provenance`, BADGES)),
        textField('Text', `${p}.text`, p, 3),
        effectsEditor(`${p}.modifiers`, 'virtue', 'Modifiers')),
      () => { list.splice(i, 1); renderSection('virtues'); changed(); });
    }),
    button('Add a Virtue', () => {
      list.push({ id: `new-virtue-${list.length + 1}`, name: 'New Virtue', text: 'Your income at the start of each season is {more:modifiers[0].amount|greater|smaller}.', modifiers: [{ kind: 'income', amount: 100 }], provenance: 'provisional' });
      doc.virtues = list;
      openEntries.add(`virtues[${list.length - 1}]`);
      renderSection('virtues');
      changed();
    }));
}

function marketSection() {
  const list = doc.market || [];
  return section('market', 'The Market',
    h('p', { class: 'hint' }, 'Items bought as the Invest Duty. A withheld item is shown but never for sale.'),
    list.map((it, i) => {
      const p = `market[${i}]`;
      return entry(p, `${it.name}${it.withheld ? ' (withheld)' : ''}`, it.provenance, () => h('div', null,
        h('div', { class: 'sd-row' }, idTitle(p, 'name'), field('Price', `${p}.price`, { type: 'number', cls: 'sd-narrow' }),
          choice('Provenance', `${p}.provenance`, BADGES)),
        checkbox('Withheld: shown, not for sale', `${p}.withheld`),
        textField('Text', `${p}.text`, p, 3),
        effectsEditor(`${p}.modifiers`, 'item', 'Modifiers')),
      () => { list.splice(i, 1); renderSection('market'); changed(); });
    }),
    button('Add a Market item', () => {
      list.push({ id: `new-item-${list.length + 1}`, name: 'New item', price: 300, text: 'Your income at the start of each season is {more:modifiers[0].amount|greater|smaller}.', modifiers: [{ kind: 'income', amount: 100 }], withheld: false, provenance: 'provisional' });
      doc.market = list;
      openEntries.add(`market[${list.length - 1}]`);
      renderSection('market');
      changed();
    }));
}

function deckSection(deck, title) {
  if (!doc.decks) doc.decks = {};
  const list = doc.decks[deck] || [];
  return section(deck, title,
    list.map((c, i) => {
      const p = `decks.${deck}[${i}]`;
      return entry(p, c.title, c.provenance, () => h('div', null,
        h('div', { class: 'sd-row' }, idTitle(p, 'title'), choice('Provenance', `${p}.provenance`, BADGES)),
        textField('Text', `${p}.text`, p, 3),
        deck === 'proving'
          ? h('div', { class: 'sd-options' }, (c.options || []).map((o, k) => h('fieldset', { class: 'sd-option', 'data-path': `${p}.options[${k}]` },
            h('legend', null, `Option ${k + 1}`),
            h('div', { class: 'sd-row' }, field('Label', `${p}.options[${k}].label`), field('Cost', `${p}.options[${k}].cost`, { type: 'number', cls: 'sd-narrow' })),
            textField('Text', `${p}.options[${k}].text`, `${p}.options[${k}]`, 2),
            effectsEditor(`${p}.options[${k}].effects`, 'proving', 'Effects on the chooser'))))
          : effectsEditor(`${p}.effects`, deck, 'Effects')),
      () => { list.splice(i, 1); renderSection(deck); changed(); });
    }),
    button('Add a card', () => {
      const n = list.length + 1;
      const card = deck === 'proving'
        ? { id: `new-proving-${n}`, title: 'A new Proving', text: 'What happens.', options: [
          { label: 'Pay', text: 'Pay {crowns:cost} and receive {crowns:effects[0].amount}.', cost: 100, effects: [{ kind: 'gain', amount: 200 }] },
          { label: 'Decline', text: 'Nothing happens.', cost: 0, effects: [] }], provenance: 'provisional' }
        : { id: `new-${deck}-${n}`, title: `A new ${deck === 'ordeal' ? 'Ordeal' : 'Decree'}`,
          text: deck === 'ordeal' ? 'Every noble pays {crowns:effects[0].amount}.' : 'Every noble receives {crowns:effects[0].amount}.',
          effects: [deck === 'ordeal' ? { kind: 'pay', amount: 100 } : { kind: 'gain', amount: 100 }], provenance: 'provisional' };
      list.push(card);
      doc.decks[deck] = list;
      openEntries.add(`decks.${deck}[${list.length - 1}]`);
      renderSection(deck);
      changed();
    }));
}

function aboutSection() {
  return section('about', 'About this rule set',
    field('Description (optional)', 'description', { rows: 3 }),
    h('p', { class: 'hint' }, 'The Houses and everything else can be edited in the raw JSON view.'));
}

const SECTIONS = {
  year: yearSection,
  board: boardSection,
  virtues: virtuesSection,
  market: marketSection,
  proving: () => deckSection('proving', 'Provings'),
  ordeal: () => deckSection('ordeal', 'Ordeals'),
  decree: () => deckSection('decree', 'Decrees'),
  about: aboutSection,
};

function renderForm() {
  const nav = h('nav', { class: 'sd-toc', 'aria-label': 'Parts of the rule set' },
    [['year', 'The year'], ['board', 'Board'], ['virtues', 'Virtues'], ['market', 'Market'],
      ['proving', 'Provings'], ['ordeal', 'Ordeals'], ['decree', 'Decrees'], ['about', 'About']]
      .map(([id, t]) => h('a', { href: `#ed-${id}` }, t)));
  fill(formPane, nav, Object.values(SECTIONS).map((f) => f()));
  updatePreviews();
  markProblems(lastProblems);
}

// renderSection redraws one section, then focuses focusSel inside it.
function renderSection(name, focusSel) {
  const old = formPane.querySelector(`[data-section="${name}"]`);
  if (!old) return;
  const fresh = SECTIONS[name]();
  old.replaceWith(fresh);
  updatePreviews();
  if (focusSel) {
    const el = fresh.querySelector(focusSel);
    if (el) el.focus();
  }
  markProblems(lastProblems);
}

// ---- checking -----------------------------------------------------------

let lastProblems = [];

function scheduleCheck(body) {
  // A check already on its way is of an older draft: its answer must not
  // be shown as this one's (it would read "valid" with the old changes).
  seq++;
  state = { pending: true, ok: false, code: '' };
  updateSave();
  clearTimeout(timer);
  timer = setTimeout(() => check(body), 300);
}

async function check(body) {
  const mine = ++seq;
  const text = body !== undefined ? body : JSON.stringify(doc);
  let res;
  try {
    const r = await fetch(`${base}/api/rulesets/validate`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: text,
    });
    res = await r.json();
    if (!r.ok) throw new ApiError(r.status, res);
  } catch (e) {
    if (mine !== seq) return;
    checkState.textContent = `The rules could not be checked: ${e.message}`;
    return;
  }
  if (mine !== seq) return;
  state = { pending: false, ok: res.ok, code: res.code || '' };
  lastProblems = res.problems || [];
  showProblems(lastProblems);
  fill(changeList, (res.changes || []).map(changeItem));
  if (!res.changes || !res.changes.length) fill(changeList, h('li', { class: 'sd-none' }, 'No changes yet.'));
  if (res.ok) {
    checkState.textContent = res.default
      ? 'Valid, but these are still the default rules: change something to save a rule set of your own.'
      : `Valid. Its code will be ${res.code}.`;
  } else {
    checkState.textContent = `${lastProblems.length} problem${lastProblems.length === 1 ? '' : 's'}: the rule set cannot be saved until they are fixed.`;
  }
  updateSave();
}

function updateSave() {
  const name = nameInput.value.trim();
  saveBtn.disabled = state.pending || !state.ok || name === '';
  root.dataset.state = state.pending ? 'checking' : state.ok ? 'valid' : 'invalid';
  if (state.pending) checkState.textContent = 'Checking…';
}

function showProblems(ps) {
  fill(problemList, ps.map((p) => h('li', null,
    h('button', { type: 'button', class: 'sd-problem-link', onclick: () => focusPath(p.path) }, h('code', null, p.path || '(document)')),
    ` ${p.message}`)));
  markProblems(ps);
}

// owner finds the element that edits path, or the nearest enclosing one.
function owner(path) {
  let p = path;
  while (p) {
    const el = formPane.querySelector(`[data-path="${CSS.escape(p)}"]`) || (p === 'name' ? nameInput : null);
    if (el) return el;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    p = cut > 0 ? p.slice(0, cut) : '';
  }
  return null;
}

function markProblems(ps) {
  for (const el of document.querySelectorAll('.sd-field-problem')) el.remove();
  for (const el of document.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
  for (const p of ps) {
    const el = owner(p.path);
    if (!el) continue;
    el.setAttribute('aria-invalid', 'true');
    const msg = h('p', { class: 'sd-field-problem', role: 'alert', 'data-problem-path': p.path }, problemText(p));
    const label = el.closest('label.field, label.sd-check');
    if (label) label.after(msg);
    else if (el.tagName === 'DETAILS') el.querySelector('summary').after(msg);
    else if (el.matches('input, select, textarea, button')) el.after(msg);
    else el.prepend(msg);
    for (let d = el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
      if (!d.open) {
        d.open = true;
        if (d.dataset.path) openEntries.add(d.dataset.path);
      }
    }
  }
}

function focusPath(path) {
  if (view === 'json') setView('form');
  const el = owner(path);
  if (!el) return;
  el.scrollIntoView({ block: 'center' });
  (el.matches('input, select, textarea, button') ? el : el.querySelector('input, select, textarea, button') || el).focus();
}

// ---- the raw JSON view ----------------------------------------------------

function setView(v) {
  if (v === view) return;
  if (v === 'form') {
    let parsed;
    try {
      parsed = JSON.parse(jsonText.value);
    } catch (e) {
      jsonError.textContent = `Fix the JSON before going back to the form: ${e.message}`;
      jsonError.hidden = false;
      return;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      jsonError.textContent = 'The rule set must be a JSON object.';
      jsonError.hidden = false;
      return;
    }
    doc = parsed;
    nameInput.value = doc.name || '';
    renderForm();
  } else {
    jsonText.value = JSON.stringify(doc, null, 2);
    jsonError.hidden = true;
  }
  view = v;
  formPane.hidden = v !== 'form';
  jsonPane.hidden = v !== 'json';
  $('#tab-form').setAttribute('aria-selected', String(v === 'form'));
  $('#tab-json').setAttribute('aria-selected', String(v === 'json'));
}

$('#tab-form').addEventListener('click', () => setView('form'));
$('#tab-json').addEventListener('click', () => setView('json'));

jsonText.addEventListener('input', () => {
  jsonError.hidden = true;
  try {
    const parsed = JSON.parse(jsonText.value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      doc = parsed;
      nameInput.value = doc.name || '';
    }
  } catch { /* the server names the line and column */ }
  scheduleCheck(jsonText.value);
});

// ---- name and saving ----------------------------------------------------

nameInput.addEventListener('input', () => {
  doc.name = nameInput.value;
  if (view === 'json') jsonText.value = JSON.stringify(doc, null, 2);
  scheduleCheck();
});

saveBtn.addEventListener('click', async () => {
  saveError.hidden = true;
  saveBtn.disabled = true;
  try {
    const body = view === 'json' ? JSON.parse(jsonText.value) : doc;
    const res = await api(`${base}/api/rulesets`, { method: 'POST', body: { name: nameInput.value.trim(), doc: body } });
    location.href = res.url;
  } catch (e) {
    saveError.textContent = e.message;
    saveError.hidden = false;
    if (e instanceof ApiError && e.problems.length) {
      lastProblems = e.problems;
      showProblems(e.problems);
    }
    updateSave();
  }
});

// ---- start ----------------------------------------------------------------

(async () => {
  try {
    const res = await api(`${base}/api/rulesets/${encodeURIComponent(baseCode)}`);
    doc = res.doc;
    if (isNew && res.default) doc.name = 'My rule set';
    else if (isNew) doc.name = `${res.name} (copy)`;
  } catch (e) {
    fill(formPane, h('p', { class: 'error' }, `The rule set could not be loaded: ${e.message}`));
    return;
  }
  nameInput.value = doc.name || '';
  renderForm();
  check();
})();
