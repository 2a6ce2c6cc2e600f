// The Nobles of Evergreen renderer: what the platform's frame (web/static)
// loads for every Nobles table, replay and new-table form. It implements
// the renderer interface of docs/ARCHITECTURE.md ("The front end"): open
// returns a drawer for one table; newTableForm is the Nobles part of the
// set-the-table form (House and Virtue pickers, the rule-set choice).
//
// The frame owns the lobby, the seats, the hand-over cover, the log's
// list, the status bar's "who decides", the results frame and the
// connection banner; this module draws the board, the Castle Keep, the
// private ledger, the decision panel and the Gala's details, and words
// Nobles events.

import BOTS from './bots.json' with { type: 'json' };
import { h, fill } from '/static/dom.js';
import { setupOf } from '/static/seats.js';
import { suggestAt, gameRenderer } from '/static/renderer.js';
import { Rules } from './rules.js';
import { turnLine, decisionTitle, title, label, seasonName } from './words.js';
import { Board, kindIcon, KIND_NAMES } from './board.js';
import { keep, ledger } from './keep.js';
import { panel, waiting } from './decision.js';
import { gala } from './gala.js';

import { newTableForm as form } from './setup.js';

// The module's exports, from the platform's kit (gameRenderer): the
// bots of bots.json, nobles.css added once, the Nobles part of the
// set-the-table form and a drawer per table.
export const { bots, defaultBot, botNames, newTableForm, open } = gameRenderer({
  bots: BOTS, styles: new URL('./nobles.css', import.meta.url).href, form, open: (ctx) => new Nobles(ctx),
});

class Nobles {
  constructor(ctx) {
    this.ctx = ctx;
    this.rules = new Rules(ctx.doc);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'board';
    svg.setAttribute('viewBox', '0 0 600 600');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label('ui_board_aria', { n: this.rules.boardSize }));
    this.legend = h('figcaption', { id: 'legend', class: 'legend' },
      Object.entries(KIND_NAMES).map(([kind, name]) => h('span', { class: 'legend-item' }, kindIcon(kind, 22), name)));
    this.keepEl = h('section', { id: 'keep', class: 'panel keep', 'aria-label': label('ui_keep_title') });
    this.dialog = waitDialog();
    fill(ctx.slots.main, h('figure', { class: 'board-wrap' }, svg, ctx.replay ? null : this.legend), this.keepEl, this.dialog);
    this.board = new Board(svg);
  }

  // view is what keep.js, decision.js and gala.js read.
  view(state) {
    const names = this.names(state.view);
    return {
      code: this.ctx.code, rules: this.rules, view: state.view, info: state.info, log: state.log,
      viewer: state.viewer, names, busy: state.busy, send: this.ctx.send, revealed: state.revealed,
      confirmWait: () => confirmWait(this.dialog),
    };
  }

  names(view) { return view.houses.map((x) => x.name); }

  seatLabel(seat) { return this.rules.house(setupOf(seat).house).name; }

  // seatNote is what the lobby says of a seat besides its House.
  seatNote(seat) {
    const v = setupOf(seat).virtue && this.rules.virtue(setupOf(seat).virtue);
    return v ? `Virtue: ${v.name}` : '';
  }

  // placeholder is the name a seat's player is given if they give none.
  placeholder(seat) { return this.rules.house(setupOf(seat).house).noble; }

  decisionTitle(kind) { return decisionTitle(kind); }

  status(state) {
    const { view } = state;
    return [
      h('span', { class: `season-chip season-${view.season}` }, view.ended ? label('ui_gala') : seasonName(view.season)),
      h('span', { class: 'turn-line', 'data-testid': 'turn-line' }, turnLine(view, this.rules, this.names(view), state.viewer)),
    ];
  }

  get logEmpty() { return label('ui_log_empty'); }

  get logTitle() { return label('ui_log_title'); }

  get endLine() { return label('ui_end_line'); }

  get rulesName() { return `${this.rules.doc.name}${this.rules.shared ? label('ui_shared_suffix') : ''}`; }

  update(state) {
    const c = this.view(state);
    const { view, log } = state;
    let dieKey = null;
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i];
      if (e.type === 'turn_begins') break;
      if (e.type === 'roll' || e.type === 'reroll') {
        dieKey = `${e.seq}-${e.type}`;
        break;
      }
    }
    if (this.ctx.replay) dieKey = state.step;
    const line = view.ended || this.ctx.replay ? '' : turnLine(view, this.rules, c.names, state.viewer).split(' · ').slice(1).join(' · ');
    this.board.update(this.rules, view, state.info.seats, { dieKey, dieValue: view.die || 0, line });
    this.shown = view;
    // At the Gala every House's Gems are public: the Keep shows them all.
    if (view.ended && !c.revealed) c.revealed = view.houses;
    fill(this.keepEl, keep(c));
    const priv = this.ctx.slots.private;
    if (priv) {
      const mine = state.viewer >= 0 && !view.ended ? ledger(c) : null;
      priv.hidden = !mine;
      fill(priv, mine);
    }
  }

  decide(state) { return panel(this.view(state), state.decision); }

  // suggest marks what a move changes on the board: the space a kept
  // roll reaches, the House's Vault Tokens (Save), Crowns (Give) or
  // Market items (Invest).
  suggest(move, seat) {
    const house = move && this.shown && this.shown.houses[seat];
    const at = house && { keep: `[data-space="${this.rules.advance(house.position, this.shown.die || 0)}"]`, save: `[data-testid=tokens-${seat}]`,
      give: `[data-testid=crowns-${seat}]`, invest: `[data-testid=keep-${seat}] .items` }[move.move];
    return suggestAt(this.ctx.slots.main, [at]);
  }

  waiting(state) { return waiting(this.view(state), state.waiting); }

  results(state) { return gala(this.view(state)); }

  facts() {
    const { rules } = this;
    const code = encodeURIComponent(this.ctx.code);
    return [
      h('p', { class: 'small' }, rules.shared ? label('ui_shared') : label('ui_per_season', { n: rules.doc.turns_per_season })),
      h('p', { class: 'small' }, h('a', { href: `/games/nobles/t/${code}/guidance` }, label('ui_guidance_link'))),
    ];
  }
}

function waitDialog() {
  return h('dialog', { id: 'wait-dialog', class: 'dialog', 'aria-labelledby': 'wait-title' },
    h('form', { method: 'dialog' },
      h('h2', { id: 'wait-title' }, label('ui_wait_q')),
      h('p', null, label('ui_wait_about')),
      h('div', { class: 'actions' },
        h('button', { class: 'btn', value: 'cancel', 'data-testid': 'cancel-wait' }, label('ui_wait_cancel')),
        h('button', { class: 'btn btn-primary', value: 'wait', 'data-testid': 'confirm-wait' }, label('ui_wait_confirm')))));
}

function confirmWait(d) {
  return new Promise((resolve) => {
    d.returnValue = '';
    d.addEventListener('close', () => resolve(d.returnValue === 'wait'), { once: true });
    d.showModal();
    d.querySelector('[value=wait]').focus();
  });
}
