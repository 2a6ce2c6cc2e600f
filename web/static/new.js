// The set-the-table form (/new and /solo): seats, Houses, first player,
// rule set. It posts POST /api/tables and goes to the new table.

import { api } from './api.js';
import { $, h, fill, textOn } from './dom.js';
import { Rules } from './rules.js';
import { botLabel, botOrder, defaultBot } from './words.js';

const form = $('#table-form');
const solo = form.dataset.solo === '1';
const seatList = $('#seats');
const countSel = $('#house-count');
const firstSel = $('#first-seat');
const errorBox = $('#form-error');
const botNames = botOrder([...$('#bot-names').content.querySelectorAll('option')].map((o) => o.value));

const KINDS = [
  ['local', 'A person at this device'],
  ['online', 'A person joining online'],
  ['bot', 'A bot'],
];

let rules = null; // the rule set chosen below
const ruleSets = {}; // 'default' and, from Rules Studio (/new?rules=CODE), 'studio'
const studioCode = new URLSearchParams(location.search).get('rules');
let seats = [];

function newSeat(i) {
  const kind = solo ? (i === 0 ? 'local' : 'bot') : 'local';
  return { kind, name: '', house: '', virtue: '', bot: defaultBot(botNames) };
}

function setCount(n) {
  while (seats.length < n) seats.push(newSeat(seats.length));
  seats.length = n;
  render();
}

// taken lists what the other seats hold, so no House or Virtue repeats.
function taken(field, except) {
  return new Set(seats.filter((x, i) => i !== except && x[field]).map((x) => x[field]));
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

function seatRow(x, i) {
  const usedHouses = taken('house', i);
  const usedVirtues = taken('virtue', i);
  const houseOpts = [['', 'Random House']].concat(rules.doc.houses.map((hs) =>
    [hs.id, `${hs.name}${usedHouses.has(hs.id) ? ' (taken)' : ''}`, usedHouses.has(hs.id)]));
  const virtueOpts = [['', "The House's own Virtue"]].concat(rules.doc.virtues.map((v) =>
    [v.id, `${v.name}${usedVirtues.has(v.id) ? ' (taken)' : ''}`, usedVirtues.has(v.id)]));
  const fields = [
    select(`seat-${i}-kind`, 'Who sits here', KINDS, x.kind, (v) => { x.kind = v; render(); }),
  ];
  if (x.kind === 'local') {
    fields.push(h('label', { class: 'field', for: `seat-${i}-name` }, h('span', { class: 'field-label' }, 'Name'),
      h('input', {
        id: `seat-${i}-name`, 'data-testid': `seat-${i}-name`, maxlength: 40, autocomplete: 'off',
        placeholder: x.house ? rules.house(x.house).noble : "the House's noble",
        value: x.name, oninput: (e) => { x.name = e.target.value; renderFirst(); },
      })));
  } else if (x.kind === 'bot') {
    fields.push(select(`seat-${i}-bot`, 'Bot', botNames.map((b) => [b, botLabel(b)]), x.bot, (v) => { x.bot = v; }));
  } else {
    fields.push(h('p', { class: 'hint field' }, 'An open seat: a friend claims it with the room code and names themselves.'));
  }
  fields.push(select(`seat-${i}-house`, 'House', houseOpts, x.house, (v) => { x.house = v; render(); }));
  fields.push(select(`seat-${i}-virtue`, 'Virtue', virtueOpts, x.virtue, (v) => { x.virtue = v; render(); }));
  return h('li', { class: 'seat-row card-inset', 'data-seat': i },
    h('div', { class: 'seat-num', 'aria-hidden': 'true' }, i + 1),
    h('div', { class: 'seat-fields' }, h('h3', { class: 'visually-hidden' }, `Seat ${i + 1}`), fields),
    housePreview(x, i));
}

// housePreview shows the chosen House: colour, sigil, motto, and the
// Virtue with its full text.
function housePreview(x, i) {
  if (!x.house) {
    const v = x.virtue && rules.virtue(x.virtue);
    return h('div', { class: 'house-preview random' },
      h('div', { class: 'sigil sigil-random', 'aria-hidden': 'true' }, '?'),
      h('div', null, h('strong', null, 'A House drawn by lot'),
        h('p', { class: 'muted' }, 'Its colour and sigil are revealed at the table.'),
        v ? virtueBlock(v) : h('p', { class: 'muted' }, "It brings its own Virtue, unless another seat holds it.")));
  }
  const hs = rules.house(x.house);
  let v = x.virtue ? rules.virtue(x.virtue) : rules.virtue(hs.virtue);
  const clash = !x.virtue && taken('virtue', i).has(hs.virtue);
  return h('div', { class: 'house-preview', style: `--house:${hs.colour}` },
    h('div', { class: 'sigil', style: `background:${hs.colour};color:${textOn(hs.colour)}`, 'aria-hidden': 'true' },
      (hs.sigil || hs.name).slice(0, 1).toUpperCase()),
    h('div', null,
      h('strong', null, hs.name), ' ', h('span', { class: 'muted' }, `· ${hs.noble} · sigil: ${hs.sigil}`),
      hs.motto ? h('p', { class: 'motto' }, `“${hs.motto}”`) : null,
      clash ? h('p', { class: 'muted' }, 'Its own Virtue is held by another seat: it draws a free Virtue by lot.')
        : v ? virtueBlock(v) : null));
}

function virtueBlock(v) {
  return h('p', { class: 'virtue-text' }, h('strong', null, `Virtue: ${v.name}. `), v.text);
}

function seatLabel(x, i) {
  const who = x.kind === 'bot' ? 'a bot' : x.kind === 'online' ? 'an online player' : (x.name.trim() || 'a person here');
  return `Seat ${i + 1}: ${who}${x.house ? `, ${rules.house(x.house).name}` : ''}`;
}

function renderFirst() {
  const keep = firstSel.value || 'youngest';
  const opts = [['youngest', 'The youngest chooses (seat 1 begins)'], ['random', 'Draw lots (random)']]
    .concat(seats.map((x, i) => [String(i), seatLabel(x, i)]));
  fill(firstSel, opts.map(([v, t]) => h('option', { value: v }, t)));
  firstSel.value = opts.some(([v]) => v === keep) ? keep : 'youngest';
  renderFirstHint();
}

function renderFirstHint() {
  const hints = {
    youngest: 'By custom the youngest noble chooses who begins. Seat the youngest player in seat 1: seat 1 takes the first turn, and play runs clockwise down the list.',
    random: 'The first player is drawn by lot when the table is set; everyone sees who it is.',
  };
  $('#first-hint').textContent = hints[firstSel.value] || 'This seat takes the first turn; play runs clockwise down the list.';
}

function render() {
  const focused = document.activeElement && document.activeElement.id;
  fill(seatList, seats.map(seatRow));
  renderFirst();
  if (focused) {
    const el = document.getElementById(focused);
    if (el) el.focus();
  }
}

function showError(msg, problems = []) {
  fill(errorBox, msg, problems.length ? h('ul', null, problems.map((p) => h('li', null, `${p.path}: ${p.message}`))) : null);
  errorBox.hidden = false;
  errorBox.scrollIntoView({ block: 'nearest' });
}

function payload() {
  const body = {
    game: 'nobles',
    seats: seats.map((x) => {
      const seat = { kind: x.kind, house: x.house, virtue: x.virtue };
      if (x.kind === 'local') seat.name = x.name.trim();
      if (x.kind === 'bot') seat.bot = x.bot;
      return seat;
    }),
  };
  if (chosenRules() === 'studio') body.rules_code = studioCode;
  const first = firstSel.value;
  body.first_seat = first === 'youngest' || first === 'random' ? first : Number(first);
  if (chosenRules() === 'shared') body.rules = { turn_counting: 'shared' };
  const pace = $('#bot-pace').value;
  if (pace !== '') body.bot_delay_ms = Number(pace);
  const seed = $('#seed').value.trim();
  if (seed !== '') body.seed = Number(seed);
  return body;
}

function check() {
  const houses = seats.map((x) => x.house).filter(Boolean);
  if (new Set(houses).size !== houses.length) return 'Two seats hold the same House: choose another for one of them.';
  const virtues = seats.map((x) => x.virtue).filter(Boolean);
  if (new Set(virtues).size !== virtues.length) return 'Two seats hold the same Virtue: choose another for one of them.';
  const seed = $('#seed').value.trim();
  if (seed !== '' && (!/^\d+$/.test(seed) || !Number.isSafeInteger(Number(seed)) || Number(seed) === 0)) {
    return 'The seed must be a whole number above 0, or left empty for a random year.';
  }
  return '';
}

form.addEventListener('submit', async (ev) => {
  ev.preventDefault();
  errorBox.hidden = true;
  const problem = check();
  if (problem) {
    showError(problem);
    return;
  }
  const btn = $('#create-table');
  btn.disabled = true;
  btn.setAttribute('aria-busy', 'true');
  try {
    const res = await api('/api/tables', { method: 'POST', body: payload() });
    location.assign(res.url);
  } catch (e) {
    showError(`The table could not be set: ${e.message}`, e.problems);
    btn.disabled = false;
    btn.removeAttribute('aria-busy');
  }
});

function chosenRules() {
  return form.querySelector('input[name=rules]:checked').value;
}

// useRules switches the Houses and Virtues offered to those of the chosen
// rule set, forgetting choices it does not have.
function useRules() {
  rules = chosenRules() === 'studio' ? ruleSets.studio : ruleSets.default;
  for (const x of seats) {
    if (x.house && !rules.houses.has(x.house)) x.house = '';
    if (x.virtue && !rules.virtues.has(x.virtue)) x.virtue = '';
  }
  render();
}

// loadStudio offers a rule set saved in Rules Studio, chosen by default.
async function loadStudio() {
  try {
    ruleSets.studio = new Rules(await api(`/api/rules/${encodeURIComponent(studioCode)}`));
  } catch {
    showError(`No saved rule set has the code ${studioCode}: the table will use one of the rule sets below.`);
    return;
  }
  const doc = ruleSets.studio.doc;
  fill($('#rules-studio-text'), h('strong', null, doc.name), ` (from Rules Studio, code ${studioCode}). `,
    doc.description || '', ' ', h('a', { href: `/studio/${encodeURIComponent(studioCode)}` }, 'Read it'));
  $('#rules-studio-option').hidden = false;
  form.querySelector('input[name=rules][value=studio]').checked = true;
}

for (const r of form.querySelectorAll('input[name=rules]')) r.addEventListener('change', useRules);
countSel.addEventListener('change', () => setCount(Number(countSel.value)));
firstSel.addEventListener('change', renderFirstHint);

async function init() {
  try {
    ruleSets.default = new Rules(await api('/api/content'));
  } catch (e) {
    showError(`The rule set could not be loaded: ${e.message}`);
    return;
  }
  if (studioCode) await loadStudio();
  const n = solo ? 3 : 2;
  countSel.value = String(n);
  seats = Array.from({ length: n }, (_, i) => newSeat(i));
  useRules();
}

init();
