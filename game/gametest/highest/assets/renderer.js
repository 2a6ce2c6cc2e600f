// Highest Unique's browser renderer: the prize, the scores, the last
// round's picks and one button per number. The frame draws the rest.

import { h, fill } from '/static/dom.js';

export const bots = [['random', 'Random', 'picks any number'], ['greedy', 'Greedy', 'picks the second highest']];
export const defaultBot = 'greedy';

export async function open(ctx) { return new Highest(ctx); }

class Highest {
  constructor(ctx) { this.ctx = ctx; }

  update(state) {
    const v = state.view;
    fill(this.ctx.slots.main, h('section', { class: 'panel', 'data-testid': 'highest-board' },
      h('h2', null, `Round ${Math.min(v.round, v.rounds)} of ${v.rounds}: ${v.prize} points`),
      h('ul', null, v.scores.map((s, i) => h('li', null, `${state.info.seats[i].name}: ${s} points${v.last[i] ? `, picked ${v.last[i]} last round` : ''}`)))));
  }

  decide(state) {
    return h('div', null, (state.decision ? state.decision.moves : []).map((m) => h('button', {
      type: 'button', class: 'btn', 'data-move': m.move, onclick: () => this.ctx.send(m),
    }, String(m.option))));
  }
}
