// The renderer loader: every game page asks here for the module that
// draws its game. A game with a renderer (game.Renderer in Go) has it at
// /games/NAME/assets/renderer.js; a game without one, or whose renderer
// cannot be loaded, is drawn by the plain renderer (plain.js), which
// shows the view as JSON and one button per legal move. The interface a
// renderer module exports is in docs/ARCHITECTURE.md ("The front end").

import * as plain from './plain.js';

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
