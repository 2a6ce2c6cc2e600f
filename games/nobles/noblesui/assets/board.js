// The board: the loop of spaces drawn in SVG (as many as the rule set's
// board lists), the four seasons' stretches, every pawn, and the die in
// the middle. Pawns are kept between renders so that a move slides
// rather than jumps. The Rules Studio draws its loops with it too.

import { s, fill, textOn } from '/static/dom.js';
import { SEASONS } from './rules.js';
import { TABLE, label, seasonName, spaceWords } from './words.js';

const C = 300; // centre of the 600×600 view box
const R = 238; // radius of the spaces' centres
const SPACE_R = 21;
const PAWN_R = 13;

// Icons, drawn in a box about 20 units wide centred on 0,0.
const ICONS = {
  // Two roads parting: a choice.
  proving: () => s('path', { d: 'M0 9V1M0 1L-6.5 -7M0 1L6.5 -7M-6.5 -7l-1 3.6M-6.5 -7l3.6 .6M6.5 -7l1 3.6M6.5 -7l-3.6 .6', class: 'icon-stroke' }),
  // A lightning stroke: hardship.
  ordeal: () => s('path', { d: 'M2.5 -10L-6 1.5h5L-3 10 6 -2.5H1L2.5 -10Z', class: 'icon-fill' }),
  // A crown: royal favour.
  decree: () => s('path', { d: 'M-9 6V-5l4.5 4.5L0 -8l4.5 7.5L9 -5V6Z', class: 'icon-fill' }),
};

export const KIND_NAMES = TABLE.labels.decks;

// angle is where space n of a loop of size spaces sits. Space 1 is just
// clockwise of twelve o'clock; n = 0 is the gate at twelve o'clock
// itself, where pawns wait before their first Journey.
function angle(n, size) {
  const step = (2 * Math.PI) / size;
  return -Math.PI / 2 + (n === 0 ? 0 : (n - 0.5) * step);
}

function at(n, r, size) {
  const a = angle(n, size);
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

// arc is an annulus segment path from space a to space b (inclusive).
function arc(a, b, r1, r2, size) {
  const step = (2 * Math.PI) / size;
  const t1 = -Math.PI / 2 + (a - 1) * step;
  const t2 = -Math.PI / 2 + b * step;
  const p = (r, t) => `${(C + r * Math.cos(t)).toFixed(2)} ${(C + r * Math.sin(t)).toFixed(2)}`;
  return `M${p(r2, t1)}A${r2} ${r2} 0 0 1 ${p(r2, t2)}L${p(r1, t2)}A${r1} ${r1} 0 0 0 ${p(r1, t1)}Z`;
}

export class Board {
  constructor(svg) {
    this.svg = svg;
    this.pawns = new Map(); // seat → <g>
    this.drawn = null; // the board (rule set) drawn so far
    this.rollKey = null;
  }

  // draw lays out the spaces once per rule set.
  draw(rules) {
    if (this.drawn === rules) return;
    this.drawn = rules;
    const size = rules.boardSize;
    this.size = size;
    const len = rules.stretch;
    const seasons = SEASONS.map((season, i) => {
      const first = i * len + 1;
      const [lx, ly] = at(first + (len - 1) / 2, R - 104, size);
      return s('g', { class: `stretch stretch-${season}` },
        s('path', { d: arc(first, first + len - 1, R - 34, R + 34, size) }),
        s('text', { x: lx, y: ly, class: 'stretch-label', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, seasonName(season)));
    });
    const spaces = [];
    for (let n = 1; n <= size; n++) {
      const kind = rules.spaceKind(n);
      const [x, y] = at(n, R, size);
      const [nx, ny] = at(n, R + 48, size);
      spaces.push(s('g', { class: `space space-${kind}`, 'data-space': n, transform: `translate(${x.toFixed(2)} ${y.toFixed(2)})` },
        s('title', null, label('ui_space', { n, space: spaceWords(kind), stretch: seasonName(rules.stretchOf(n)) })),
        s('circle', { r: SPACE_R }),
        ICONS[kind] ? ICONS[kind]() : null),
      s('text', { x: nx.toFixed(2), y: ny.toFixed(2), class: 'space-num', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, n));
    }
    const [gx, gy] = at(0, R, size);
    this.centre = s('g', { class: 'centre' });
    this.pawnLayer = s('g', { class: 'pawns' });
    this.highlight = s('circle', { class: 'space-active', r: SPACE_R + 6, cx: -100, cy: -100 });
    fill(this.svg,
      s('circle', { class: 'board-bg', cx: C, cy: C, r: 296 }),
      s('circle', { class: 'board-inner', cx: C, cy: C, r: R - 70 }),
      seasons,
      s('g', { class: 'gate', transform: `translate(${gx.toFixed(2)} ${gy.toFixed(2)})` },
        s('path', { d: 'M-7 -30v-10h14v10', class: 'gate-mark' })),
      this.highlight, spaces, this.centre, this.pawnLayer);
    this.pawns.clear();
  }

  // update places the pawns and fills the centre for view.
  update(rules, view, seats, { dieKey = null, dieValue = 0, line = '' } = {}) {
    this.draw(rules);
    const active = view.ended ? -1 : view.active;
    const act = view.houses[view.active];
    if (active >= 0 && act.position > 0) {
      const [x, y] = at(act.position, R, this.size);
      this.highlight.setAttribute('cx', x.toFixed(2));
      this.highlight.setAttribute('cy', y.toFixed(2));
    } else {
      this.highlight.setAttribute('cx', -100);
    }
    // Pawns on the same space stack inward from the ring.
    const stacks = new Map();
    for (const hv of view.houses) {
      const k = stacks.get(hv.position) || 0;
      stacks.set(hv.position, k + 1);
      const [x, y] = at(hv.position, R - 40 - k * 2.1 * PAWN_R, this.size);
      const seat = seats[hv.seat] || {};
      let g = this.pawns.get(hv.seat);
      if (!g) {
        const colour = seat.colour || '#777777';
        g = s('g', { class: 'pawn', 'data-seat': hv.seat },
          s('title', null, ''),
          s('circle', { r: PAWN_R + 4, class: 'pawn-ring' }),
          s('circle', { r: PAWN_R, fill: colour }),
          s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: textOn(colour) },
            (seat.sigil || hv.name || '?').slice(0, 1).toUpperCase()));
        g.style.transform = `translate(${x}px, ${y}px)`;
        this.pawnLayer.appendChild(g);
        this.pawns.set(hv.seat, g);
      }
      g.querySelector('title').textContent = hv.position ? label('ui_pawn_at', { name: hv.name, n: hv.position }) : label('ui_pawn_gate', { name: hv.name });
      g.style.transform = `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)`;
      g.classList.toggle('active', hv.seat === active);
    }
    // Raise the active pawn above the others.
    if (this.pawns.has(active)) this.pawnLayer.appendChild(this.pawns.get(active));

    const season = view.ended ? label('ui_the_gala') : seasonName(view.season);
    const children = [
      s('text', { x: C, y: C - 62, class: 'centre-season', 'text-anchor': 'middle' }, season),
      s('text', { x: C, y: C - 36, class: 'centre-line', 'text-anchor': 'middle' }, line),
    ];
    if (dieValue > 0) children.push(die(dieValue, dieKey !== this.rollKey && this.rollKey !== null));
    else children.push(s('text', { x: C, y: C + 30, class: 'centre-hint', 'text-anchor': 'middle' }, view.ended ? '' : label('ui_to_move', { name: act.name })));
    this.rollKey = dieKey;
    fill(this.centre, children);
  }
}

// die draws a die face in the centre; rolling adds the tumble.
function die(n, rolling) {
  const pips = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]],
    4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
    6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  }[n] || [];
  return s('g', { class: `die${rolling ? ' rolling' : ''}`, transform: `translate(${C} ${C + 30})`, 'aria-label': label('ui_die_aria', { n }), role: 'img' },
    s('g', { class: 'die-body' },
      s('rect', { x: -30, y: -30, width: 60, height: 60, rx: 11 }),
      pips.map(([px, py]) => s('circle', { cx: px * 15, cy: py * 15, r: 6 }))));
}

// kindIcon is a small SVG of a kind of space, for legends and cards.
export function kindIcon(kind, size = 28) {
  return s('svg', { class: `kind-icon space-${kind}`, viewBox: '-24 -24 48 48', width: size, height: size, 'aria-hidden': 'true' },
    s('circle', { r: SPACE_R }), ICONS[kind] ? ICONS[kind]() : null);
}
