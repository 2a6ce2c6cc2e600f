// The planet game's renderer: what the platform's frame (web/static)
// loads for every Evergreen table, replay and new-table form. It
// implements the renderer interface of docs/ARCHITECTURE.md ("The front
// end"): open returns a drawer for one table; newTableForm is the game's
// part of the set-the-table form.
//
// The frame owns the lobby, the seats, the hand-over cover, the log's
// list, "waiting for N players", the results frame and the connection
// banner. This module lays out the planets (planet.js), the draft row,
// the fertility area and the tracks (panels.js), the decision panel
// (decision.js) and the results (results.js), and words events
// (words.js, from words.json).

import BOTS from './bots.json' with { type: 'json' };
import { h, fill, textOn } from '/static/dom.js';
import { suggestAt, gameRenderer, Drawer } from '/static/renderer.js';
import { Rules } from './rules.js';
import { label, decisionTitle, WORDS } from './words.js';
import { drawPlanet, planetWords } from './planet.js';
import { row, fertility, tracks, preview, hand, leafIcon } from './panels.js';
import { panel, onSpace } from './decision.js';
import { results } from './results.js';
import { newTableForm as form } from './setup.js';

// The module's exports, from the platform's kit (gameRenderer): the
// bots of bots.json, evergreen.css added once, the new-table form and a
// drawer per table.
export const { bots, defaultBot, botNames, newTableForm, open } = gameRenderer({
  bots: BOTS, styles: new URL('./evergreen.css', import.meta.url).href, form, open: (ctx) => new Evergreen(ctx),
});

class Evergreen extends Drawer {
  constructor(ctx) {
    super(ctx, new Rules(ctx.doc), { label, decisionTitle });
    this.hover = null;
    this.last = null;
  }

  // context is what the panels read.
  context(state) {
    return {
      rules: this.rules, view: state.view, names: this.names(state.view), busy: state.busy,
      send: this.ctx.send, viewer: state.viewer,
    };
  }

  status(state) {
    const { view } = state;
    if (view.ended || view.phase === 'over') return null;
    const rounds = this.rules.seasons[view.season] || 0;
    return [
      h('span', { class: 'season-chip', 'data-testid': 'sun-chip' }, label('sunChip', { side: WORDS.sides[view.sun] || view.sun })),
      h('span', { class: 'turn-line', 'data-testid': 'turn-line' }, label('season', {
        season: view.season + 1, seasons: this.rules.seasons.length, round: Math.min(rounds, view.season_rounds + 1), rounds,
      })),
    ];
  }

  update(state) {
    this.last = state;
    const c = this.context(state);
    const { view } = state;
    const d = state.decision;
    const picks = new Map(d ? d.moves.filter((m) => m.move === 'pick').map((m) => [m.option, m]) : []);
    // No space is offered while a move is on its way or the table is out
    // of reach (busy): a click there would be lost.
    const spaceMoves = d && !state.busy ? d.moves.filter(onSpace) : [];
    const order = view.players.map((p) => p.seat);
    const me = state.viewer >= 0 ? state.viewer : -1;
    if (me >= 0) order.sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
    const side = view.phase === 'over' ? null : view.sun;
    const boards = order.map((seat) => {
      const p = view.players[seat];
      const mine = seat === me;
      const seatInfo = (state.info.seats || [])[seat] || {};
      return h('section', {
        class: `panel player${mine ? ' player-mine' : ''}${view.leaf === seat ? ' has-leaf' : ''}`,
        style: seatInfo.colour ? `--seat:${seatInfo.colour};--seat-ink:${textOn(seatInfo.colour)}` : null, 'data-testid': `player-${seat}`,
      },
      h('h2', { class: 'player-name' }, p.name, mine ? h('span', { class: 'muted small' }, ` (${label('you')})`) : null,
        view.leaf === seat ? leafIcon(`leaf-${seat}`) : null,
        h('span', { class: 'player-score', 'data-testid': `score-${seat}` }, label('score', { amount: p.score }))),
      drawPlanet({
        rules: this.rules, player: p, side, big: mine, moves: mine ? spaceMoves : [], send: this.ctx.send,
        hover: mine ? (m) => this.showAfter(p, m) : null,
      }),
      planetWords(this.rules, p),
      mine ? h('div', { class: 'after-slot' }, preview(p, null)) : preview(p, null),
      p.card ? h('p', { class: 'small' }, `${this.rules.cardName(p.card)}`) : null,
      tracks(this.rules, p),
      hand(this.rules, p));
    });
    const solo = view.automa && view.automa.length
      ? h('p', { class: 'small muted' }, `${label('automa')}: ${view.automa.map((id) => this.rules.cardName(id)).join(', ')}`) : null;
    fill(this.ctx.slots.main,
      h('div', { class: 'evergreen' },
        h('div', { class: 'table-row' }, view.row.length ? row(c, picks) : null, fertility(c), solo),
        h('div', { class: 'planets' }, boards)));
    if (this.ctx.slots.private) this.ctx.slots.private.hidden = true; // nothing is private in this game
  }

  // showAfter shows the season's points after the move under the
  // pointer, from the view's outlook.
  showAfter(player, m) {
    const slot = this.ctx.slots.main.querySelector('.player-mine .after-slot');
    if (!slot) return;
    const o = m && (player.outlook || []).find((x) => x.move === m.move && x.space === m.option);
    fill(slot, preview(player, o ? { sun: o.sun, forest: o.forest } : null));
  }

  decide(state) { return panel(this.context(state), state.decision); }

  // suggest marks the space of a move on seat's planet, or the card a
  // pick takes from the row.
  suggest(move, seat) {
    return suggestAt(this.ctx.slots.main, [
      move && onSpace(move) && `[data-testid=planet-${seat}] [data-space="${move.option}"]`,
      move && move.move === 'pick' && `[data-testid=draft-row] .cards > :nth-child(${move.option + 1})`]);
  }

  // waiting says, under the frame's "Waiting for …", how many players
  // are still placing (everyone acts at once) or who drafts.
  waiting(state) {
    const others = state.waiting.filter((w) => w.seat !== state.viewer);
    if (!others.length) return null;
    const names = this.names(state.view);
    if (state.view.phase === 'draft') {
      return h('p', { class: 'muted small', 'data-testid': 'waiting-count' }, label('waitingDraft', { who: names[others[0].seat] }));
    }
    const n = others.length;
    return h('p', { class: 'muted', 'data-testid': 'waiting-count' },
      label('waitingCount', { n, players: n === 1 ? WORDS.labels.seatOne : WORDS.labels.seatMany }));
  }

  results(state) { return results(this.context(state)); }

}
