// The replay page (/t/CODE/replay): a finished game, move by move, from
// GET /api/tables/CODE/replay?step=k. The frame draws the controls and
// the log; the game's renderer draws each position.

import { api, fetchRules, tablePath } from './api.js';
import { $, h, fill } from './dom.js';
import { loadRenderer } from './renderer.js';
import { Frame } from './frame.js';
import { chatLine } from './chat.js';
import { mountReview } from './review.js';
import { t } from './i18n.js';

const code = $('#replay-app').dataset.code;
const slider = $('#step');
let info = null;
let frame = null;
let steps = 0;
let asked = 0; // the step last asked for: buttons move from it, older answers are dropped
let playing = null;
let review = null; // the review panel (review.js), told each move shown

// moveWords words move k by the renderer's wording of what it made
// happen, or names the seat and the move.
function moveWords(k, r) {
  const said = frame.stepWords(r.log || [], k);
  if (said) return said;
  const m = r.moves[k - 1];
  const names = frame.names(r.view, info);
  if (m.undo || m.notice) {
    const line = frame.words(r.log || [], 0, r.view, info).find((l) => l.seq === m.seq);
    if (line) return line.text;
  }
  return `${names[m.seat] || t('new.seat', { n: m.seat + 1 })}: ${m.move.move}`;
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
  const state = {
    info, view: r.view, log: r.log || [], viewer: -1, busy: false, ended: k === steps, outcome: r.outcome ?? null,
    waiting: [], decision: null, revealed: r.revealed, step: `${k}`,
  };
  $('#step-label').textContent = k === 0 ? t('replay.before', { steps })
    : t('replay.step', { k, steps, what: moveWords(k, r) });
  fill($('#statusbar'), frame.status(state));
  frame.update(state);
  const list = $('#log-list');
  fill(list, frame.lines(state.log, 0, r.view, info).lines.map((l) => h('li', { class: `log-${l.kind}` }, l.text)));
  list.scrollTop = list.scrollHeight;
  // The table talk up to this move (a line is placed by the sequence
  // number at which it was said).
  const names = frame.names(r.view, info);
  const said = (r.chat || []).filter((l) => l.seq <= k);
  fill($('#replay-chat-list'), said.length ? said.map((l) => chatLine(l, names)) : h('li', { class: 'muted' }, t('replay.nothingSaid')));
  $('#prev').disabled = k === 0;
  $('#first').disabled = k === 0;
  $('#next').disabled = k === steps;
  $('#last').disabled = k === steps;
  if (review) review.at(k);
}

function togglePlay() {
  if (playing) {
    clearInterval(playing);
    playing = null;
    $('#play').textContent = t('replay.play');
    return;
  }
  if (asked >= steps) show(0);
  $('#play').textContent = t('replay.pause');
  playing = setInterval(() => {
    if (asked >= steps) togglePlay();
    else show(asked + 1);
  }, 600);
}

async function init() {
  try {
    info = await api(tablePath(code));
    const [doc, mod] = await Promise.all([fetchRules(info.rules_code), loadRenderer(info.game)]);
    frame = new Frame(await mod.open({ code, doc, slots: { main: $('#game-main') }, send: () => {}, replay: true }), doc, $('#replay-app').dataset);
    const whole = await api(`${tablePath(code)}/replay`);
    steps = whole.steps;
    review = mountReview({ code, root: $('#review'), info, names: frame.names(whole.view, info), go: show, label: $('#step-label'),
      suggest: (m, seat) => frame.suggest(m, seat) });
  } catch (e) {
    fill($('#loading'), e.code === 'forbidden' ? `${t('replay.notYet')} ` : `${e.message} `,
      h('a', { href: `/t/${code}` }, t('replay.toTable')));
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
  const toReview = location.hash === '#review';
  await show(m ? Number(m[1]) : 0);
  if (toReview) $('#review').scrollIntoView({ block: 'start' });
}

init();
