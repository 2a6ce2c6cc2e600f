// The planet as an SVG grid: the biomes, the pieces, the sun on its side,
// light and shade (which trees are lit, which shade which) and the
// largest forest, all as the view's preview says (evergreen.Preview in
// Go). Spaces the viewer may act on are drawn as buttons that send the
// listed move.

import { h, s } from '/static/dom.js';
import { WORDS, label, spaceName } from './words.js';

const CELL = 40;
const EDGE = 44; // room around the grid for the coordinates (near) and the sun (beyond)
const SUN = 30; // the sun's distance from the grid

// pieceShape draws piece letter p centred in a cell at (x, y).
function pieceShape(p, x, y) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  switch (p) {
    case 's':
      return s('g', { class: 'piece sprout' },
        s('line', { x1: cx, y1: cy + 9, x2: cx, y2: cy - 2 }),
        s('ellipse', { cx: cx - 4, cy: cy - 3, rx: 5, ry: 3 }),
        s('ellipse', { cx: cx + 4, cy: cy - 5, rx: 5, ry: 3 }));
    case 't':
      return s('g', { class: 'piece small-tree' },
        s('rect', { x: cx - 2, y: cy + 4, width: 4, height: 8 }),
        s('polygon', { points: `${cx},${cy - 11} ${cx + 9},${cy + 6} ${cx - 9},${cy + 6}` }));
    case 'T':
      return s('g', { class: 'piece big-tree' },
        s('rect', { x: cx - 3, y: cy + 8, width: 6, height: 8 }),
        s('polygon', { points: `${cx},${cy - 17} ${cx + 14},${cy + 10} ${cx - 14},${cy + 10}` }),
        s('polygon', { class: 'crown', points: `${cx},${cy - 17} ${cx + 9},${cy} ${cx - 9},${cy}` }));
    case 'b':
      return s('g', { class: 'piece bush' },
        s('circle', { cx: cx - 6, cy: cy + 3, r: 7 }), s('circle', { cx: cx + 6, cy: cy + 3, r: 7 }),
        s('circle', { cx, cy: cy - 4, r: 8 }));
    case 'l':
      return s('ellipse', { class: 'piece lake', cx, cy, rx: 16, ry: 12 });
    default:
      return null;
  }
}

// sun draws the sun beyond the side it shines from, with rays across.
function sun(side, w, h) {
  const W = w * CELL;
  const H = h * CELL;
  const at = {
    north: [EDGE + W / 2, EDGE - SUN, 0, 1], south: [EDGE + W / 2, EDGE + H + SUN, 0, -1],
    west: [EDGE - SUN, EDGE + H / 2, 1, 0], east: [EDGE + W + SUN, EDGE + H / 2, -1, 0],
  }[side];
  if (!at) return null;
  const [x, y, dx, dy] = at;
  const rays = [];
  for (let k = -2; k <= 2; k++) {
    const ox = dy !== 0 ? k * (W / 5) : 0;
    const oy = dx !== 0 ? k * (H / 5) : 0;
    rays.push(s('line', { class: 'ray', x1: x + ox, y1: y + oy, x2: x + ox + dx * 10, y2: y + oy + dy * 10 }));
  }
  return s('g', { class: 'sun', 'data-testid': `sun-${side}` },
    rays, s('circle', { cx: x, cy: y, r: 10 }),
    s('title', null, label('sunTitle', { side: WORDS.sides[side] || side })));
}

// drawPlanet returns the SVG of one player's planet. opts: {rules,
// player, side, moves (the viewer's listed cell moves, or []), send,
// hover(move|null), big}.
export function drawPlanet(opts) {
  const { rules, player, side } = opts;
  const { width: w, height: h } = rules;
  const pv = player.preview || null;
  const lit = new Set(pv ? pv.lit : []);
  const forest = new Set(pv ? pv.largest : []);
  const byCell = new Map((opts.moves || []).filter((m) => m.option !== undefined).map((m) => [m.option, m]));
  const cells = [];
  const pieces = [];
  const targets = [];
  for (let c = 0; c < w * h; c++) {
    const b = rules.biomeAt(c);
    if (!b) continue;
    const x = EDGE + (c % w) * CELL;
    const y = EDGE + Math.floor(c / w) * CELL;
    const shade = pv ? pv.shadow[c] : 0;
    const p = player.planet[Math.floor(c / w)][c % w];
    cells.push(s('rect', {
      class: `cell${shade ? ` shade-${shade}` : ''}${forest.has(c) ? ' forest' : ''}`, x, y, width: CELL, height: CELL,
      style: `--biome:${b.colour}`, 'data-space': c, 'data-biome': b.id,
    }));
    const shape = pieceShape(p, x, y);
    if (shape) {
      const tree = p === 't' || p === 'T';
      if (tree) shape.classList.add(lit.has(c) ? 'lit' : 'shaded');
      pieces.push(shape);
    }
    const m = byCell.get(c);
    if (m) {
      targets.push(s('rect', {
        class: 'target', x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 5, tabindex: 0, role: 'button',
        'data-testid': 'target', 'data-move': m.move, 'data-space': c,
        'aria-label': label('target', { move: WORDS.decisions[m.move] || m.move, space: spaceName(rules, c), biome: rules.biomeName(b.id) }),
        onclick: () => opts.send(m),
        onkeydown: (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); opts.send(m); } },
        onmouseenter: () => opts.hover && opts.hover(m), onmouseleave: () => opts.hover && opts.hover(null),
        onfocus: () => opts.hover && opts.hover(m), onblur: () => opts.hover && opts.hover(null),
      }));
    }
  }
  const lines = (pv ? pv.shaded : []).map((sh) => {
    const at = (c) => [EDGE + (c % w) * CELL + CELL / 2, EDGE + Math.floor(c / w) * CELL + CELL / 2];
    const [x1, y1] = at(sh.by);
    const [x2, y2] = at(sh.space);
    return s('line', { class: 'shade-line', x1, y1, x2, y2 }, s('title', null, label('shadeTitle', { by: spaceName(rules, sh.by), space: spaceName(rules, sh.space) })));
  });
  const coords = [];
  for (let x = 0; x < w; x++) coords.push(s('text', { class: 'coord', x: EDGE + x * CELL + CELL / 2, y: EDGE + h * CELL + 13 }, String.fromCharCode(65 + x)));
  for (let y = 0; y < h; y++) coords.push(s('text', { class: 'coord', x: EDGE - 9, y: EDGE + y * CELL + CELL / 2 + 4 }, y + 1));
  const W = w * CELL + 2 * EDGE;
  const H = h * CELL + 2 * EDGE;
  return s('svg', {
    // A planet with spaces to choose is a group of buttons; one without,
    // a picture (an image's parts are not reachable by a screen reader).
    class: `planet${opts.big ? ' planet-big' : ''}`, viewBox: `0 0 ${W} ${H}`, role: targets.length ? 'group' : 'img',
    'aria-label': label('planet', { who: player.name }), 'data-testid': `planet-${player.seat}`,
  }, s('g', { class: 'cells' }, cells), coords, side ? sun(side, w, h) : null,
  s('g', { class: 'pieces' }, pieces), s('g', { class: 'shade-lines' }, lines), s('g', { class: 'targets' }, targets));
}

// planetWords is the planet's text equivalent, for a screen reader and
// for anyone who would rather read it: each space that holds a piece,
// by name and biome, under a summary naming whose planet it is.
export function planetWords(rules, player) {
  const { width: w, height: ht } = rules;
  const items = [];
  for (let c = 0; c < w * ht; c++) {
    const b = rules.biomeAt(c);
    const p = b && player.planet[Math.floor(c / w)][c % w];
    if (p && WORDS.pieces[p]) items.push(h('li', null, `${spaceName(rules, c)} (${b.name}): ${WORDS.pieces[p]}`));
  }
  return h('details', { class: 'planet-words small', 'data-testid': `planet-words-${player.seat}` },
    h('summary', null, label('planet', { who: player.name })), items.length ? h('ul', null, items) : null);
}
