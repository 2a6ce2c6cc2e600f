// The plain renderer: how the frame draws a game that has no renderer of
// its own (or whose renderer failed to load). It shows the seat's view as
// JSON and, for the viewer's open decision, one button per legal move,
// labelled with the move as the server wrote it. It knows no game, so
// any game the server hosts can be played in the browser with it.

import { h, fill } from './dom.js';
import { t } from './i18n.js';

// open starts drawing one table (or replay) into ctx.slots.
export function open(ctx) {
  return new Plain(ctx);
}

// moveLabel words a move object from the server: its name and its
// arguments ("pick 3", "invest estate-butler").
export function moveLabel(m) {
  return [m.move, ...Object.entries(m).filter(([k]) => k !== 'move').map(([, v]) => String(v))].join(' ');
}

class Plain {
  constructor(ctx) {
    this.ctx = ctx;
  }

  update(state) {
    const { main } = this.ctx.slots;
    fill(main, h('section', { class: 'panel plain-view', 'aria-label': 'The game as the server sends it' },
      h('h2', null, state.viewer >= 0 ? t('plain.seat') : t('plain.everyone')),
      h('pre', { class: 'plain-json', 'data-testid': 'plain-view' }, JSON.stringify(state.view, null, 2))));
  }

  // suggest shows a suggested move (the review's better one) above the
  // view, in the server's words for it.
  suggest(move) {
    const { main } = this.ctx.slots;
    for (const el of main.querySelectorAll('.plain-suggested')) el.remove();
    if (!move) return false;
    main.prepend(h('p', { class: 'plain-suggested', 'data-suggested': '' }, `Suggested: ${moveLabel(move)}`));
    return true;
  }

  decide(state) {
    const d = state.decision;
    return [
      h('h2', { class: 'decision-title' }, `Your decision: ${d.kind}`),
      h('div', { class: 'actions' }, d.moves.map((m) => h('button', {
        type: 'button', class: 'btn move', 'data-move': m.move, 'data-option': m.option ?? null,
        'data-item': m.item ?? null, disabled: state.busy, onclick: () => this.ctx.send(m),
      }, moveLabel(m)))),
    ];
  }
}
