// The page's words in its reader's language. The server draws every
// page with the catalog of its locale (locale/messages/*.json, chosen by
// the picker's cookie or the browser's Accept-Language) in a JSON
// script; t fills a text of it with the one wording filler, so numbers,
// plurals and lists read the locale's way. No text is written here.

import { fill, formatFor } from './wording.js';

function load() {
  const el = document.getElementById('evergreen-messages');
  try {
    return JSON.parse(el ? el.textContent : '{}');
  } catch {
    return {};
  }
}

const catalog = load();

// lang is the page's locale ("en", "de", "es", "zh-Hant").
export const lang = document.documentElement.lang || 'en';

// format writes numbers, plurals and lists the locale's way (the
// formatter wording.fill takes).
export const format = formatFor(catalog.format);

// A page may carry words of its own beside the catalog (a game's
// Studio words, #evergreen-own-messages, also served from Go): they are
// read first.
const own = (() => {
  const el = document.getElementById('evergreen-own-messages');
  try {
    return JSON.parse(el ? el.textContent : '{}') || {};
  } catch {
    return {};
  }
})();

const messages = { ...(catalog.messages || {}), ...own };

// t writes the text of key with values; a key the catalog lacks reads
// as itself, so that a slip shows rather than hides.
export function t(key, values = {}) {
  const src = messages[key];
  if (src === undefined) return key;
  return fill(src, values, { format });
}

// has reports whether the catalog has key.
export const has = (key) => Object.hasOwn(messages, key);

// localTable is a game's table of words in the page's language: the
// file base + ".{lang}.json" beside the English one (words.de.json
// beside words.json; base is the English file's URL without ".json",
// new URL('./words', import.meta.url)), the same texts under the same
// keys (checked in Go, locale.CompareTables), or english itself for an
// English page or a table that is missing.
export async function localTable(english, base) {
  if (lang === 'en') return english;
  return import(`${base}.${lang}.json`, { with: { type: 'json' } }).then((m) => m.default).catch(() => english);
}
