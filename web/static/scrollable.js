// A box that scrolls sideways (a wide table on a phone) must be reachable
// by keyboard, or its hidden columns are out of a keyboard player's
// reach: such a box gets tabindex="0" while it scrolls, and loses it
// when the page is wide enough again.
//
// Which boxes may scroll is the style sheets' to say, so it is read from
// them, not guessed box by box: every rule that lets a box overflow
// sideways (overflow-x auto or scroll, in a media rule or not) names
// the candidates, and only those are measured. A candidate is measured
// when it appears under main (a Studio draws its tables as it goes),
// when its own size changes (a ResizeObserver), and when the window's
// does, at most once a frame: never every box of the page on every
// change.
(() => {
  const main = document.querySelector('main');
  if (!main) return;
  const sideways = (x) => x === 'auto' || x === 'scroll';
  // The selectors of the rules that let a box scroll sideways, read
  // again when another style sheet arrives (a game's page adds its own).
  let sheets = -1;
  let selector = '';
  const readSheets = () => {
    if (document.styleSheets.length === sheets) return;
    sheets = document.styleSheets.length;
    const found = new Set();
    const walk = (rules) => {
      for (const r of rules) {
        if (r.cssRules && !r.selectorText) walk(r.cssRules); // @media, @supports
        if (r.selectorText && r.style && sideways(r.style.overflowX)) {
          for (const s of r.selectorText.split(',')) {
            try { main.matches(s); found.add(s.trim()); } catch { /* not a selector querySelectorAll reads */ }
          }
        }
      }
    };
    for (const sheet of document.styleSheets) {
      try { walk(sheet.cssRules); } catch { /* another origin's sheet: none of ours */ }
    }
    selector = [...found].join(', ');
  };
  const scrolls = (el) => sideways(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
  const watched = new Set();
  const resized = new ResizeObserver(() => soon());
  const mark = () => {
    readSheets();
    const now = new Set(selector ? main.querySelectorAll(selector) : []);
    for (const el of watched) {
      if (now.has(el) && el.isConnected) continue;
      resized.unobserve(el);
      watched.delete(el);
      if (el.dataset.scrollFocus === '1') { el.removeAttribute('tabindex'); delete el.dataset.scrollFocus; }
    }
    for (const el of now) {
      if (!watched.has(el)) { watched.add(el); resized.observe(el); }
      const set = el.dataset.scrollFocus === '1';
      if (scrolls(el)) {
        if (!el.hasAttribute('tabindex')) { el.tabIndex = 0; el.dataset.scrollFocus = '1'; }
      } else if (set) {
        el.removeAttribute('tabindex');
        delete el.dataset.scrollFocus;
      }
    }
  };
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; mark(); });
  };
  mark();
  new MutationObserver(soon).observe(main, { childList: true, subtree: true });
  addEventListener('resize', soon);
})();
