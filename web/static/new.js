// The set-the-table form (/new and /solo, ?game=NAME): the game, how many
// seats, who sits in each, who goes first, bot pace and seed. The game's
// renderer adds its own part (newTableForm: what each seat plays as
// and the rule-set choice); a game without one is set up with its
// default rules and empty seat set-ups. It posts POST /api/tables and
// goes to the new table.

import { api } from './api.js';
import { $, h, fill } from './dom.js';
import { botAbout, botLabel, botOrder, defaultBot, useBots } from './seats.js';
import { loadRenderer } from './renderer.js';

const form = $('#table-form');
const solo = form.dataset.solo === '1';
const game = form.dataset.game;
const min = Number(form.dataset.min) || 1;
const max = Number(form.dataset.max) || min;
const seatList = $('#seats');
const countSel = $('#seat-count');
const firstSel = $('#first-seat');
const errorBox = $('#form-error');
const serverBots = [...$('#bot-names').content.querySelectorAll('option')].map((o) => o.value);
let botNames = serverBots; // ordered and labelled once the renderer is loaded (init)

const KINDS = [
  ['local', 'A person at this device'],
  ['online', 'A person joining online'],
  ['bot', 'A bot'],
];

// part is the game's own part of the form (see docs/ARCHITECTURE.md);
// the plain one asks nothing.
const plainPart = {
  options: null, seatWords: { one: 'seat', many: 'seats' },
  fields: () => [], preview: () => null, placeholder: () => '', label: () => '', check: () => '', rules: () => ({}),
};
let part = plainPart;
let seats = [];

function newSeat(i) {
  const kind = solo ? (i === 0 ? 'local' : 'bot') : 'local';
  return { kind, name: '', bot: defaultBot(botNames), setup: {} };
}

function setCount(n) {
  while (seats.length < n) seats.push(newSeat(seats.length));
  seats.length = n;
  render();
}

function select(id, label, options, value, onchange) {
  return h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, label),
    h('select', { id, 'data-testid': id, onchange: (e) => onchange(e.target.value) },
      options.map(([v, text]) => {
        const o = h('option', { value: v }, text);
        o.selected = v === value;
        return o;
      })));
}

function seatRow(x, i) {
  const fields = [select(`seat-${i}-kind`, 'Who sits here', KINDS, x.kind, (v) => { x.kind = v; render(); })];
  if (x.kind === 'local') {
    fields.push(h('label', { class: 'field', for: `seat-${i}-name` }, h('span', { class: 'field-label' }, 'Name'),
      h('input', {
        id: `seat-${i}-name`, 'data-testid': `seat-${i}-name`, maxlength: 40, autocomplete: 'off',
        placeholder: part.placeholder(x) || `Player ${i + 1}`,
        value: x.name, oninput: (e) => { x.name = e.target.value; renderFirst(); },
      })));
  } else if (x.kind === 'bot') {
    const bot = select(`seat-${i}-bot`, 'Bot', botNames.map((b) => [b, botLabel(b)]), x.bot, (v) => { x.bot = v; render(); });
    bot.append(h('span', { class: 'field-hint', 'data-testid': `seat-${i}-bot-about` }, botAbout(x.bot)));
    fields.push(bot);
  } else {
    fields.push(h('p', { class: 'hint field' }, 'An open seat: a friend claims it with the room code and names themselves.'));
  }
  fields.push(part.fields(i, x));
  return h('li', { class: 'seat-row card-inset', 'data-seat': i },
    h('div', { class: 'seat-num', 'aria-hidden': 'true' }, i + 1),
    h('div', { class: 'seat-fields' }, h('h3', { class: 'visually-hidden' }, `Seat ${i + 1}`), fields),
    part.preview(i, x));
}

function seatLabel(x, i) {
  const who = x.kind === 'bot' ? 'a bot' : x.kind === 'online' ? 'an online player' : (x.name.trim() || 'a person here');
  const as = part.label(x);
  return `Seat ${i + 1}: ${who}${as ? `, ${as}` : ''}`;
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
    youngest: part.firstHint || 'By custom the youngest player chooses who begins. Seat the youngest player in seat 1: seat 1 takes the first turn, and play runs clockwise down the list.',
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
    game,
    seats: seats.map((x) => {
      const seat = { kind: x.kind };
      if (x.kind === 'local') seat.name = x.name.trim();
      if (x.kind === 'bot') seat.bot = x.bot;
      if (Object.keys(x.setup).length) seat.setup = { ...x.setup };
      return seat;
    }),
    ...part.rules(),
  };
  const first = firstSel.value;
  body.first_seat = first === 'youngest' || first === 'random' ? first : Number(first);
  const clock = $('#clock') ? $('#clock').value : 'none';
  if (clock !== 'none') body.clock = { kind: clock };
  const pace = $('#bot-pace').value;
  if (pace !== '') body.bot_delay_ms = Number(pace);
  const seed = $('#seed').value.trim();
  if (seed !== '') body.seed = Number(seed);
  return body;
}

// create posts the table.
function create(body) {
  return api('/api/tables', { method: 'POST', body });
}

function check() {
  const problem = part.check(seats);
  if (problem) return problem;
  const seed = $('#seed').value.trim();
  if (seed !== '' && (!/^\d+$/.test(seed) || !Number.isSafeInteger(Number(seed)) || Number(seed) === 0)) {
    return 'The seed must be a whole number above 0, or left empty for a random game.';
  }
  if (seed !== '' && seats.some((x) => x.kind === 'online')) {
    return 'A seed can be chosen only when every seat is on this device or a bot: a table with online seats is dealt by the server, so that nobody can know the cards in advance. Leave the seed empty.';
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
    const res = await create(payload());
    location.assign(res.url);
  } catch (e) {
    showError(`The table could not be set: ${e.message}`, e.problems);
    btn.disabled = false;
    btn.removeAttribute('aria-busy');
  }
});

countSel.addEventListener('change', () => setCount(Number(countSel.value)));
firstSel.addEventListener('change', renderFirstHint);
$('#game')?.addEventListener('change', (e) => {
  const q = new URLSearchParams(location.search);
  q.set('game', e.target.value);
  q.delete('rules'); // a saved rule set belongs to the game it was saved for
  location.assign(`${location.pathname}?${q}`);
});

async function init() {
  const mod = await loadRenderer(game);
  useBots(mod.bots, mod.defaultBot, mod.botNames);
  botNames = botOrder(serverBots);
  if (mod.newTableForm) {
    try {
      part = { ...plainPart, ...await formPart(mod) };
    } catch (e) {
      showError(`The game's part of the form could not be loaded: ${e.message}`);
      return;
    }
  }
  const { one, many } = part.seatWords;
  $('#seats-legend').textContent = `${many[0].toUpperCase()}${many.slice(1)} at the table`;
  $('#seat-count-label').textContent = `How many ${many}?`;
  fill(countSel, Array.from({ length: max - min + 1 }, (_, k) => {
    const n = min + k;
    return h('option', { value: n }, `${n} ${n === 1 ? one : many}`);
  }));
  if (part.options) fill($('#game-options'), part.options);
  // Solo: a game one can play alone starts as a solitary game; else a
  // person and two bots.
  const n = Math.min(max, Math.max(min, solo ? (min === 1 ? 1 : 3) : 2));
  countSel.value = String(n);
  seats = Array.from({ length: n }, (_, i) => newSeat(i));
  render();
}

// formPart asks the renderer for its part; the object it returns has
// methods, so it is bound rather than copied.
async function formPart(mod) {
  const f = await mod.newTableForm({ solo, params: new URLSearchParams(location.search), seats: () => seats, changed: render, error: showError });
  const out = {};
  for (const k of ['options', 'seatWords', 'firstHint']) if (f[k] !== undefined) out[k] = f[k];
  for (const k of ['fields', 'preview', 'placeholder', 'label', 'check', 'rules']) if (typeof f[k] === 'function') out[k] = f[k].bind(f);
  return out;
}

init();
