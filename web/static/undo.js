// undo.js: the frame's Undo, the same for every game. The server says in
// each update whether the held seat may take a move back ("undo"); the
// button and its shortcuts (U, or Ctrl+Z / ⌘Z) ask for it. The button
// appears once the table first offers an undo, so a game that offers
// none shows none, and stays, disabled while there is nothing to take
// back.

import { h } from './dom.js';
import { noticeLines } from './notices.js';
import { t } from './i18n.js';

// typing reports a key pressed in a field, where U and Ctrl+Z are text.
const typing = (el) => !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export class UndoControl {
  // before is the element the bar is placed above; ask takes the move back.
  constructor(before, ask) {
    this.allowed = false;
    this.seen = false;
    this.button = h('button', {
      type: 'button', class: 'btn undo', 'data-testid': 'undo', disabled: true,
      'aria-keyshortcuts': 'U Control+Z Meta+Z', title: t('undo.title'),
      onclick: () => this.fire(),
    }, t('undo.button'));
    this.bar = h('div', { class: 'undo-bar', 'data-testid': 'undo-bar', hidden: true }, this.button,
      h('span', { class: 'muted small' }, ` ${t('undo.hint')}`));
    this.ask = ask;
    before.before(this.bar);
    document.addEventListener('keydown', (ev) => {
      if (typing(ev.target) || ev.altKey || ev.shiftKey) return;
      const key = ev.key.toLowerCase();
      const plainU = key === 'u' && !ev.ctrlKey && !ev.metaKey;
      const ctrlZ = key === 'z' && (ev.ctrlKey || ev.metaKey);
      if (!plainU && !ctrlZ) return;
      ev.preventDefault();
      this.fire();
    });
  }

  // set shows whether an undo is allowed now; ended hides the bar.
  set(allowed, ended) {
    this.allowed = allowed;
    this.seen = this.seen || allowed;
    this.button.disabled = !allowed;
    this.bar.hidden = ended || !this.seen;
  }

  fire() {
    if (this.allowed) this.ask();
  }
}

// undoLines words the log's undo events ({type: 'undo', seat, amount})
// and its notices (notices.js), and merges them, by number, into a
// game's lines.
export function undoLines(lines, log, from, names) {
  const undos = log.slice(from).filter((e) => e.type === 'undo').map((e) => ({
    seq: e.seq, kind: 'event', seat: e.seat,
    text: t('undo.line', { name: names[e.seat] || t('new.seat', { n: e.seat + 1 }) }),
  })).concat(noticeLines(log, from, names)).sort((a, b) => a.seq - b.seq);
  if (!undos.length) return lines;
  const out = [];
  for (const l of lines) {
    while (undos.length && undos[0].seq < l.seq) out.push(undos.shift());
    out.push(l);
  }
  return out.concat(undos);
}
