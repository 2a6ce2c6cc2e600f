// The replay page (/t/CODE/replay): a finished year, move by move, from
// GET /api/tables/CODE/replay?step=k.

import { api, fetchRules, tablePath } from './api.js';
import { $, h, fill } from './dom.js';
import { Rules } from './rules.js';
import { Wording, turnLine, title } from './words.js';
import { Board } from './board.js';
import { keep } from './keep.js';

const code = $('#replay-app').dataset.code;
const board = new Board($('#board'));
const slider = $('#step');
let info = null;
let rules = null;
let steps = 0;
let asked = 0; // the step last asked for: buttons move from it, older answers are dropped
let playing = null;

// moveWords words move k by the first thing it made happen ("Ada rolls
// a 3."), or names the move.
function moveWords(k, r, words) {
  const skip = new Set(['turn_begins', 'turn_ends']);
  for (const e of r.log || []) {
    if (e.seq === k && !skip.has(e.type)) {
      const line = words.line(e, -1, e.type === 'draw' ? e.detail : '');
      if (line) return line;
    }
  }
  const m = r.moves[k - 1];
  return `${words.names[m.seat] || `Seat ${m.seat + 1}`}: ${m.move.move}`;
}

async function show(k) {
  k = Math.max(0, Math.min(steps, k));
  asked = k;
  let r;
  try {
    r = await api(`${tablePath(code)}/replay?step=${k}`);
  } catch (e) {
    fill($('#loading'), e.message);
    $('#loading').hidden = false;
    return;
  }
  if (asked !== k) return;
  slider.value = String(k);
  history.replaceState(null, '', `#step=${k}`);
  const view = r.view;
  const names = view.houses.map((x) => x.name);
  const words = new Wording(rules, names);
  $('#step-label').textContent = k === 0 ? `Before the first move (0 of ${steps})`
    : `Move ${k} of ${steps}: ${moveWords(k, r, words)}`;
  fill($('#statusbar'),
    h('span', { class: `season-chip season-${view.season}` }, view.ended ? 'Gala' : title(view.season)),
    h('span', { class: 'turn-line' }, turnLine(view, rules, names, -1)));
  board.update(rules, view, info.seats, { dieKey: `${k}`, dieValue: view.die || 0, line: '' });
  fill($('#keep'), keep({ rules, view, info, viewer: -1, revealed: r.revealed }));
  const list = $('#log-list');
  fill(list, words.lines(r.log || [], -1).map((l) => h('li', { class: `log-${l.kind}` }, l.text)));
  list.scrollTop = list.scrollHeight;
  $('#prev').disabled = k === 0;
  $('#first').disabled = k === 0;
  $('#next').disabled = k === steps;
  $('#last').disabled = k === steps;
}

function togglePlay() {
  if (playing) {
    clearInterval(playing);
    playing = null;
    $('#play').textContent = 'Play';
    return;
  }
  if (asked >= steps) show(0);
  $('#play').textContent = 'Pause';
  playing = setInterval(() => {
    if (asked >= steps) togglePlay();
    else show(asked + 1);
  }, 600);
}

async function init() {
  try {
    info = await api(tablePath(code));
    rules = new Rules(await fetchRules(info.rules_code));
    const whole = await api(`${tablePath(code)}/replay`);
    steps = whole.steps;
  } catch (e) {
    fill($('#loading'), e.code === 'forbidden' ? 'The replay opens once the Gala has been held. ' : `${e.message} `,
      h('a', { href: `/t/${code}` }, 'Back to the table'));
    return;
  }
  slider.max = String(steps);
  $('#loading').hidden = true;
  $('#game').hidden = false;
  $('#first').onclick = () => show(0);
  $('#prev').onclick = () => show(asked - 1);
  $('#next').onclick = () => show(asked + 1);
  $('#last').onclick = () => show(steps);
  $('#play').onclick = togglePlay;
  slider.oninput = () => show(Number(slider.value));
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') show(asked - 1);
    if (e.key === 'ArrowRight') show(asked + 1);
  });
  const m = /step=(\d+)/.exec(location.hash);
  await show(m ? Number(m[1]) : 0);
}

init();
