// Everdell's renderer: what the platform's frame (web/static) loads for
// every Everdell table, replay and new-table form. It implements the
// renderer interface of docs/ARCHITECTURE.md ("The front end"): open
// returns a drawer for one table; newTableForm is the game's part of the
// set-the-table form.
//
// The frame owns the lobby, the seats, the hand-over cover between
// players at one device, the log's list, "waiting for …", the results
// frame and the connection banner. This module lays out the valley
// (board.js: locations with their workers, events, the Meadow, the
// rival), each player's city (city.js), the viewer's hand in the private
// panel (drawn only while the viewer holds the device), the decision
// panel (decision.js) and the final count (results.js), and words the
// log (words.js). What each card, location and event does comes from
// the server (texts.json), filled from the table's own rule set.

import BOTS from './bots.json' with { type: 'json' };
import { h, fill } from '/static/dom.js';
import { suggestAt, gameRenderer, Drawer, tableData } from '/static/renderer.js';
import { Rules } from './rules.js';
import { label, seasonName, decisionTitle } from './words.js';
import { board, rival } from './board.js';
import { player, hand } from './city.js';
import { panel } from './decision.js';
import { results } from './results.js';
import { lastMove } from './lastmove.js';
import { newTableForm as form } from './setup.js';

// The module's exports, from the platform's kit (gameRenderer): the
// bots of bots.json, everdell.css added once, the new-table form and a
// drawer per table, made once texts.json (what every card, location and
// event does under the table's rules) is in; without it the cards show
// their names and costs only.
export const { bots, defaultBot, botNames, newTableForm, open } = gameRenderer({
  bots: BOTS, styles: new URL('./everdell.css', import.meta.url).href, form,
  open: async (ctx) => new Everdell(ctx, await tableData(import.meta.url, ctx.code, 'texts.json')),
});

class Everdell extends Drawer {
  constructor(ctx, t) {
    super(ctx, new Rules(ctx.doc, t), { label, decisionTitle });
  }

  context(state) {
    return {
      rules: this.rules, view: state.view, info: state.info, names: this.names(state.view), busy: state.busy,
      send: this.ctx.send, viewer: state.viewer, last: this.last || null,
    };
  }

  // mark reads the last move from the log; it is fresh (flashed) only
  // the first time it is drawn, so a redraw for a chat line or a
  // hand-over keeps the marks without flashing them again.
  mark(state) {
    const last = lastMove(state.log || [], this.rules);
    if (last) last.fresh = last.key !== this.flashed;
    this.flashed = last ? last.key : null;
    this.last = last;
  }

  status(state) {
    const { view } = state;
    if (view.over) return null;
    const p = view.players[view.turn] || {};
    const season = seasonName(p.season);
    return h('span', { class: 'turn-line', 'data-testid': 'turn-line' },
      view.turn === state.viewer ? label('statusYou', { season }) : label('statusTurn', { who: p.name, season }));
  }

  update(state) {
    this.mark(state);
    const c = this.context(state);
    const { view } = state;
    // Buttons on the board and the hand send the viewer's listed turn
    // moves; none while a move is on its way or the table is out of
    // reach (busy).
    const moves = state.decision && !state.busy ? state.decision.moves : [];
    const order = view.players.map((_, i) => i);
    const me = state.viewer;
    if (me >= 0) order.sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
    // The replay's last step shows the final count, named from the
    // outcome the replay passes, as the table's results frame does.
    const count = this.ctx.replay && view.over
      ? h('section', { class: 'panel gala ed-replay-count', 'data-testid': 'replay-count' }, results(c, state.outcome))
      : null;
    fill(this.ctx.slots.main,
      h('div', { class: 'everdell' },
        count,
        rival(c),
        board(c, moves),
        h('div', { class: 'ed-players' }, order.map((seat) => player(c, seat, moves)))));
    const priv = this.ctx.slots.private;
    if (priv) {
      // The hand is drawn only for the seat holding the device: while
      // the hand-over cover is up the frame passes viewer -1.
      const mine = me >= 0 && view.players[me] && !view.over;
      priv.hidden = !mine;
      if (mine) fill(priv, hand(c, moves));
      else fill(priv);
    }
  }

  decide(state) { return panel(this.context(state), state.decision); }

  // suggest marks the location, event or card a move names: in the
  // Meadow for a card played from it, else in seat's city.
  suggest(move, seat) {
    const it = move && move.item && CSS.escape(move.item);
    return suggestAt(this.ctx.slots.main, it ? [`[data-place="${it}"]`, `[data-event="${it}"]`,
      move.move === 'play-meadow' ? `[data-testid=meadow] [data-card="${it}"]` : `[data-testid=city-${seat}] [data-card="${it}"]`] : []);
  }

  results(state) { return results(this.context(state), state.outcome); }

}
