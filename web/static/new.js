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
import { t, has, format } from './i18n.js';

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
  ['local', t('new.kind.local')],
  ['online', t('new.kind.online')],
  ['bot', t('new.kind.bot')],
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
  const fields = [select(`seat-${i}-kind`, t('new.who'), KINDS, x.kind, (v) => { x.kind = v; render(); })];
  if (x.kind === 'local') {
    fields.push(h('label', { class: 'field', for: `seat-${i}-name` }, h('span', { class: 'field-label' }, t('new.name')),
      h('input', {
        id: `seat-${i}-name`, 'data-testid': `seat-${i}-name`, maxlength: 40, autocomplete: 'off',
        placeholder: part.placeholder(x) || t('new.player', { n: i + 1 }),
        value: x.name, oninput: (e) => { x.name = e.target.value; renderFirst(); },
      })));
  } else if (x.kind === 'bot') {
    const bot = select(`seat-${i}-bot`, t('new.bot'), botNames.map((b) => [b, botLabel(b)]), x.bot, (v) => { x.bot = v; render(); });
    bot.append(h('span', { class: 'field-hint', 'data-testid': `seat-${i}-bot-about` }, botAbout(x.bot)));
    fields.push(bot);
  } else {
    fields.push(h('p', { class: 'hint field' }, t('new.openSeat')));
  }
  fields.push(part.fields(i, x));
  return h('li', { class: 'seat-row card-inset', 'data-seat': i },
    h('div', { class: 'seat-num', 'aria-hidden': 'true' }, i + 1),
    h('div', { class: 'seat-fields' }, h('h3', { class: 'visually-hidden' }, t('new.seat', { n: i + 1 })), fields),
    part.preview(i, x));
}

function seatLabel(x, i) {
  const who = x.kind === 'bot' ? t('new.label.bot') : x.kind === 'online' ? t('new.label.online') : (x.name.trim() || t('new.label.here'));
  return t('new.seatLabel', { n: i + 1, who, as: part.label(x) || '' });
}

function renderFirst() {
  const keep = firstSel.value || 'youngest';
  const opts = [['youngest', t('new.first.youngest')], ['random', t('new.first.random')]]
    .concat(seats.map((x, i) => [String(i), seatLabel(x, i)]));
  fill(firstSel, opts.map(([v, text]) => h('option', { value: v }, text)));
  firstSel.value = opts.some(([v]) => v === keep) ? keep : 'youngest';
  renderFirstHint();
}

function renderFirstHint() {
  const hints = {
    youngest: part.firstHint || t('new.first.youngestHint'),
    random: t('new.first.randomHint'),
  };
  $('#first-hint').textContent = hints[firstSel.value] || t('new.first.seatHint');
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
    return t('new.err.seed');
  }
  if (seed !== '' && seats.some((x) => x.kind === 'online')) {
    return t('new.err.seedOnline');
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
    showError(t('new.err.create', { why: e.message }), e.problems);
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
      showError(t('new.err.part', { why: e.message }));
      return;
    }
  }
  // A game's word for a seat, in the page's language when the catalog
  // has it (word.player, word.seat).
  const word = (w) => (has(`word.${w}`) ? t(`word.${w}`) : w);
  const one = word(part.seatWords.one);
  const many = word(part.seatWords.many);
  $('#seats-legend').textContent = t('new.seatsOf', { Many: `${many[0].toUpperCase()}${many.slice(1)}` });
  $('#seat-count-label').textContent = t('new.howManyOf', { many });
  fill(countSel, Array.from({ length: max - min + 1 }, (_, k) => {
    const n = min + k;
    return h('option', { value: n }, `${format.number(n)} ${format.plural(n, [one, many])}`);
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
