// The table page (/t/CODE): the lobby, the game and its end. This is the
// frame every game shares; the game's renderer (loaded by the table's
// game name, renderer.js) draws the board, the private panel and the
// decision panel, and words the log. The server is authoritative: the
// page shows the latest update it was sent and offers only the moves in
// the update's "moves" list.
//
// Several seats may have an open decision at once (update.waiting). Each
// seat is shown its own decision while others are still deciding; a
// viewer with nothing to decide is told who the table waits for.
//
// Whose view is held: an online player or a solo player holds their one
// seat. On a hot-seat device (the host's token controls two or more
// local seats) the page holds the view of the last local seat that took
// the device, and covers the screen whenever another local seat has an
// open decision and the held one has none, handing over to each in turn;
// nothing private is drawn until that player taps the cover.

import { api, fetchRules, tablePath, moveBody, Feed } from './api.js';
import { $, h, fill, toast } from './dom.js';
import { sigil, botOrder, waitingLine, useBots } from './seats.js';
import { lobby } from './lobby.js';
import { loadRenderer } from './renderer.js';
import { Frame } from './frame.js';
import { noteServerTime, tick, drawPlayers } from './presence.js';
import { Chat, drawChat, alertControls, yourTurn } from './chat.js';
import { UndoControl } from './undo.js';
import { tableLayout } from './tablelayout.js';
import { t } from './i18n.js';

const app = $('#table-app');
const code = app.dataset.code;
const serverBots = [...$('#bot-names').content.querySelectorAll('option')].map((o) => o.value);
let bots = serverBots; // ordered and labelled once the renderer is loaded
const SHOWN_KEY = `eg-shown-${code}`;

const st = {
  info: null, // table info (the latest update's)
  view: null, // the held seat's view
  waiting: [], // every open decision: [{seat, kind}]
  moves: [], // the held seat's legal moves
  outcome: null, // the update's outcome, once the game is over (if the server sends one)
  log: [], // redacted events, each with its seq
  seq: 0, // the table's sequence number in the latest update
  frame: null, // the game's renderer, wrapped (frame.js)
  viewer: -1, // the seat whose view is held (-1: spectator)
  want: null, // the seat asked of the feed (null: spectator)
  shown: null, // hot-seat: the local seat that last took the device
  cover: null, // hot-seat: the seat the cover waits for
  busy: false, // a move is on its way
  undo: false, // the held seat may take a move back (the latest update's "undo")
  offline: false, // the feed dropped and is not back yet: nothing can be sent
  busyTimer: null,
  followTimer: null,
  logDrawn: { viewer: null, count: 0, turn: null },
  chat: new Chat(), // the table's chat lines, by number
  decided: null, // whether the held seat had a decision at the last drawing (null: not drawn yet)
  playersKey: '', // what the players panel last drew
};

const feed = new Feed(code, { onUpdate, onChat, onError: moveRefused, onState });
const undo = new UndoControl($('#decision'), takeBack);
const marked = tableLayout($('#game'), $('#decision'));

// --- whose view -----------------------------------------------------------

const mine = () => (st.info && st.info.you) || [];
const locals = () => mine().filter((x) => st.info.seats[x] && st.info.seats[x].kind === 'local');
const hotseat = () => locals().length > 1;
const seatNum = (x) => (x === null || x === undefined ? -1 : x);
const ended = () => st.info.status === 'ended' || !!(st.view && st.view.ended);

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

// perspective chooses whose view to hold and whether to cover the screen:
// on a hot-seat device, the held seat keeps the device while it has an
// open decision; otherwise the next local seat with one is handed it.
function perspective() {
  if (!hotseat()) {
    st.cover = null;
    const seat = mine().length ? mine()[0] : null;
    if (seat !== st.want) ask(seat);
    return;
  }
  const deciders = st.waiting.map((w) => w.seat).filter((x) => locals().includes(x));
  const keep = st.info.status !== 'playing' || deciders.length === 0 || deciders.includes(st.shown);
  st.cover = keep ? null : deciders[0];
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
  st.logDrawn = { viewer: null, count: 0, turn: null };
  ask(seat);
  render();
}

// ready: the view held is the one asked for (not a leftover from the
// seat before a hand-over).
const ready = () => st.viewer === seatNum(st.want);

// --- feed -----------------------------------------------------------------

// openOf reads an update's open decisions and the held seat's moves.
function openOf(up) {
  return { waiting: up.waiting || [], moves: up.moves || [] };
}

function onUpdate(up) {
  if (up.seat !== seatNum(st.want)) return; // a leftover of another perspective
  st.info = up.table;
  st.seq = up.seq;
  noteServerTime(up.table);
  st.chat.merge(up.chat);
  if (up.view) {
    st.view = up.view;
    Object.assign(st, openOf(up));
  }
  st.outcome = up.outcome ?? null;
  st.undo = !!up.undo; // the held seat may take a move back
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
    st.logDrawn = { viewer: null, count: 0, turn: null };
  }
  st.log = st.log.concat(entries);
}

// onChat takes a chat-only update: only the chat is drawn again.
function onChat(up) {
  if (st.chat.merge(up.chat) && st.info && st.frame) renderChat(st.frame.names(st.view, st.info));
}

// onState follows the feed: while it is down every button is disabled
// (a click could not reach the table) until it is back.
function onState(state) {
  const conn = $('#conn');
  if (state === 'closed') {
    conn.textContent = t('table.dropped');
    conn.hidden = false;
    st.offline = true;
  } else if (state === 'open') {
    conn.hidden = true;
    st.offline = false;
  } else {
    return;
  }
  app.toggleAttribute('data-offline', st.offline);
  if (st.info) render();
}

// disableOffline disables every button on the page while offline; the
// next drawing once the feed is back enables them as the game allows.
function disableOffline() {
  if (!st.offline) return;
  for (const b of app.querySelectorAll('button')) b.disabled = true;
}

function moveRefused(err) {
  setBusy(false);
  if (err.code === 'stale') return; // a newer update is on its way
  toast(err.message || t('table.refused'), 'error');
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

// send plays move, an object from the held seat's "moves" list, over
// the WebSocket, or by POST when the socket is down. A move that is not
// in the list is refused here: the page never invents one.
function send(move) {
  if (st.busy || st.offline || !ready()) return;
  // A button drawn from the last update but one (an update came while a
  // confirmation was open) holds an equal move, not the same object.
  const same = JSON.stringify(move);
  const listed = st.moves.includes(move) ? move : st.moves.find((m) => JSON.stringify(m) === same);
  if (!listed) {
    toast(t('table.notOffered'), 'error');
    return;
  }
  sendOrPost('move', 'moves', moveBody(st.viewer, listed, st.seq));
}

// sendOrPost sends a frame of type with body over the WebSocket or, when
// the socket is down, POSTs body to the table's path and reads the view.
function sendOrPost(type, path, body) {
  setBusy(true);
  if (feed.send({ type, ...body })) return;
  api(`${tablePath(code)}/${path}`, { method: 'POST', body })
    .then(() => api(`${tablePath(code)}/view?seat=${st.viewer}`))
    .then(onUpdate)
    .catch(moveRefused);
}

// takeBack asks the server to take the held seat's last move back
// (undo.js), over the WebSocket or by POST.
function takeBack() {
  if (st.busy || st.offline || !ready()) return;
  sendOrPost('undo', 'undo', { seat: st.viewer, seq: st.seq });
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
    toast(t('table.youHold', { seat: seat + 1 }));
    await restart(); // the new cookie changes what this page may see
  }),
  bot: (seat, bot) => act(() => api(`${tablePath(code)}/bots`, { method: 'POST', body: { seat, bot } })),
  fill: (bot) => act(() => api(`${tablePath(code)}/bots`, { method: 'POST', body: { all: true, bot } })),
  start: () => act(() => api(`${tablePath(code)}/start`, { method: 'POST' })),
  reopen: (seat) => act(() => api(`${tablePath(code)}/away`, { method: 'POST', body: { seat, action: 'reopen' } })),
  leave: (seat) => act(async () => {
    await api(`${tablePath(code)}/leave`, { method: 'POST', body: { seat } });
    toast(t('table.youLeft'));
    await restart(); // the token holds nothing here now
  }),
  end: () => act(() => api(`${tablePath(code)}/end`, { method: 'POST', body: {} })),
};

// --- seats that never stall ----------------------------------------------

const seatActions = {
  away: (seat, action, bot) => act(() => api(`${tablePath(code)}/away`, { method: 'POST', body: { seat, action, bot } })),
  takeBack: (seat) => act(() => api(`${tablePath(code)}/takeback`, { method: 'POST', body: { seat } }), () => toast(t('table.yoursAgain'))),
  mute: (seat, muted) => act(() => api(`${tablePath(code)}/mute`, { method: 'POST', body: { seat, muted } })),
  // A visitor takes a seat the host reopened during play, under the name
  // they gave.
  claim: (seat, name) => lobbyActions.claim(seat, name),
  concede: (seat) => act(() => api(`${tablePath(code)}/concede`, { method: 'POST', body: { seat } }), () => toast('You conceded: a bot plays your seat to the end.')),
  end: () => act(() => api(`${tablePath(code)}/end`, { method: 'POST', body: {} })),
  redraw: () => renderPlayers(state(), st.frame.names(st.view, st.info), true),
};

// speaker is the seat this page talks for: the held seat, else the
// first the visitor holds (-1: a spectator).
const speaker = () => (st.viewer >= 0 ? st.viewer : (mine()[0] ?? -1));

function say(kind, text) {
  const frame = { type: 'chat', seat: speaker(), kind, text };
  if (feed.send(frame)) return;
  act(() => api(`${tablePath(code)}/chat`, { method: 'POST', body: { seat: frame.seat, kind, text } })
    .then((line) => { st.chat.merge([line]); renderChat(st.frame.names(st.view, st.info)); }));
}

// renderPlayers redraws the players panel only when what it shows has
// changed (the countdowns tick on their own).
function renderPlayers(s, names, force) {
  const bot = (s.info.clock && s.info.clock.bot) || bots[0];
  const { seats, host, status, spectators, clock } = s.info;
  const key = JSON.stringify([seats, host, status, spectators, clock, names, mine()]);
  if (!force && key === st.playersKey) return;
  st.playersKey = key;
  drawPlayers($('#players'), { info: s.info, names, mine: mine(), bot, bots }, seatActions);
  $('#players').append(alertControls(() => renderPlayers(state(), st.frame.names(st.view, st.info), true)));
}

function renderChat(names) {
  const seat = speaker();
  const muted = seat >= 0 && st.info.seats[seat] && st.info.seats[seat].muted;
  drawChat($('#chat'), { chat: st.chat, names, seat, muted }, say);
}

// alertTurn alerts the player when a decision comes to the held seat
// (not on opening the page, when they are looking already).
function alertTurn(s) {
  const now = !!s.decision;
  if (st.decided === false && now) yourTurn(code, st.frame.decisionTitle(s.decision.kind));
  st.decided = now;
}

setInterval(() => tick(app), 1000);

async function rematch() {
  await act(async () => {
    const r = await api(`${tablePath(code)}/rematch`, { method: 'POST' });
    location.assign(r.url);
  });
}

// --- drawing --------------------------------------------------------------

// state is what the renderer draws: public information only (viewer -1)
// while the cover is up or the hand-over is still arriving.
function state() {
  const viewer = st.cover === null && ready() ? st.viewer : -1;
  const open = viewer >= 0 && !ended() ? st.waiting.find((w) => w.seat === viewer) : null;
  return {
    info: st.info, view: st.view, log: st.log, viewer, busy: st.busy || st.offline, ended: ended(), outcome: st.outcome,
    waiting: ended() ? [] : st.waiting,
    decision: open ? { seat: viewer, kind: open.kind, moves: st.moves } : null,
  };
}

function render() {
  $('#loading').hidden = true;
  if (!st.info) return;
  if (st.info.status === 'lobby' || !st.view) {
    renderLobby();
    disableOffline();
    return;
  }
  $('#lobby').hidden = true;
  fill($('#lobby'));
  $('#game').hidden = false;
  perspective();
  const s = state();
  const names = st.frame.names(s.view, s.info);
  st.frame.update(s);
  renderStatus(s, names);
  renderCover(s, names);
  renderDecision(s, names);
  undo.set(st.undo && s.viewer >= 0 && !s.busy, s.ended);
  renderLog(s);
  renderEnd(s);
  renderFacts(s, names);
  renderPlayers(s, names);
  renderChat(names);
  alertTurn(s);
  marked(!!s.decision);
  disableOffline();
  document.title = `${s.decision ? `● ${t('table.yourMove')} · ` : ''}${t('table.title', { code })} · Evergreen`;
}

function renderStatus(s, names) {
  const f = st.frame;
  let now = null;
  if (s.ended) {
    now = h('span', { class: 'now' }, f.endLine());
  } else if (s.decision) {
    now = h('span', { class: 'now now-you', 'data-testid': 'now' }, sigil(s.info.seats[s.viewer] || {}, 'small'),
      h('strong', null, t('table.yourDecision')), h('span', { class: 'muted' }, ` · ${f.decisionTitle(s.decision.kind)}`));
  } else if (s.waiting.length) {
    const first = s.waiting[0];
    now = h('span', { class: 'now', 'data-testid': 'now' },
      s.waiting.map((w) => sigil(s.info.seats[w.seat] || {}, 'small')),
      h('strong', null, waitingLine(s.waiting, s.info, names, -1, f.label)),
      s.waiting.length === 1 ? h('span', { class: 'muted' }, ` · ${f.decisionTitle(first.kind)}`) : null);
  }
  fill($('#statusbar'), f.status(s), now);
}

function renderCover(s, names) {
  const c = $('#cover');
  document.body.classList.toggle('covered', st.cover !== null);
  if (st.cover === null) {
    c.hidden = true;
    fill(c);
    return;
  }
  const seat = s.info.seats[st.cover] || {};
  const name = names[st.cover];
  const open = st.waiting.find((w) => w.seat === st.cover);
  const wasHidden = c.hidden;
  fill(c, h('div', { class: 'cover-card' },
    sigil(seat, 'big'),
    h('h2', { id: 'cover-title' }, t('cover.pass', { name })),
    h('p', null, t('cover.mustDecide', { who: st.frame.label(seat) || name, what: st.frame.decisionTitle(open ? open.kind : '') })),
    h('p', { class: 'muted' }, t('cover.lookAway', { name })),
    h('button', { type: 'button', class: 'btn btn-primary btn-big', 'data-testid': 'cover-tap', onclick: tapCover },
      t('cover.iAm', { name }))));
  c.hidden = false;
  if (wasHidden) c.querySelector('button').focus();
}

function renderDecision(s, names) {
  const dec = $('#decision');
  dec.hidden = s.ended;
  if (s.ended) return;
  if (st.cover === null && !ready() && hotseat()) {
    fill(dec, h('h2', { class: 'decision-title' }, t('cover.handing')));
    return;
  }
  const others = waitingLine(s.waiting, s.info, names, s.viewer, st.frame.label);
  if (s.decision) {
    fill(dec, st.frame.decide(s), others ? h('p', { class: 'muted small', 'data-testid': 'also-waiting' }, t('table.meanwhile', { others })) : null);
  } else if (others) {
    fill(dec, h('h2', { class: 'decision-title waiting', 'data-testid': 'waiting' }, h('span', { class: 'dots', 'aria-hidden': 'true' }), others),
      st.frame.waiting(s));
  } else {
    fill(dec);
  }
}

// renderLog words the log; while the viewer stays the same, only the
// new events are added.
function renderLog(s) {
  const list = $('#log-list');
  const drawn = st.logDrawn;
  let from = 0;
  let above = null;
  if (drawn.viewer === s.viewer && drawn.count <= st.log.length) {
    from = drawn.count;
    above = drawn.turn;
  } else list.replaceChildren();
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const said = st.frame.lines(st.log, from, s.view, s.info, above);
  const lines = said.lines.map((l) => {
    const seat = s.info.seats[l.seat];
    return h('li', { class: `log-${l.kind}`, style: seat && l.kind === 'turn' ? `--seat:${seat.colour}` : null }, l.text);
  });
  list.append(...lines);
  if (!list.childElementCount) list.append(h('li', { class: 'log-empty muted' }, st.frame.logEmpty));
  else if (lines.length) list.querySelector('.log-empty')?.remove();
  st.logDrawn = { viewer: s.viewer, count: st.log.length, turn: said.last };
  if (atBottom || from === 0) list.scrollTop = list.scrollHeight;
}

// renderEnd is the results frame: the renderer's account of the end,
// then what to do next.
function renderEnd(s) {
  const g = $('[data-slot=results]');
  if (!s.ended) {
    g.hidden = true;
    return;
  }
  const { info } = s;
  const wasHidden = g.hidden;
  let again = null;
  if (info.host) {
    again = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'rematch', onclick: rematch },
      info.rematch ? t('end.toNew') : t('end.again'));
  } else if (info.rematch) {
    again = h('a', { class: 'btn btn-primary', href: `/t/${info.rematch}`, 'data-testid': 'follow-rematch' },
      t('end.follow'));
  }
  // A table that closed before its game ended has no final count: it
  // says so (the log says who left and why).
  const account = info.unfinished
    ? [h('h2', { class: 'results-title', 'data-testid': 'closed' }, t('lobby.closed')),
      h('p', null, t('end.unfinished'))]
    : st.frame.results(s);
  fill(g, account,
    h('div', { class: 'actions' }, again,
      h('a', { class: 'btn', href: `/t/${code}/replay`, 'data-testid': 'replay-link' }, t('end.replay')),
      info.unfinished ? null : h('a', { class: 'btn', href: `/t/${code}/replay#review`, 'data-testid': 'review-link' }, t('end.review')),
      h('a', { class: 'btn', href: `/new?game=${encodeURIComponent(info.game || '')}` }, t('end.new'))));
  g.hidden = false;
  if (wasHidden) g.scrollIntoView({ block: 'start' });
  // Seated players follow the host to the rematch table, taking the
  // seats it keeps for them.
  if (info.rematch && !info.host && mine().length && !st.followTimer) {
    toast(t('end.following'));
    st.followTimer = setTimeout(() => {
      api(`${tablePath(code)}/rematch/join`, { method: 'POST', body: {} })
        .catch(() => null) // a seat no longer kept is claimed in the lobby
        .then(() => location.assign(`/t/${info.rematch}`));
    }, 2500);
  }
}

function renderFacts(s, names) {
  const { info } = s;
  const online = info.seats.some((x) => x.kind === 'online');
  fill($('#facts'),
    h('h2', null, t('facts.title')),
    h('p', { class: 'small' }, `${t('join.code')} `, h('strong', { class: 'mono', 'data-testid': 'facts-code' }, code),
      online ? ` · ${t('facts.share', { link: `${location.origin}/t/${code}` })}` : ''),
    st.frame.facts(s),
    hotseat() ? h('p', { class: 'small' }, t('facts.device', { names: locals().map((x) => names[x]) })) : null,
    mine().length === 0 ? h('p', { class: 'small' }, t('facts.watching')) : null,
    info.status === 'ended' ? h('p', { class: 'small' }, h('a', { href: `/t/${code}/replay` }, t('home.replay'))) : null);
}

function renderLobby() {
  $('#game').hidden = true;
  const el = $('#lobby');
  // Keep what a visitor is typing across updates.
  const typed = [...el.querySelectorAll('input[id]')].map((i) => [i.id, i.value]);
  const focus = document.activeElement && el.contains(document.activeElement) ? document.activeElement.id : null;
  fill(el, lobby({ info: st.info, frame: st.frame, bots, code, changes: st.changes }, lobbyActions));
  for (const [id, value] of typed) {
    const i = document.getElementById(id);
    if (i && !i.readOnly) i.value = value;
  }
  if (focus && document.getElementById(focus)) document.getElementById(focus).focus();
  el.hidden = false;
}

function fatal(message) {
  fill($('#loading'), message, ' ', h('a', { href: '/join' }, t('facts.another')));
  $('#loading').hidden = false;
}

// --- start ----------------------------------------------------------------

async function restart() {
  st.info = await api(tablePath(code));
  if (!st.frame) {
    const [doc, mod] = await Promise.all([fetchRules(st.info.rules_code), loadRenderer(st.info.game)]);
    useBots(mod.bots, mod.defaultBot, mod.botNames);
    bots = botOrder(serverBots);
    if (mod.fallback) {
      $('#fallback').textContent = t('table.plain');
      $('#fallback').hidden = false;
    }
    st.frame = new Frame(await mod.open({ code, doc, slots: { main: $('#game-main'), private: $('#private') }, send, replay: false }), doc, app.dataset);
    const logTitle = $('#log h2');
    if (st.frame.logTitle) logTitle.textContent = st.frame.logTitle;
  }
  if (st.info.status === 'lobby' && !st.changes) {
    // What the rule set changes from the game's standard, for the lobby.
    st.changes = await api(`${tablePath(code)}/changes`).catch(() => null);
  }
  st.want = firstSeat();
  st.log = [];
  st.logDrawn = { viewer: null, count: 0, turn: null };
  feed.connect(st.want);
}

restart().catch((e) => fatal(e.status === 404 ? t('table.noSuch', { code }) : t('table.cannotOpen', { why: e.message })));
