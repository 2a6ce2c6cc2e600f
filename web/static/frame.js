// Frame wraps a game's renderer (the drawer its open() returned) with
// the frame's defaults for everything a renderer may leave out, so that
// the table and replay pages call one shape whatever the game. The
// interface is in docs/ARCHITECTURE.md ("The front end").

import { h } from './dom.js';
import { undoLines } from './undo.js';
import { t } from './i18n.js';

export class Frame {
  // table is what the page says of the table's rules (its data-
  // attributes): rulesName, the name they were saved under in the
  // Studio's library, and rulebook, the address of the table's own
  // Rulebook; either may be empty.
  constructor(drawer, doc, table = {}) {
    this.d = drawer;
    this.doc = doc;
    this.table = table;
    this.label = this.label.bind(this);
  }

  update(state) { this.d.update(state); }

  decide(state) { return this.d.decide(state); }

  // suggest has the renderer mark move, seat's, on the board drawn last
  // (null: no mark); it reports whether the renderer drew it.
  suggest(move, seat) { return !!(this.d.suggest && this.d.suggest(move, seat)); }

  waiting(state) { return this.d.waiting ? this.d.waiting(state) : null; }

  // names are the players' names by seat.
  names(view, info) {
    if (this.d.names) return this.d.names(view, info);
    return info.seats.map((x) => x.name || t('new.player', { n: x.seat + 1 }));
  }

  // label is what a seat plays as (a role the game names): the
  // renderer's, which words it in the page's language, else the server's
  // look (the rule set's own words), else nothing.
  label(seat) {
    return (this.d.seatLabel && this.d.seatLabel(seat)) || seat.label || '';
  }

  seatNote(seat) { return this.d.seatNote ? this.d.seatNote(seat) : ''; }

  placeholder(seat) { return (this.d.placeholder && this.d.placeholder(seat)) || t('new.player', { n: seat.seat + 1 }); }

  decisionTitle(kind) { return this.d.decisionTitle ? this.d.decisionTitle(kind) : kind; }

  status(state) { return this.d.status ? this.d.status(state) : null; }

  endLine() { return this.d.endLine || t('frame.over'); }

  get logTitle() { return this.d.logTitle; }

  get logEmpty() { return this.d.logEmpty || t('frame.empty'); }

  get rulesName() { return this.table.rulesName || this.d.rulesName || this.doc.name || ''; }

  // words are the log's lines: [{seq, kind: 'turn'|'season'|'event', text,
  // seat}]. The server words each event for this page's reader, in its
  // language, the game's one wording (game.Teller): an event it sends
  // without a text is one the log leaves out. The platform's own undo
  // events and notices are worded here (undo.js, notices.js).
  words(log, from, view, info) {
    const lines = log.slice(from).filter((e) => e.text)
      .map((e) => ({ seq: e.seq, kind: e.kind || 'event', text: e.text, seat: e.seat }));
    return undoLines(lines, log, from, this.names(view, info));
  }

  // lines are words' lines with each turn heading that repeats, word
  // for word and for the same seat, the turn heading above it dropped:
  // a player who acts again (alone at the table, or after the others
  // passed) keeps one heading over their moves instead of one per move.
  // Headings that differ (a turn's or round's number) all stay. above is
  // the last turn heading already drawn (null for none); the answer's
  // last is the one to pass with the next events.
  lines(log, from, view, info, above = null) {
    let last = above;
    const out = [];
    for (const l of this.words(log, from, view, info)) {
      if (l.kind === 'turn') {
        if (last && last.text === l.text && last.seat === l.seat) continue;
        last = { text: l.text, seat: l.seat };
      }
      out.push(l);
    }
    return { lines: out, last };
  }

  // stepWords words replay step k by the first thing it made happen
  // (a heading only if it made nothing else happen), or '' when it made
  // nothing the log says.
  stepWords(log, k) {
    const said = log.filter((e) => e.seq === k && e.text);
    const first = said.find((e) => (e.kind || 'event') === 'event') || said[0];
    return first ? first.text : '';
  }

  // results are the game's account of its end; without one, the
  // outcome the update (or the view) carries, if any.
  results(state) {
    if (this.d.results) return this.d.results(state);
    const out = state.outcome || (state.view && state.view.outcome);
    const names = this.names(state.view, state.info);
    return [
      h('h2', { class: 'results-title' }, t('frame.overTitle')),
      out && out.winners ? h('p', { class: 'winners', 'data-testid': 'winner' },
        t('frame.won', { names: out.winners.map((w) => names[w]) })) : null,
      out && out.scores ? h('table', { class: 'scores', 'data-testid': 'scores' },
        h('tbody', null, out.scores.map((sc, i) => h('tr', null, h('th', { scope: 'row' }, names[i]), h('td', null, sc))))) : null,
    ];
  }

  // facts are the table's facts: the rule set's name and the link to the
  // table's own Rulebook, the same for every game, with the renderer's
  // own facts between them.
  facts(state) {
    return [
      h('p', { class: 'small', 'data-testid': 'table-rules-name' }, t('frame.rules', { name: this.rulesName })),
      this.d.facts ? this.d.facts(state) : null,
      this.table.rulebook ? h('p', { class: 'small' },
        h('a', { href: this.table.rulebook, 'data-testid': 'table-rulebook' }, t('frame.rulebook'))) : null,
    ];
  }
}
