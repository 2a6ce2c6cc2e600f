// The renderer loader: every game page asks here for the module that
// draws its game. A game with a renderer (game.Renderer in Go) has it at
// /games/NAME/assets/renderer.js; a game without one, or whose renderer
// cannot be loaded, is drawn by the plain renderer (plain.js), which
// shows the view as JSON and one button per legal move. The interface a
// renderer module exports is in docs/ARCHITECTURE.md ("The front end").

import * as plain from './plain.js';
import { stylesheet } from './dom.js';
import { t } from './i18n.js';

const loaded = new Map();

// loadRenderer returns the renderer module of game (a name from the
// server, such as info.game). It never fails: a missing renderer is the
// plain one, and .fallback then says why.
export function loadRenderer(game) {
  if (!loaded.has(game)) {
    loaded.set(game, load(game));
  }
  return loaded.get(game);
}

async function load(game) {
  if (!/^[a-z0-9]{1,32}$/.test(game || '')) return { ...plain, fallback: `no game named "${game}"` };
  try {
    return await import(`/games/${game}/assets/renderer.js`);
  } catch (e) {
    // A game with no renderer answers 404; any other failure is a fault
    // worth seeing in the console, yet the game stays playable.
    console.warn(`renderer for ${game}: ${e.message}; using the plain renderer`);
    return { ...plain, fallback: e.message };
  }
}

// suggestAt marks, for a drawer's optional suggest(move, seat) (the
// review's better move, docs/ARCHITECTURE.md "The front end"), the first
// element under root that one of selectors finds, in order, clearing the
// mark of the move suggested before; it reports whether it marked one.
// The frame's stylesheet draws the mark ([data-suggested]).
export function suggestAt(root, selectors) {
  for (const el of root.querySelectorAll('[data-suggested]')) el.removeAttribute('data-suggested');
  for (const sel of selectors) {
    const el = sel && root.querySelector(sel);
    if (el) {
      el.setAttribute('data-suggested', '');
      return true;
    }
  }
  return false;
}

// gameRenderer builds what a game's renderer module exports (the
// interface in docs/ARCHITECTURE.md, "The front end") from what is the
// game's own: bots, its bots.json ({bots, default, names}); styles, the
// URL of its stylesheet, added to the page once before anything is
// drawn; form(ctx), its part of the set-the-table form; and open(ctx),
// which returns (or resolves to) the drawer of one table or replay.
//
//	export const { bots, defaultBot, botNames, newTableForm, open } = gameRenderer({
//	  bots: BOTS, styles: new URL('./game.css', import.meta.url).href, form, open: (ctx) => new Game(ctx),
//	});
export function gameRenderer({ bots, styles, form, open }) {
  const styled = () => (styles ? stylesheet(styles) : Promise.resolve());
  return {
    bots: bots.bots,
    defaultBot: bots.default,
    // botNames are the players' words for the game's other bots (an
    // older table's, a clock's stand-in): the level each plays like.
    botNames: bots.names || {},
    async newTableForm(ctx) {
      await styled();
      return form(ctx);
    },
    async open(ctx) {
      const [, drawer] = await Promise.all([styled(), open(ctx)]);
      return drawer;
    },
  };
}

// Drawer is what most games' drawers share, to extend: the players'
// names from view.players, the log's headings and the end's line from
// the game's labels ('logTitle', 'logEmpty', 'over'), the decision
// panel's title and the rule set's name. words is {label(key),
// decisionTitle(kind)}; the log comes worded from the server (the
// frame's words).
export class Drawer {
  constructor(ctx, rules, words) {
    this.ctx = ctx;
    this.rules = rules;
    this.wording = words;
  }

  // A seat left unnamed is stored unnamed, and named here in the
  // viewer's language ("Player 2", "Spieler 2").
  names(view) { return view.players.map((p, i) => p.name || t('new.player', { n: i + 1 })); }

  decisionTitle(kind) { return this.wording.decisionTitle(kind); }

  get logTitle() { return this.wording.label('logTitle'); }

  get logEmpty() { return this.wording.label('logEmpty'); }

  get endLine() { return this.wording.label('over'); }

  get rulesName() { return this.rules.doc.name; }
}

// tableData fetches a JSON file the game's pages serve for each rule set
// (gameweb.SiteSpec.Data): the default rule set's, or with code the
// table's own. assets is the renderer's import.meta.url. It resolves to
// null when the file cannot be had, so that the game stays playable
// without it.
export async function tableData(assets, code, name) {
  const url = new URL(code ? `../t/${encodeURIComponent(code)}/${name}` : `../${name}`, assets);
  try {
    const r = await fetch(url, { headers: { Accept: 'application/json' } });
    if (r.ok) return await r.json();
  } catch {
    // fall through
  }
  return null;
}
