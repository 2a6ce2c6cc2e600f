// The table page's layout for play, the same for every game: on a phone
// a bar of the table's parts (the decision with the hand, the board, the
// players, the talk, the log), each one tap away, with the decision
// first; on every screen a skip link straight to the decision, and the
// turn bar's height kept in --bar so that a part scrolled to is not
// hidden under the bar. The parts are the sections of table.html, each
// marked with its data-part; the CSS shows one part at a time on a phone
// (app.css, "The parts of a table on a phone").

import { h } from './dom.js';
import { t } from './i18n.js';

const PARTS = [
  ['play', 'tabs.play'],
  ['board', 'tabs.board'],
  ['players', 'tabs.players'],
  ['chat', 'tabs.chat'],
  ['log', 'tabs.log'],
];

// tableLayout sets the layout up on the game section; it returns a
// function to call after each drawing, which marks the Play button while
// a decision waits for the viewer on another part.
export function tableLayout(game, decision) {
  const buttons = new Map();
  const show = (part, focus = false) => {
    game.dataset.tab = part;
    for (const [p, b] of buttons) b.setAttribute('aria-pressed', String(p === part));
    if (window.matchMedia('(max-width: 640px)').matches) window.scrollTo({ top: 0, behavior: 'instant' });
    if (focus && part === 'play') decision.focus({ preventScroll: true });
  };
  const bar = h('nav', { class: 'table-tabs', 'aria-label': t('tabs.label'), 'data-testid': 'table-tabs' },
    PARTS.map(([part, label]) => {
      const b = h('button', { type: 'button', 'data-tab': part, 'data-testid': `tab-${part}`, 'aria-pressed': String(part === 'play'), onclick: () => show(part) }, t(label));
      buttons.set(part, b);
      return b;
    }));
  game.append(bar);
  game.classList.add('has-tabs');

  // The layout's skip link goes straight to the decision on this page.
  const skip = document.querySelector('a.skip');
  if (skip) {
    skip.textContent = t('tabs.skip');
    skip.href = '#decision';
    skip.addEventListener('click', (e) => {
      e.preventDefault();
      show('play');
      decision.scrollIntoView({ block: 'start' });
      decision.focus({ preventScroll: true });
    });
  }

  const status = game.querySelector('#statusbar');
  const measure = () => game.style.setProperty('--bar', `${status.offsetHeight}px`);
  if (status && window.ResizeObserver) new ResizeObserver(measure).observe(status);

  return (waiting) => {
    // A decision for the viewer takes the focus the last drawing dropped
    // (the button pressed is gone), so that a keyboard goes on from the
    // decision; focus anywhere else (the chat's box) stays where it is.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (waiting && lost && !document.body.classList.contains('covered')) decision.focus({ preventScroll: true });
    const play = buttons.get('play');
    const mark = play.querySelector('.tab-mark');
    const want = waiting && game.dataset.tab !== 'play' && game.dataset.tab !== 'board';
    if (want && !mark) play.append(h('span', { class: 'tab-mark', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden tab-mark-words' }, t('tabs.yourMove')));
    if (!want && mark) { mark.remove(); play.querySelector('.tab-mark-words')?.remove(); }
  };
}
