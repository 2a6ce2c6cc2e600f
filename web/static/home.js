// home.js: "Your tables" on the home page. A row may be hidden (this
// browser remembers which, in localStorage); hidden rows come back with
// "Show hidden tables". Hiding forgets nothing: the table's link still
// opens it.

import { t } from './i18n.js';

const KEY = 'eg-hidden-tables';
const list = document.querySelector('[data-testid=home-held] .held-list');

const hidden = () => new Set(JSON.parse(localStorage.getItem(KEY) || '[]'));
const save = (set) => localStorage.setItem(KEY, JSON.stringify([...set]));

function apply(showAll) {
  const set = hidden();
  let n = 0;
  for (const row of list.querySelectorAll('li.held-row')) {
    const off = set.has(row.dataset.code);
    if (off) n++;
    row.hidden = off && !showAll;
    const b = row.querySelector('[data-testid=hide-row]');
    if (b) b.textContent = off ? t('home.unhideRow') : t('home.hideRow');
  }
  toggle.hidden = n === 0;
  toggle.textContent = showAll ? t('home.hideHidden') : t('home.showHidden', { n });
  toggle.dataset.all = showAll ? '1' : '';
}

const toggle = document.createElement('button');
if (list) {
  toggle.type = 'button';
  toggle.className = 'btn btn-small';
  toggle.dataset.testid = 'show-hidden';
  toggle.addEventListener('click', () => apply(!toggle.dataset.all));
  list.after(toggle);
  for (const row of list.querySelectorAll('li.held-row')) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-small';
    b.dataset.testid = 'hide-row';
    b.setAttribute('aria-label', t('home.hideRowLabel', { code: row.dataset.code }));
    b.addEventListener('click', () => {
      const set = hidden();
      if (set.has(row.dataset.code)) set.delete(row.dataset.code); else set.add(row.dataset.code);
      save(set);
      apply(!!toggle.dataset.all);
    });
    row.querySelector('.held-actions').append(' ', b);
  }
  apply(false);
}
