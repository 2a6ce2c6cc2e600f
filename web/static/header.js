// The site header names the game the page is about and shows that
// game's own links (Play, Rulebook, Studio…); the others are in the game
// switcher. The server draws every game's links, the default game's
// shown; this script, run as the page ends (a classic script, so before
// the first paint), picks the current game: the one the address names
// (/games/NAME/…, ?game=NAME), the one the page is about (data-game, on
// a table's page), the one whose link is this page (the default game's
// pages at the site's root), else the last game visited.
(() => {
  const header = document.querySelector('header.site');
  if (!header) return;
  const navs = [...header.querySelectorAll('[data-game-nav]')];
  if (!navs.length) return;
  const names = navs.map((n) => n.dataset.gameNav);
  const here = location.pathname;
  const known = (n) => (names.includes(n) ? n : null);
  const linked = () => {
    for (const n of navs) {
      for (const a of n.querySelectorAll('a')) {
        const u = new URL(a.href);
        if (u.pathname === here && !u.search) return n.dataset.gameNav;
      }
    }
    return null;
  };
  const page = document.querySelector('main [data-game]');
  let stored = null;
  try { stored = localStorage.getItem('eg-game'); } catch { /* storage off */ }
  const cur = known((/^\/games\/([^/]+)/.exec(here) || [])[1])
    || known(new URLSearchParams(location.search).get('game'))
    || known(page && page.dataset.game) || linked() || known(stored) || names[0];
  try { localStorage.setItem('eg-game', cur); } catch { /* storage off */ }
  for (const n of navs) {
    n.hidden = n.dataset.gameNav !== cur;
    for (const a of n.querySelectorAll('a')) {
      const u = new URL(a.href);
      if (u.pathname === here && u.search === location.search) a.setAttribute('aria-current', 'page');
    }
  }
  const sw = header.querySelector('.game-switch');
  if (!sw) return;
  const title = sw.querySelector('[data-game-title]');
  const mine = sw.querySelector(`[data-game-link="${cur}"]`);
  if (title && mine) title.textContent = mine.textContent;
  if (mine) mine.setAttribute('aria-current', 'true');
  // The switcher closes on Escape or a click elsewhere, as a menu does.
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && sw.open) {
      sw.open = false;
      sw.querySelector('summary').focus();
    }
  });
  document.addEventListener('click', (e) => { if (sw.open && !sw.contains(e.target)) sw.open = false; });
})();
