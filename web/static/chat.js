// The table's chat and quick reactions, and the turn alert (a browser
// notification, with permission, and an optional sound). Lines are
// always put in as text (dom.js), never as markup: what a player types
// shows as typed.

import { h, fill, toast } from './dom.js';
import { t } from './i18n.js';

// Each reaction is sent by name and shown in words: an emoji shows as an
// empty box where no emoji font is installed.
const REACTIONS = ['thumbs-up', 'clap', 'wow', 'laugh', 'oops', 'thinking', 'gg', 'thanks'];
const reactionFace = (name) => (REACTIONS.includes(name) ? t(`chat.react.${name}`) : name);
export const MAX_CHAT = 200;

// Chat keeps a table's lines by number, whatever order or repetition the
// server's updates bring them in.
export class Chat {
  constructor() {
    this.lines = new Map();
    this.drawn = 0;
  }

  merge(lines) {
    let added = false;
    for (const l of lines || []) {
      if (!this.lines.has(l.n)) {
        this.lines.set(l.n, l);
        added = true;
      }
    }
    return added;
  }

  sorted() { return [...this.lines.values()].sort((a, b) => a.n - b.n); }
}

// chatLine draws one line; names are the seats' names.
export function chatLine(l, names) {
  const who = names[l.seat] || t('new.seat', { n: l.seat + 1 });
  if (l.kind === 'reaction') {
    return h('li', { class: 'chat-line chat-reaction', 'data-n': l.n }, h('strong', null, who), ' ', h('span', { class: 'reaction' }, reactionFace(l.text)));
  }
  return h('li', { class: 'chat-line', 'data-n': l.n }, h('strong', null, `${who}: `), h('span', { class: 'chat-text' }, l.text));
}

// drawChat draws the panel: the lines, and for a seated player the box
// and the reactions. say(kind, text) sends a line.
export function drawChat(el, { chat, names, seat, muted }, say) {
  const list = el.querySelector('#chat-list') || h('ol', { id: 'chat-list', class: 'chat-list', 'data-testid': 'chat-list', 'aria-live': 'polite' });
  const lines = chat.sorted();
  if (list.childElementCount !== lines.length) {
    list.replaceChildren(...lines.map((l) => chatLine(l, names)));
    list.scrollTop = list.scrollHeight;
  }
  if (el.querySelector('#chat-list') && el.dataset.seat === String(seat) && el.dataset.muted === String(!!muted)) return;
  el.dataset.seat = String(seat);
  el.dataset.muted = String(!!muted);
  let form = null;
  if (seat >= 0 && muted) {
    form = h('p', { class: 'muted small' }, t('chat.muted'));
  } else if (seat >= 0) {
    const input = h('input', { id: 'chat-input', type: 'text', maxlength: MAX_CHAT, placeholder: t('chat.placeholder'), 'aria-label': t('chat.message'), 'data-testid': 'chat-input', autocomplete: 'off' });
    form = h('form', {
      class: 'chat-form',
      onsubmit: (ev) => {
        ev.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        say('text', text);
        input.value = '';
      },
    }, input, h('button', { type: 'submit', class: 'btn btn-small', 'data-testid': 'chat-send' }, t('chat.send')),
    h('div', { class: 'reactions', role: 'group', 'aria-label': t('chat.reactions') }, REACTIONS.map((name) => h('button', {
      type: 'button', class: 'btn btn-small reaction', 'data-testid': `react-${name}`, onclick: () => say('reaction', name),
    }, reactionFace(name)))));
  } else {
    form = h('p', { class: 'muted small' }, t('chat.watching'));
  }
  fill(el, h('h2', null, t('table.talk')), list, form);
}

// --- the turn alert -------------------------------------------------------

const NOTIFY_KEY = 'eg-notify';
const SOUND_KEY = 'eg-sound';

const canNotify = () => typeof window.Notification === 'function';
export const notifyOn = () => canNotify() && Notification.permission === 'granted' && localStorage.getItem(NOTIFY_KEY) === '1';
export const soundOn = () => localStorage.getItem(SOUND_KEY) === '1';

// alertControls draws the two toggles; redraw is called after a change.
export function alertControls(redraw) {
  const notify = h('button', {
    type: 'button', class: 'btn btn-small', 'data-testid': 'notify-toggle', 'aria-pressed': String(notifyOn()),
    disabled: !canNotify() || Notification.permission === 'denied',
    title: canNotify() && Notification.permission === 'denied' ? t('chat.blocked') : null,
    onclick: async () => {
      if (notifyOn()) {
        localStorage.setItem(NOTIFY_KEY, '0');
      } else {
        const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
        localStorage.setItem(NOTIFY_KEY, answer === 'granted' ? '1' : '0');
        if (answer !== 'granted') toast(t('chat.notAllowed'), 'error');
      }
      redraw();
    },
  }, notifyOn() ? t('chat.notifyOn') : t('chat.notifyOff'));
  const sound = h('button', {
    type: 'button', class: 'btn btn-small', 'data-testid': 'sound-toggle', 'aria-pressed': String(soundOn()),
    onclick: () => {
      localStorage.setItem(SOUND_KEY, soundOn() ? '0' : '1');
      if (soundOn()) chime();
      redraw();
    },
  }, soundOn() ? t('chat.soundOn') : t('chat.soundOff'));
  return h('p', { class: 'alerts' }, notify, ' ', sound);
}

// yourTurn alerts the player that a decision has come to them: a
// notification if they allowed it and the page is not in view, and the
// chime if they turned it on.
export function yourTurn(code, title) {
  if (notifyOn() && document.visibilityState !== 'visible') {
    try {
      const n = new Notification(t('table.yourMove'), { body: `${title} · ${t('table.title', { code })}`, tag: `eg-${code}` });
      n.onclick = () => { window.focus(); n.close(); };
    } catch { /* some browsers allow notifications only from a service worker */ }
  }
  if (soundOn()) chime();
  window.dispatchEvent(new CustomEvent('eg-your-turn', { detail: { code } }));
}

// chime plays two short notes, made on the spot (no sound file).
function chime() {
  try {
    const ctx = new (window.AudioContext || window.webkitAudioContext)();
    [660, 880].forEach((f, i) => {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.15, ctx.currentTime + i * 0.15);
      g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.3);
      o.connect(g).connect(ctx.destination);
      o.start(ctx.currentTime + i * 0.15);
      o.stop(ctx.currentTime + i * 0.15 + 0.3);
    });
  } catch { /* no audio here */ }
}
