// The JSON API of docs/API.md and the table's WebSocket feed. The
// browser's cookie carries the token, so nothing secret lives in JS.

import { t, has, lang } from './i18n.js';

// refusal words a refusal for the reader: the server's message in
// English (its detail is for people and programs alike), else the
// catalog's text for the refusal's code, when it has one.
const refusal = (e) => (lang !== 'en' && e.code && has(`api.${e.code}`) ? t(`api.${e.code}`) : e.message);

// ApiError is a refusal from the server: {code, message, problems}.
export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(refusal(e) || t('api.status', { status }));
    this.status = status;
    this.code = e.code || 'error';
    this.problems = e.problems || [];
  }
}

// api calls an endpoint and returns its JSON, or throws an ApiError.
export async function api(path, { method = 'GET', body } = {}) {
  const opts = { method, headers: { Accept: 'application/json' }, credentials: 'same-origin' };
  // Every request that changes something is JSON, even without a body:
  // the server refuses any other (a cross-site form cannot send JSON).
  if (body !== undefined || method !== 'GET') {
    opts.headers['Content-Type'] = 'application/json';
    opts.body = JSON.stringify(body === undefined ? {} : body);
  }
  let res;
  try {
    res = await fetch(path, opts);
  } catch {
    throw new ApiError(0, { error: { code: 'offline', message: t('api.offline') } });
  }
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const tablePath = (code) => `/api/tables/${encodeURIComponent(code)}`;

// moveBody is a move request (POST …/moves, or a "move" frame with its
// type added): the seat, the sequence number of the update the move was
// chosen from, and the move object exactly as the server listed it in
// that update's "moves" ({"move":"choose","option":1}), its fields at
// the top level: {"seat":0,"move":"choose","option":1,"seq":17}.
export function moveBody(seat, move, seq) {
  return { ...move, seat, seq };
}

// rulesCache keeps each rule-set document once per page.
const rulesCache = new Map();

// fetchRules loads the rule-set document a table plays under.
export function fetchRules(code) {
  if (!rulesCache.has(code)) {
    rulesCache.set(code, api(`/api/rules/${encodeURIComponent(code)}`).catch((e) => {
      rulesCache.delete(code);
      throw e;
    }));
  }
  return rulesCache.get(code);
}

// RECONNECT is the close code (1012, service restart) of a server that
// is draining for shutdown (docs/API.md): reconnect at once.
const RECONNECT = 1012;

// Feed is a table's WebSocket, reconnected with backoff whenever it
// drops. The server sends a full update on every (re)connection.
//   onUpdate(update), onChat(chat-only update), onError(error object),
//   onState('open'|'closed'|'connecting')
export class Feed {
  constructor(code, { onUpdate, onChat, onError, onState }) {
    this.code = code;
    this.seat = null;
    this.onUpdate = onUpdate;
    this.onChat = onChat || (() => {});
    this.onError = onError || (() => {});
    this.onState = onState || (() => {});
    this.ws = null;
    this.tries = 0;
    this.timer = null;
  }

  // connect (re)opens the feed from seat's perspective (null: spectator).
  connect(seat) {
    this.seat = seat;
    clearTimeout(this.timer);
    if (this.ws) {
      const old = this.ws;
      this.ws = null;
      old.onclose = null;
      old.close();
    }
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = seat === null || seat === undefined ? '' : `?seat=${seat}`;
    const ws = new WebSocket(`${proto}//${location.host}${tablePath(this.code)}/ws${q}`);
    this.ws = ws;
    this.onState('connecting');
    ws.onopen = () => {
      this.tries = 0;
      this.onState('open');
    };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      if (msg.type === 'update') this.onUpdate(msg);
      else if (msg.type === 'chat') this.onChat(msg);
      else if (msg.type === 'error') this.onError(msg.error || {});
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.onState('closed');
      if (ev.code === RECONNECT) {
        // The server is stopping and another will serve the table:
        // come back at once, spread over a quarter second so that a
        // node's clients do not all arrive in the same instant.
        this.tries = 0;
        this.timer = setTimeout(() => this.connect(this.seat), Math.random() * 250);
        return;
      }
      this.retry();
    };
  }

  retry() {
    // 0.5 s, 1 s, 2 s … up to 10 s, with jitter so a room of clients
    // does not return all at once.
    const base = Math.min(10000, 500 * 2 ** this.tries);
    this.tries++;
    this.timer = setTimeout(() => this.connect(this.seat), base / 2 + Math.random() * base / 2);
  }

  get open() { return this.ws !== null && this.ws.readyState === WebSocket.OPEN; }

  // send writes a frame; it reports false if the socket is not open.
  send(frame) {
    if (!this.open) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  // switchSeat asks the server for another seat's perspective (hot-seat).
  switchSeat(seat) {
    this.seat = seat;
    if (!this.send({ type: 'seat', seat: seat ?? -1 })) this.connect(seat);
  }

}
