// Nobles' page module for the platform's Studio pages
// (/static/studio-page.js): the board loop drawn on every page, a rule
// set's preview summary in Nobles' figures (Gems, Vault Tokens, Ordeals,
// each House's share whatever its seat), and the editor's form: the
// year, the board, the Virtues, the Market and the decks, every input
// bound to the path the server's problems use (ed.field, ed.choice,
// ed.checkbox), so that the platform shows each problem beside its
// field. Checking, saving, the JSON view and the problems are the
// platform's (/static/studio-editor.js).

import { $, h, s as svgEl, fill } from '/static/dom.js';
import { summaryTable, seatRows, share, pct, num } from '/static/studio-game.js';
import { Board } from '/games/nobles/assets/board.js';
import { Rules } from '/games/nobles/assets/rules.js';
import { fillText } from '/games/nobles/assets/cardtext.js';
import WORDS from '/games/nobles/assets/words.json' with { type: 'json' };

// drawLoop draws the 32-space loop of board (an array of kinds) into svg.
function drawLoop(svg, board) {
  const rules = new Rules({ board, houses: [], virtues: [], market: [], decks: {} });
  new Board(svg).draw(rules);
}

// drawLoops draws every server-rendered loop on the page (data-board).
function drawLoops() {
  for (const svg of document.querySelectorAll('svg.sd-loop[data-board]')) drawLoop(svg, svg.dataset.board.split(','));
}

export const index = drawLoops;

const CHART_NAMES = {
  winrate: 'Share of victories by seat',
  scores: 'Final scores',
  'gems-tokens': 'Gems against Vault Tokens',
  ordeals: 'Ordeals failed and their cost',
};

// summary compares the rule set's figures with the default's.
function summary(st) {
  const all = (r, key) => (r.report.all && r.report.all[key] ? r.report.all[key].mean : 0);
  const role = (r, name) => ((r.report.by_role || []).find((x) => x.name === name) || {}).win_share_ci;
  const rows = [
    ['Games', (r) => String(r.report.games)],
    ['Shared victories', (r) => pct(r.report.shared_victories / r.report.games), 'shared_victories'],
    ['Mean score', (r) => num(all(r, 'score')), 'score'],
    ['Moves per game', (r) => num(r.report.length.moves.mean), 'length'],
    ['Margin of victory', (r) => num(r.report.margin.mean), 'margin'],
    ['Mean House Gems given', (r) => num(all(r, 'gems')), 'gems'],
    ['Mean Vault Tokens held', (r) => num(all(r, 'tokens')), 'tokens'],
    ['Ordeal failures per noble', (r) => num(all(r, 'ordeal_failures')), 'ordeal_failures'],
    ['Turns surrendered per noble', (r) => num(all(r, 'surrendered_turns')), 'surrendered_turns'],
    ['Market purchases per noble', (r) => num(all(r, 'market_purchases')), 'market_purchases'],
    ...seatRows(st, 'moves first'),
    ...(st.result.report.by_role || []).map((g) => [`${g.name} share of victories, any seat`,
      (r) => share(role(r, g.name)), `role:${g.name}`]),
  ];
  return summaryTable(st, rows, `${st.spec.games} games, bots: ${st.spec.bots.join(', ')}. `
    + 'Houses are dealt to the seats at random; a victory shared by k counts 1/k to each; '
    + 'ranges are 95% intervals; among many figures, about one in twenty differs beyond its interval by chance alone.');
}

export function view() {
  drawLoops();
  return { seats: '#pv-houses', summary, chartNames: CHART_NAMES };
}

export function edit(ed) {
  const DATA = JSON.parse($('#studio-data').textContent);
  const SEASONS = ['spring', 'summer', 'autumn', 'winter'];
  const KINDS = [['proving', 'Proving'], ['ordeal', 'Ordeal'], ['decree', 'Decree']];
  // The provenance badges are the platform's (package provenance), embedded
  // in the page as JSON: the editor keeps no list of its own.
  const BADGES = DATA.badges.map((b) => [b.value, b.label]);
  // The effect vocabulary is the game's (nobles.Vocabulary), embedded in
  // the page as JSON: every effect kind with where it may be written and
  // whether it takes an amount or lasts, the "who" values by place, the
  // condition keys and the duration units, with their labels. The editor
  // keeps no list of its own.
  const VOCAB = DATA.vocabulary;
  const KIND_INFO = new Map(VOCAB.kinds.map((k) => [k.kind, k]));
  // kindLabel is an effect kind in words; its id stays in the tooltip.
  const kindLabel = (kind) => (KIND_INFO.get(kind) || {}).label || kind;
  const isModifier = (kind) => !!(KIND_INFO.get(kind) || {}).modifier;
  // takesAmount is true for a kind the vocabulary does not know, so that
  // its amount stays editable while the server names the problem.
  const takesAmount = (kind) => (KIND_INFO.get(kind) || { amount: true }).amount;
  const terms = (list) => list.map((x) => [x.value, x.label]);

  let selected = -1; // the board space (0–31) chosen for a swap, or -1

  let uid = 0;
  const nextId = () => `f${++uid}`;

  // numberValue reads a number input: a number, or the text as typed when it
  // is not one, so that the server names the problem ("must be an integer").
  function numberValue(input) {
    return input.value.trim() === '' || Number.isNaN(input.valueAsNumber) ? input.value : input.valueAsNumber;
  }


  // textField is a text input whose placeholders ({crowns:effects[0].amount},
  // …) are shown filled beneath it as the numbers change: what players will
  // read. entryPath is the card, option, Virtue or item the text belongs to.
  function textField(label, path, entryPath, rows) {
    return h('div', { class: 'sd-text' },
      ed.field(label, path, { rows }),
      h('p', { class: 'sd-preview small', 'data-preview': path, 'data-entry': entryPath, 'data-testid': 'text-preview', 'aria-live': 'polite' }));
  }

  function updatePreviews() {
    for (const p of $('#edit-form').querySelectorAll('[data-preview]')) {
      try {
        p.textContent = `Reads: ${fillText(ed.get(p.dataset.preview) ?? '', ed.get(p.dataset.entry) ?? {}, ed.doc, WORDS.units)}`;
        p.classList.remove('error');
      } catch (e) {
        p.textContent = `This text does not fill: ${e.message}`;
        p.classList.add('error');
      }
    }
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
          r.checked = ed.doc.turn_counting === v;
          r.addEventListener('change', () => { if (r.checked) { ed.set('turn_counting', v); ed.changed({ redraw: false }); } });
          return h('label', { class: 'radio', for: id }, r, h('span', null, h('strong', null, name), `: ${text}`));
        })),
      h('div', { class: 'sd-row' }, ed.declared('turns_per_season')),
      h('h3', null, 'Base income at the start of each season'),
      h('div', { class: 'sd-row' }, SEASONS.map((s) => ed.declared(`income.${s}`))),
      h('h3', null, 'Duties'),
      h('div', { class: 'sd-row' },
        ed.declared('duties.save_cost'),
        ed.declared('duties.give_cost'),
        ed.declared('duties.token_value')),
      h('h3', null, 'Rulings'),
      h('div', { class: 'sd-row' },
        ed.declared('rulings.token_conversion'),
        ed.declared('rulings.surrender_stacks'),
        ed.declared('rulings.item_once')),
      h('h3', null, 'Variants'),
      ed.declared('rulings.no_virtues'));
  }

  // The board: a drawn loop to see the order, and a grid of buttons (by
  // season stretch) to change it: choose a space, then another to swap
  // them, or give the chosen space another kind.
  function boardSection() {
    const board = ed.doc.board || [];
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
    [ed.doc.board[a], ed.doc.board[i]] = [ed.doc.board[i], ed.doc.board[a]];
    selected = -1;
    renderSection('board', `[data-space="${i + 1}"]`);
    $('#board-live').textContent = `Spaces ${a + 1} and ${i + 1} swapped.`;
    ed.changed({ redraw: false });
  }

  function setKind(i, kind) {
    ed.doc.board[i] = kind;
    selected = -1;
    renderSection('board', `[data-space="${i + 1}"]`);
    $('#board-live').textContent = `Space ${i + 1} is now a ${kind} space.`;
    ed.changed({ redraw: false });
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
    const n = ed.doc.board.length;
    const j = (i + moves[e.key] + n) % n;
    const b = $('#edit-form').querySelector(`[data-space="${j + 1}"]`);
    if (b) b.focus();
  }

  // effects edits a list of effects at path. where is "virtue", "item",
  // "proving", "ordeal" or "decree": it decides which kinds and fields are
  // offered (docs/RULESETS.md §2.6).
  function effectsEditor(path, where, title) {
    const list = ed.get(path) || [];
    const onCard = where === 'proving' || where === 'ordeal' || where === 'decree';
    const kinds = VOCAB.kinds.filter((k) => k.places.includes(where)).map((k) => k.kind);
    const items = (ed.doc.market || []).map((it) => [it.id, it.name || it.id]);
    const rows = list.map((e, k) => {
      const p = `${path}[${k}]`;
      const isMod = isModifier(e.kind);
      const parts = [
        ed.choice('Kind', `${p}.kind`, kinds.map((x) => [x, kindLabel(x)]), {
          onchange: (v) => {
            if (!takesAmount(v)) ed.set(`${p}.amount`, undefined);
            else if (!ed.get(`${p}.amount`)) ed.set(`${p}.amount`, 100);
            if (!isModifier(v)) ed.set(`${p}.duration`, undefined);
            else if (onCard && !ed.get(`${p}.duration`)) ed.set(`${p}.duration`, { turns: 1 });
            rerenderAround(p);
          },
        }),
      ];
      if (takesAmount(e.kind)) parts.push(ed.field('Amount', `${p}.amount`, { type: 'number', optional: true, cls: 'sd-narrow' }));
      if (onCard) {
        parts.push(ed.choice('Who', `${p}.who`, terms(VOCAB.who[where] || []), { optional: true }));
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
          ed.set(`${p}.duration`, v === '' ? undefined : v === 'year' ? { year: true } : { [v]: 1 });
          rerenderAround(p);
          ed.changed({ redraw: false });
        });
        parts.push(h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, 'Lasts'), sel));
        if (unit === 'turns' || unit === 'seasons') parts.push(ed.field(unit === 'turns' ? 'Turns' : 'Seasons', `${p}.duration.${unit}`, { type: 'number', cls: 'sd-narrow' }));
      }
      let cond = null;
      if (onCard) {
        const c = e.if || {};
        const used = Object.keys(c).length;
        cond = h('details', { class: 'sd-cond', open: used ? true : null, 'data-path': `${p}.if` },
          h('summary', null, used ? 'Only for nobles who…' : 'Limit to some nobles…'),
          h('div', { class: 'sd-row' },
            VOCAB.conditions.map((c) => condField(c.label, `${p}.if`, c.value)),
            ed.choice(VOCAB.item_condition.label, `${p}.if.${VOCAB.item_condition.value}`, [['', '(any)'], ...items], { optional: true, onchange: () => tidyIf(`${p}.if`) })));
      }
      return h('li', { class: 'sd-effect-row', 'data-path': p },
        h('div', { class: 'sd-row' }, parts,
          button('Remove', () => { list.splice(k, 1); ed.set(path, list); rerenderAround(path); ed.changed({ redraw: false }); }, { 'aria-label': `Remove ${title} ${k + 1}` })),
        cond);
    });
    return h('div', { class: 'sd-effects-editor', 'data-path': path },
      h('p', { class: 'field-label' }, title),
      rows.length ? h('ol', null, rows) : h('p', { class: 'sd-none' }, 'None.'),
      button(`Add ${where === 'virtue' || where === 'item' ? 'a modifier' : 'an effect'}`, () => {
        const e = where === 'ordeal' ? { kind: 'pay', amount: 100 } : where === 'virtue' || where === 'item' ? { kind: 'income', amount: 100 } : { kind: 'gain', amount: 100 };
        list.push(e);
        ed.set(path, list);
        rerenderAround(path);
        ed.changed({ redraw: false });
      }));
  }

  // condField edits one bound of a condition; an emptied bound is removed,
  // and an emptied condition with it.
  function condField(label, ifPath, key) {
    const id = nextId();
    const path = `${ifPath}.${key}`;
    const input = h('input', { id, type: 'number', 'data-path': path, step: 1, class: 'sd-narrow' });
    input.value = ed.get(path) ?? '';
    input.addEventListener('input', () => {
      ed.set(path, input.value.trim() === '' ? undefined : numberValue(input));
      tidyIf(ifPath);
      ed.changed({ redraw: false });
    });
    return h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, label), input);
  }

  function tidyIf(ifPath) {
    const c = ed.get(ifPath);
    if (c && Object.keys(c).length === 0) ed.set(ifPath, undefined);
  }

  // rerenderAround re-renders the section holding path, keeping focus near
  // where it was.
  function rerenderAround(path) {
    const el = $('#edit-form').querySelector(`[data-path="${CSS.escape(path)}"]`);
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
    return [ed.field('Id', `${path}.id`, { cls: 'sd-narrow mono' }), ed.field(titleKey === 'name' ? 'Name' : 'Title', `${path}.${titleKey}`)];
  }

  function virtuesSection() {
    const list = ed.doc.virtues || [];
    return section('virtues', 'Virtues',
      h('p', { class: 'hint' }, 'Permanent, always active, applied before card effects. Modifiers only.'),
      list.map((v, i) => {
        const p = `virtues[${i}]`;
        return entry(p, v.name, v.provenance, () => h('div', null,
          h('div', { class: 'sd-row' }, idTitle(p, 'name'), ed.choice('Provenance', `${p}.provenance`, BADGES)),
          textField('Text', `${p}.text`, p, 3),
          effectsEditor(`${p}.modifiers`, 'virtue', 'Modifiers')),
        () => { list.splice(i, 1); renderSection('virtues'); ed.changed({ redraw: false }); });
      }),
      button('Add a Virtue', () => {
        list.push({ id: `new-virtue-${list.length + 1}`, name: 'New Virtue', text: 'Your income at the start of each season is {more:modifiers[0].amount|greater|smaller}.', modifiers: [{ kind: 'income', amount: 100 }], provenance: 'provisional' });
        ed.doc.virtues = list;
        openEntries.add(`virtues[${list.length - 1}]`);
        renderSection('virtues');
        ed.changed({ redraw: false });
      }));
  }

  function marketSection() {
    const list = ed.doc.market || [];
    return section('market', 'The Market',
      h('p', { class: 'hint' }, 'Items bought as the Invest Duty. A withheld item is shown but never for sale.'),
      list.map((it, i) => {
        const p = `market[${i}]`;
        return entry(p, `${it.name}${it.withheld ? ' (withheld)' : ''}`, it.provenance, () => h('div', null,
          h('div', { class: 'sd-row' }, idTitle(p, 'name'), ed.field('Price', `${p}.price`, { type: 'number', cls: 'sd-narrow' }),
            ed.choice('Provenance', `${p}.provenance`, BADGES)),
          ed.checkbox('Withheld: shown, not for sale', `${p}.withheld`),
          textField('Text', `${p}.text`, p, 3),
          effectsEditor(`${p}.modifiers`, 'item', 'Modifiers')),
        () => { list.splice(i, 1); renderSection('market'); ed.changed({ redraw: false }); });
      }),
      button('Add a Market item', () => {
        list.push({ id: `new-item-${list.length + 1}`, name: 'New item', price: 300, text: 'Your income at the start of each season is {more:modifiers[0].amount|greater|smaller}.', modifiers: [{ kind: 'income', amount: 100 }], withheld: false, provenance: 'provisional' });
        ed.doc.market = list;
        openEntries.add(`market[${list.length - 1}]`);
        renderSection('market');
        ed.changed({ redraw: false });
      }));
  }

  function deckSection(deck, title) {
    if (!ed.doc.decks) ed.doc.decks = {};
    const list = ed.doc.decks[deck] || [];
    return section(deck, title,
      list.map((c, i) => {
        const p = `decks.${deck}[${i}]`;
        return entry(p, c.title, c.provenance, () => h('div', null,
          h('div', { class: 'sd-row' }, idTitle(p, 'title'), ed.choice('Provenance', `${p}.provenance`, BADGES)),
          textField('Text', `${p}.text`, p, 3),
          deck === 'proving'
            ? h('div', { class: 'sd-options' }, (c.options || []).map((o, k) => h('fieldset', { class: 'sd-option', 'data-path': `${p}.options[${k}]` },
              h('legend', null, `Option ${k + 1}`),
              h('div', { class: 'sd-row' }, ed.field('Label', `${p}.options[${k}].label`), ed.field('Cost', `${p}.options[${k}].cost`, { type: 'number', cls: 'sd-narrow' })),
              textField('Text', `${p}.options[${k}].text`, `${p}.options[${k}]`, 2),
              effectsEditor(`${p}.options[${k}].effects`, 'proving', 'Effects on the chooser'))))
            : effectsEditor(`${p}.effects`, deck, 'Effects')),
        () => { list.splice(i, 1); renderSection(deck); ed.changed({ redraw: false }); });
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
        ed.doc.decks[deck] = list;
        openEntries.add(`decks.${deck}[${list.length - 1}]`);
        renderSection(deck);
        ed.changed({ redraw: false });
      }));
  }

  function aboutSection() {
    return section('about', 'About this rule set',
      ed.field('Description (optional)', 'description', { rows: 3 }),
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
    fill($('#edit-form'), nav, Object.values(SECTIONS).map((f) => f()));
    updatePreviews();
    ed.mark();
  }

  // renderSection redraws one section, then focuses focusSel inside it.
  function renderSection(name, focusSel) {
    const old = $('#edit-form').querySelector(`[data-section="${name}"]`);
    if (!old) return;
    const fresh = SECTIONS[name]();
    old.replaceWith(fresh);
    updatePreviews();
    if (focusSel) {
      const el = fresh.querySelector(focusSel);
      if (el) el.focus();
    }
    ed.mark();
  }

  return { draw: renderForm, touch: updatePreviews, nameInDoc: true };
}
