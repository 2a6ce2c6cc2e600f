// A box that scrolls sideways (a wide table on a phone) must be reachable
// by keyboard, or its hidden columns are out of a keyboard player's
// reach: every element under main that scrolls gets tabindex="0" while
// it does, and loses it when the page is wide enough again. It runs as
// the page ends, after every change to main (a Studio draws its tables
// as it goes) and when the window's size changes, at most once a frame.
(() => {
  const main = document.querySelector('main');
  if (!main) return;
  const scrolls = (el) => {
    const x = getComputedStyle(el).overflowX;
    return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1;
  };
  const mark = () => {
    for (const el of main.querySelectorAll('table, div, section, ul, ol, pre')) {
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
