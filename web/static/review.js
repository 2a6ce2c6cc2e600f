// The review of a finished game on its replay page: each person's
// decisions beside the strongest bot's, the win chance they cost, the
// luck of the dice and cards, and a win-chance chart linked to the moves.
// The server computes the review once (GET/POST …/review, streamed from
// …/review/events); this module only shows it. The replay page hands it
// a panel, the seats and a way to go to a move, and tells it each move
// it shows (at).

import { api, tablePath } from './api.js';
import { h, s, fill } from './dom.js';
import { t as tx } from './i18n.js';

const MARKS = { '?!': 'inaccuracy', '?': 'mistake', '??': 'blunder' };
const pct = (x) => `${Math.round(100 * x)}%`;
const pts = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(100 * x))}`;

// mountReview draws the review panel into root. go(step) shows a move of
// the replay; label, if given, is the replay's line naming the move
// shown, to which the move's mark is added; suggest(move, seat), if
// given, has the game's renderer mark a move on the board shown (null:
// none) and reports whether it could. It returns { at(step) }, to call
// whenever the replay shows another move (once its board is drawn).
export function mountReview({ code, root, info, names, go, label, suggest }) {
  const st = { code, root, info, names, go, label, suggest, step: 0, decisions: [], luck: [], report: null, stream: null };
  root.hidden = false;
  start(st);
  return { at(step) { st.step = step; refresh(st); } };
}

// refresh shows what the review says about the move the replay shows.
function refresh(st) {
  onBoard(st);
  here(st);
  highlight(st);
  markLabel(st);
  if (st.cursor) st.cursor.setAttribute('transform', `translate(${st.x(st.step).toFixed(1)} 0)`);
}

// upcoming is the decision taken at the position shown (the next move),
// if the strongest bot would have taken another.
const upcoming = (st) => st.decisions.find((d) => d.step === st.step + 1 && differs(d));

// onBoard has the renderer mark the better move of the decision taken at
// the position shown, if there is one.
function onBoard(st) {
  const d = upcoming(st);
  st.marked = st.suggest ? st.suggest(d ? d.best.move : null, d ? d.seat : -1) : false;
}

const colour = (st, seat) => (st.info.seats[seat] && st.info.seats[seat].colour) || ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'][seat % 6];
const who = (st, seat) => st.names[seat] || tx('new.seat', { n: seat + 1 });

async function start(st) {
  let now;
  try {
    now = await api(`${tablePath(st.code)}/review`);
  } catch (e) {
    fill(st.root, h('h2', null, tx('review.title')), h('p', { class: 'small' }, e.message));
    return;
  }
  if (now.state === 'done') {
    show(st, now.review);
    return;
  }
  const ask = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'review-start', onclick: () => follow(st) }, tx('review.ask'));
  fill(st.root, h('h2', null, tx('review.title')),
    h('p', { class: 'small' }, tx('review.offer')),
    ask);
  if (now.state === 'running') follow(st);
}

// follow streams the review as it is computed.
function follow(st) {
  if (st.stream) return;
  const progress = h('p', { class: 'small', 'aria-live': 'polite', 'data-testid': 'review-progress' }, tx('review.starting'));
  const list = h('ol', { class: 'review-moves', 'data-testid': 'review-moves' });
  fill(st.root, h('h2', null, tx('review.title')), progress, list);
  st.list = list;
  const es = new EventSource(`${tablePath(st.code)}/review/events`);
  st.stream = es;
  const step = (e) => {
    const ev = JSON.parse(e.data);
    progress.textContent = tx('review.judging', { step: ev.step, steps: ev.steps });
    return ev;
  };
  es.addEventListener('decision', (e) => {
    const ev = step(e);
    st.decisions.push(ev.decision);
    list.append(moveItem(st, ev.decision));
  });
  es.addEventListener('luck', (e) => st.luck.push(step(e).luck));
  es.addEventListener('done', (e) => {
    es.close();
    show(st, JSON.parse(e.data).report);
  });
  es.addEventListener('failed', (e) => {
    es.close();
    progress.textContent = tx('review.failed', { why: JSON.parse(e.data).error });
  });
  es.onerror = () => {
    if (st.report) return;
    es.close();
    st.stream = null;
    progress.textContent = tx('review.lost');
  };
}

// show draws the whole review.
function show(st, rep) {
  st.report = rep;
  st.decisions = rep.decisions || [];
  st.luck = rep.luck || [];
  st.list = h('ol', { class: 'review-moves', 'data-testid': 'review-moves' }, st.decisions.map((d) => moveItem(st, d)));
  st.here = h('div', { class: 'review-here', 'aria-live': 'polite', 'data-testid': 'review-here' });
  const t = rep.thresholds;
  fill(st.root,
    h('h2', null, tx('review.title')),
    h('p', { class: 'small' }, `${tx('review.judged')} `,
      tx('review.marks', { a: Math.round(100 * t.inaccuracy), b: Math.round(100 * t.mistake), c: Math.round(100 * t.blunder) })),
    summary(st, rep),
    chart(st, rep),
    h('div', { class: 'actions' },
      h('button', { type: 'button', class: 'btn btn-small', 'data-testid': 'review-next-mistake', onclick: () => nextMark(st),
        disabled: !st.decisions.some((d) => d.mark) }, st.decisions.some((d) => d.mark) ? `${tx('review.next')} ▶` : tx('review.noMarks'))),
    st.here,
    h('h3', null, tx('review.decisions')),
    st.decisions.length ? st.list : h('p', { class: 'small' }, tx('review.none')));
  refresh(st);
}

// summary is one row per seat; on a narrow screen the table scrolls
// sideways inside its own box rather than the page.
function summary(st, rep) {
  return h('div', { class: 'review-scroll' }, h('table', { class: 'review-summary scores', 'data-testid': 'review-summary' },
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, tx('review.player')), h('th', { scope: 'col' }, tx('review.accuracy')),
      h('th', { scope: 'col' }, tx('review.avgLoss')), h('th', { scope: 'col' }, '?! / ? / ??'), h('th', { scope: 'col' }, tx('review.luck')),
      h('th', { scope: 'col' }, tx('review.adjusted')))),
    h('tbody', null, rep.seats.map((x) => h('tr', null,
      h('th', { scope: 'row' }, who(st, x.seat)),
      h('td', { 'data-testid': `review-accuracy-${x.seat}` }, `${Math.round(x.accuracy)}`),
      h('td', null, tx('review.points', { n: (100 * x.average_loss).toFixed(1) })),
      h('td', { class: 'nowrap' }, `${x.inaccuracies} / ${x.mistakes} / ${x.blunders}`),
      h('td', null, tx('review.points', { n: `${pts(x.luck)} ± ${Math.round(100 * x.luck_error)}` })),
      h('td', null, `${pct(x.result)} → ${pct(x.adjusted)}`))))));
}

// chart draws every reviewed seat's win chance over the game, each
// judged move a point that goes to it, and the same figures as a table
// for screen readers (and anyone who prefers numbers).
function chart(st, rep) {
  const W = 320, H = 150, L = 28, B = 18, T = 6;
  const x = (step) => L + (W - L - 6) * (rep.steps ? step / rep.steps : 0);
  const y = (win) => T + (H - T - B) * (1 - win);
  const marked = new Set(st.decisions.filter((d) => d.mark).map((d) => `${d.seat}:${d.step}`));
  const all = steps(rep);
  st.x = x;
  st.cursor = s('line', { x1: 0, x2: 0, y1: T, y2: H - B, class: 'review-cursor' });
  // A click on the chart goes to the judged move nearest it.
  const nearest = (e) => {
    const box = e.currentTarget.getBoundingClientRect();
    const at = ((e.clientX - box.left) / box.width) * W;
    return all.reduce((b, k) => (Math.abs(x(k) - at) < Math.abs(x(b) - at) ? k : b), all[0] || 0);
  };
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'review-chart', role: 'img', 'aria-label': tx('review.chart'), 'data-testid': 'review-chart',
    onclick: (e) => { if (!e.target.closest('.review-dot') && all.length) st.go(nearest(e)); } },
    st.cursor,
    [0, 0.5, 1].map((v) => [s('line', { x1: L, x2: W - 6, y1: y(v), y2: y(v), class: 'review-grid' }),
      s('text', { x: L - 4, y: y(v) + 3, 'text-anchor': 'end', class: 'review-axis' }, pct(v))]),
    rep.seats.map((x0) => s('polyline', { fill: 'none', stroke: colour(st, x0.seat), 'stroke-width': 2,
      points: x0.chart.map((p) => `${x(p.step).toFixed(1)},${y(p.win).toFixed(1)}`).join(' ') })),
    rep.seats.map((x0) => x0.chart.filter((p) => marked.has(`${x0.seat}:${p.step}`)).map((p) => s('circle', {
      cx: x(p.step), cy: y(p.win), r: 5, fill: colour(st, x0.seat), class: 'review-dot', tabindex: 0,
      'aria-label': tx('replay.moveN', { n: p.step }), onclick: () => st.go(p.step), onkeydown: (e) => { if (e.key === 'Enter') st.go(p.step); },
    }, s('title', null, `${tx('replay.moveN', { n: p.step })}: ${who(st, x0.seat)} ${pct(p.win)}`)))),
    s('text', { x: W - 6, y: H - 4, 'text-anchor': 'end', class: 'review-axis' }, tx('review.axis', { n: rep.steps })));
  const legend = h('p', { class: 'small review-legend' }, rep.seats.map((x0) => h('span', null,
    h('span', { class: 'review-swatch', style: `background:${colour(st, x0.seat)}` }), ` ${who(st, x0.seat)} `)));
  const table = h('details', { class: 'small' }, h('summary', null, tx('review.asTable')),
    h('table', { class: 'scores', 'data-testid': 'review-chart-table' },
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, tx('review.afterMove')), rep.seats.map((x0) => h('th', { scope: 'col' }, who(st, x0.seat))))),
      h('tbody', null, steps(rep).map((k) => h('tr', null, h('th', { scope: 'row' }, h('a', { href: `#step=${k}`, onclick: (e) => { e.preventDefault(); st.go(k); } }, `${k}`)),
        rep.seats.map((x0) => h('td', null, valueAt(x0.chart, k))))))));
  return h('figure', { class: 'review-figure' }, svg, legend, table);
}

// steps lists every step some seat's chart has a point at.
function steps(rep) {
  const all = new Set();
  rep.seats.forEach((x0) => x0.chart.forEach((p) => all.add(p.step)));
  return [...all].sort((a, b) => a - b);
}

function valueAt(points, k) {
  let v = null;
  for (const p of points) if (p.step <= k) v = p.win;
  return v === null ? '' : pct(v);
}

// differs reports whether the better move is another than the one played.
const differs = (d) => JSON.stringify(d.best.move) !== JSON.stringify(d.played.move);

function moveItem(st, d) {
  const label = d.played_words || d.played.move.move;
  return h('li', { class: `review-move${d.mark ? ` review-${MARKS[d.mark]}` : ''}`, dataset: { step: d.step, better: differs(d) ? 'yes' : 'no' } },
    h('button', { type: 'button', class: 'linklike', onclick: () => st.go(d.step) },
      `${tx('replay.moveN', { n: d.step })} · ${who(st, d.seat)}: ${label}`,
      d.mark ? h('strong', { class: 'review-mark', 'data-testid': 'review-mark', 'aria-label': tx(`review.mark.${MARKS[d.mark]}`) }, ` ${d.mark}`) : null));
}

// here says what the review found at the move the replay shows: the
// decision that led to it and the luck it brought.
function here(st) {
  if (!st.here) return;
  const k = st.step;
  const ds = st.decisions.filter((d) => d.step === k);
  const ls = st.luck.filter((l) => l.step === k && Math.abs(l.luck) >= 0.005);
  const next = upcoming(st);
  if (!ds.length && !ls.length && !next) {
    fill(st.here, h('p', { class: 'small muted' }, k === 0 ? tx('review.goTo') : tx('review.nothingHere')));
    return;
  }
  fill(st.here,
    ds.map((d) => h('div', { class: 'review-decision' },
      h('p', null, h('strong', null, `${tx('review.played', { name: who(st, d.seat) })} `), d.played_words || d.played.move.move,
        ` — ${tx('review.chance', { win: pct(d.played.win), score: d.played.score.toFixed(1) })}`, d.mark ? h('strong', { class: 'review-mark' }, ` ${d.mark}`) : null),
      differs(d)
        ? h('p', { 'data-testid': 'review-better' }, h('strong', null, `${tx('review.better')} `), d.best_words || JSON.stringify(d.best.move),
          ` — ${tx('review.chance', { win: pct(d.best.win), score: d.best.score.toFixed(1) })} ${tx('review.cost', { n: Math.round(100 * d.loss), e: Math.round(100 * d.error) })} `,
          h('button', { type: 'button', class: 'btn btn-small', 'data-testid': 'review-show-better', onclick: () => st.go(d.step - 1) }, tx('review.showIt')))
        : h('p', { class: 'small' }, tx('review.agrees')))),
    next ? h('p', { 'data-testid': 'review-better-here' }, h('strong', null, `${tx('review.fromHere')} `),
      next.best_words || JSON.stringify(next.best.move), ` ${st.marked ? tx('review.onBoard') : tx('review.notOnBoard')}`,
      `; ${tx('review.nextPlayed', { name: who(st, next.seat), what: next.played_words || next.played.move.move, n: next.step })}`) : null,
    ls.map((l) => h('p', { class: 'small' }, tx('review.luckFor', { name: who(st, l.seat), n: pts(l.luck), before: pct(l.before), after: pct(l.after) }))));
}

// markLabel adds the mark of the move shown, if it has one, to the
// replay's line naming it.
function markLabel(st) {
  if (!st.label) return;
  const old = st.label.querySelector('[data-testid=replay-mark]');
  if (old) old.remove();
  const d = st.decisions.find((x) => x.step === st.step && x.mark);
  if (d) st.label.append(h('strong', { class: 'review-mark', 'data-testid': 'replay-mark', title: tx(`review.mark.${MARKS[d.mark]}`) }, ` ${d.mark}`));
}

function highlight(st) {
  if (!st.list) return;
  for (const li of st.list.children) li.classList.toggle('review-current', Number(li.dataset.step) === st.step);
}

// nextMark goes to the next marked decision after the move shown, round
// to the first.
function nextMark(st) {
  const marks = st.decisions.filter((d) => d.mark);
  if (!marks.length) return;
  const next = marks.find((d) => d.step > st.step) || marks[0];
  st.go(next.step);
}
