// The table page (/t/CODE): the lobby, the game and the Gala. The server
// is authoritative: this page shows the latest update it was sent and
// offers only the moves listed in view.pending[0].moves.
//
// Whose view is held: an online player or a solo player holds their one
// seat. On a hot-seat device (the host's token controls two or more
// local seats) the page holds the view of the last local seat that took
// the device, and covers the screen whenever another local seat must
// decide; nothing private is drawn until that player taps the cover.

import { api, fetchRules, tablePath, Feed } from './api.js';
import { $, h, fill, toast } from './dom.js';
import { Rules } from './rules.js';
import { Wording, turnLine, decisionTitle, title, botOrder } from './words.js';
import { Board, kindIcon, KIND_NAMES } from './board.js';
import { keep, ledger, sigil } from './keep.js';
import { panel } from './decision.js';
import { lobby } from './lobby.js';
import { gala } from './gala.js';

const app = $('#table-app');
const code = app.dataset.code;
const bots = botOrder([...$('#bot-names').content.querySelectorAll('option')].map((o) => o.value));
const SHOWN_KEY = `eg-shown-${code}`;

const st = {
  info: null, // table info (the latest update's)
  view: null, // the held seat's view
  log: [], // redacted events, each with its seq
  seq: 0, // the table's sequence number in the latest update
  rules: null,
  viewer: -1, // the seat whose view is held (-1: spectator)
  want: null, // the seat asked of the feed (null: spectator)
  shown: null, // hot-seat: the local seat that last took the device
  cover: null, // hot-seat: the seat the cover waits for
  busy: false, // a move is on its way
  busyTimer: null,
  followTimer: null,
  logDrawn: { viewer: null, count: 0 },
};

const board = new Board($('#board'));
const feed = new Feed(code, { onUpdate, onError: moveRefused, onState });

// --- whose view -----------------------------------------------------------

const mine = () => (st.info && st.info.you) || [];
const locals = () => mine().filter((x) => st.info.seats[x] && st.info.seats[x].kind === 'local');
const hotseat = () => locals().length > 1;
const seatNum = (x) => (x === null || x === undefined ? -1 : x);

function decider() {
  const d = st.view && !st.view.ended && st.view.pending && st.view.pending[0];
  return d ? d.seat : -1;
}

// firstSeat is the seat to connect as on opening the page.
function firstSeat() {
  if (hotseat()) {
    const saved = sessionStorage.getItem(SHOWN_KEY);
    if (saved !== null && locals().includes(Number(saved))) {
      st.shown = Number(saved);
      return st.shown;
    }
    return null;
  }
  return mine().length ? mine()[0] : null;
}

// perspective chooses whose view to hold and whether to cover the screen.
function perspective() {
  if (!hotseat()) {
    st.cover = null;
    const seat = mine().length ? mine()[0] : null;
    if (seat !== st.want) ask(seat);
    return;
  }
  const d = decider();
  st.cover = st.info.status === 'playing' && locals().includes(d) && d !== st.shown ? d : null;
}

function ask(seat) {
  st.want = seat;
  feed.switchSeat(seat);
}

function tapCover() {
  const seat = st.cover;
  st.shown = seat;
  st.cover = null;
  sessionStorage.setItem(SHOWN_KEY, String(seat));
  st.log = []; // the last player's log may hold their secrets
  st.logDrawn = { viewer: null, count: 0 };
  ask(seat);
  render();
}

// ready: the view held is the one asked for (not a leftover from the
// seat before a hand-over).
const ready = () => st.viewer === seatNum(st.want);

// --- feed -----------------------------------------------------------------

function onUpdate(up) {
  if (up.seat !== seatNum(st.want)) return; // a leftover of another perspective
  st.info = up.table;
  st.seq = up.seq;
  if (up.view) st.view = up.view;
  st.viewer = up.seat;
  mergeLog(up.log || []);
  setBusy(false);
  render();
}

// mergeLog adds an update's events: a full log (after a reconnection or
// a hand-over) replaces what was there from its first seq on.
function mergeLog(entries) {
  if (!entries.length) return;
  const first = entries[0].seq;
  const keepUpTo = st.log.findIndex((e) => e.seq >= first);
  if (keepUpTo >= 0) {
    st.log = st.log.slice(0, keepUpTo);
    st.logDrawn = { viewer: null, count: 0 };
  }
  st.log = st.log.concat(entries);
}

function onState(state) {
  const conn = $('#conn');
  if (state === 'closed') {
    conn.textContent = 'The connection dropped. Reconnecting…';
    conn.hidden = false;
  } else if (state === 'open') {
    conn.hidden = true;
  }
}

function moveRefused(err) {
  setBusy(false);
  if (err.code === 'stale') return; // a newer update is on its way
  toast(err.message || 'The server refused that.', 'error');
  if (st.view) render();
}

function setBusy(b) {
  st.busy = b;
  clearTimeout(st.busyTimer);
  app.toggleAttribute('data-busy', b);
  for (const btn of document.querySelectorAll('#decision button[data-move]')) {
    if (b) btn.disabled = true;
  }
  if (b) st.busyTimer = setTimeout(() => { setBusy(false); if (st.view) render(); }, 8000);
}

// send plays a move for the held seat: over the WebSocket, or by POST
// when the socket is down.
function send(m) {
  if (st.busy || !ready()) return;
  const body = { seat: st.viewer, move: m.move, seq: st.seq };
  if (m.option !== undefined && m.option !== null) body.option = m.option;
  if (m.item) body.item = m.item;
  setBusy(true);
  if (feed.send({ type: 'move', ...body })) return;
  api(`${tablePath(code)}/moves`, { method: 'POST', body })
    .then(() => api(`${tablePath(code)}/view?seat=${st.viewer}`))
    .then(onUpdate)
    .catch(moveRefused);
}

function confirmWait() {
  const d = $('#wait-dialog');
  return new Promise((resolve) => {
    d.returnValue = '';
    d.addEventListener('close', () => resolve(d.returnValue === 'wait'), { once: true });
    d.showModal();
    d.querySelector('[value=wait]').focus();
  });
}

// --- lobby actions --------------------------------------------------------

async function act(f, done) {
  try {
    await f();
    if (done) done();
  } catch (e) {
    toast(e.message, 'error');
  }
}

const lobbyActions = {
  claim: (seat, name) => act(async () => {
    localStorage.setItem('eg-name', name);
    await api(`${tablePath(code)}/claim`, { method: 'POST', body: { seat, name } });
    toast(`You hold seat ${seat + 1}.`);
    await restart(); // the new cookie changes what this page may see
  }),
  bot: (seat, bot) => act(() => api(`${tablePath(code)}/bots`, { method: 'POST', body: { seat, bot } })),
  fill: (bot) => act(() => api(`${tablePath(code)}/bots`, { method: 'POST', body: { all: true, bot } })),
  start: () => act(() => api(`${tablePath(code)}/start`, { method: 'POST' })),
};

async function rematch() {
  await act(async () => {
    const r = await api(`${tablePath(code)}/rematch`, { method: 'POST' });
    location.assign(r.url);
  });
}

// --- drawing --------------------------------------------------------------

function render() {
  $('#loading').hidden = true;
  if (!st.info) return;
  if (st.info.status === 'lobby' || !st.view) {
    renderLobby();
    return;
  }
  $('#lobby').hidden = true;
  fill($('#lobby'));
  $('#game').hidden = false;
  perspective();
  // While the cover is up, or the hand-over is still arriving, draw
  // public information only.
  const viewer = st.cover === null && ready() ? st.viewer : -1;
  const names = st.view.houses.map((x) => x.name);
  const ctx = {
    code, rules: st.rules, view: st.view, info: st.info, log: st.log, viewer, names,
    busy: st.busy, send, confirmWait,
  };
  renderStatus(ctx);
  renderBoard(ctx);
  renderCover(ctx);
  const dec = $('#decision');
  if (st.view.ended) {
    dec.hidden = true;
  } else if (st.cover === null && !ready() && hotseat()) {
    dec.hidden = false;
    fill(dec, h('h2', { class: 'decision-title' }, 'Opening the Keep…'));
  } else {
    dec.hidden = false;
    fill(dec, panel(ctx));
  }
  // At the Gala every House's Gems are public: the Keep shows them all.
  if (st.view.ended) ctx.revealed = st.view.houses;
  const priv = viewer >= 0 && !st.view.ended ? ledger(ctx) : null;
  $('#private').hidden = !priv;
  fill($('#private'), priv);
  fill($('#keep'), keep(ctx));
  renderLog(ctx);
  renderGala(ctx);
  renderFacts(ctx);
  const mineNow = viewer >= 0 && decider() === viewer;
  document.title = `${mineNow ? '● Your move · ' : ''}Table ${code} · Evergreen`;
}

function renderStatus(ctx) {
  const { view, info, names, viewer } = ctx;
  const d = view.pending && view.pending[0];
  let now;
  if (view.ended) {
    now = h('span', { class: 'now' }, 'The year is over: the Gala is held.');
  } else if (d) {
    const seat = info.seats[d.seat] || {};
    const you = d.seat === viewer;
    const thinking = seat.kind === 'bot';
    now = h('span', { class: `now${you ? ' now-you' : ''}`, 'data-testid': 'now' }, sigil(seat, 'small'),
      h('strong', null, you ? 'Your decision' : thinking ? `${ctx.rules.house(seat.house).name} is thinking…` : names[d.seat]),
      h('span', { class: 'muted' }, ` · ${decisionTitle(d.kind)}`));
  }
  fill($('#statusbar'),
    h('span', { class: `season-chip season-${view.season}` }, view.ended ? 'Gala' : title(view.season)),
    h('span', { class: 'turn-line', 'data-testid': 'turn-line' }, turnLine(view, ctx.rules, names, viewer)),
    now);
}

function renderBoard(ctx) {
  const { view, log, rules, info, names, viewer } = ctx;
  let dieKey = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.type === 'turn_begins') break;
    if (e.type === 'roll' || e.type === 'reroll') {
      dieKey = `${e.seq}-${e.type}`;
      break;
    }
  }
  board.update(rules, view, info.seats, {
    dieKey, dieValue: view.die || 0, line: view.ended ? '' : turnLine(view, rules, names, viewer).split(' · ').slice(1).join(' · '),
  });
  const legend = $('#legend');
  if (!legend.childElementCount) {
    fill(legend, Object.entries(KIND_NAMES).map(([kind, name]) =>
      h('span', { class: 'legend-item' }, kindIcon(kind, 22), name)));
  }
}

function renderCover(ctx) {
  const c = $('#cover');
  document.body.classList.toggle('covered', st.cover !== null);
  if (st.cover === null) {
    c.hidden = true;
    fill(c);
    return;
  }
  const seat = ctx.info.seats[st.cover] || {};
  const name = ctx.names[st.cover];
  const d = ctx.view.pending[0];
  const wasHidden = c.hidden;
  fill(c, h('div', { class: 'cover-card' },
    sigil(seat, 'big'),
    h('h2', { id: 'cover-title' }, `Pass the device to ${name}`),
    h('p', null, `${ctx.rules.house(seat.house).name} must decide: ${decisionTitle(d.kind)}.`),
    h('p', { class: 'muted' }, `Everyone else, look away: ${name}'s private ledger is shown next.`),
    h('button', { type: 'button', class: 'btn btn-primary btn-big', 'data-testid': 'cover-tap', onclick: tapCover },
      `I am ${name}: show my Keep`)));
  c.hidden = false;
  if (wasHidden) c.querySelector('button').focus();
}

// renderLog words the log; while the viewer stays the same, only the
// new events are added.
function renderLog(ctx) {
  const list = $('#log-list');
  const drawn = st.logDrawn;
  let from = 0;
  if (drawn.viewer === ctx.viewer && drawn.count <= st.log.length) from = drawn.count;
  else list.replaceChildren();
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const lines = new Wording(ctx.rules, ctx.names).lines(st.log, ctx.viewer, from).map((l) => {
    const seat = ctx.info.seats[l.seat];
    return h('li', { class: `log-${l.kind}`, style: seat && l.kind === 'turn' ? `--house:${seat.colour}` : null }, l.text);
  });
  list.append(...lines);
  if (!list.childElementCount) list.append(h('li', { class: 'log-empty muted' }, 'Nothing has happened yet: the first Journey awaits.'));
  else if (lines.length) list.querySelector('.log-empty')?.remove();
  st.logDrawn = { viewer: ctx.viewer, count: st.log.length };
  if (atBottom || from === 0) list.scrollTop = list.scrollHeight;
}

function renderGala(ctx) {
  const g = $('#gala');
  if (!ctx.view.ended) {
    g.hidden = true;
    return;
  }
  const wasHidden = g.hidden;
  fill(g, gala(ctx, { rematch }));
  g.hidden = false;
  if (wasHidden) g.scrollIntoView({ block: 'start' });
  // Seated players follow the host to the rematch table.
  if (ctx.info.rematch && !ctx.info.host && mine().length && !st.followTimer) {
    toast('The host has set the table again: taking you there…');
    st.followTimer = setTimeout(() => location.assign(`/t/${ctx.info.rematch}`), 2500);
  }
}

function renderFacts(ctx) {
  const { info, rules } = ctx;
  const online = info.seats.some((x) => x.kind === 'online');
  fill($('#facts'),
    h('h2', null, 'This table'),
    h('p', { class: 'small' }, 'Room code ', h('strong', { class: 'mono', 'data-testid': 'facts-code' }, code),
      online ? ` · share ${location.origin}/t/${code}` : ''),
    h('p', { class: 'small' }, `Rule set: ${rules.doc.name}${rules.shared ? ', shared turn counting' : ', 8 turns each per season'}.`),
    hotseat() ? h('p', { class: 'small' }, `This device holds ${locals().map((x) => ctx.names[x]).join(', ')}: pass it when the screen asks.`) : null,
    mine().length === 0 ? h('p', { class: 'small' }, 'You are watching: you see what every House sees, and no Gems.') : null,
    h('p', { class: 'small' }, h('a', { href: '/rules' }, 'Rulebook'), ' · ', h('a', { href: '/guidance' }, "Crown's Guidance"),
      info.status === 'ended' ? [' · ', h('a', { href: `/t/${code}/replay` }, 'Replay')] : null));
}

function renderLobby() {
  $('#game').hidden = true;
  const el = $('#lobby');
  // Keep what a visitor is typing across updates.
  const typed = [...el.querySelectorAll('input[id]')].map((i) => [i.id, i.value]);
  const focus = document.activeElement && el.contains(document.activeElement) ? document.activeElement.id : null;
  fill(el, lobby({ info: st.info, rules: st.rules, bots, code }, lobbyActions));
  for (const [id, value] of typed) {
    const i = document.getElementById(id);
    if (i && !i.readOnly) i.value = value;
  }
  if (focus && document.getElementById(focus)) document.getElementById(focus).focus();
  el.hidden = false;
}

function fatal(message) {
  fill($('#loading'), message, ' ', h('a', { href: '/join' }, 'Try another code'));
  $('#loading').hidden = false;
}

// --- start ----------------------------------------------------------------

async function restart() {
  st.info = await api(tablePath(code));
  if (!st.rules) st.rules = new Rules(await fetchRules(st.info.rules_code));
  st.want = firstSeat();
  st.log = [];
  st.logDrawn = { viewer: null, count: 0 };
  feed.connect(st.want);
}

restart().catch((e) => fatal(e.status === 404 ? `No table has the code ${code}.` : `The table could not be opened: ${e.message}`));
