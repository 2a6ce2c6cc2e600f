// Small DOM helpers. Text always goes in through textContent, never
// innerHTML, so a player's name can never become markup.

const SVG = 'http://www.w3.org/2000/svg';

// h builds an element: h('button', {class: 'btn', onclick: f}, 'Roll').
// Attributes named on* become listeners; null/false attributes are
// skipped; children may be strings, numbers, nodes, arrays or null.
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

// s builds an SVG element the same way.
export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG, tag), attrs, children);
}

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') {
      el.addEventListener(k.slice(2), v);
    } else if (k === 'dataset') {
      Object.assign(el.dataset, v);
    } else {
      el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

// fill replaces an element's children.
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// $ finds one element by selector.
export const $ = (sel, root = document) => root.querySelector(sel);

// textOn picks near-black or white text for a background colour
// "#rrggbb": whichever contrasts more, which for any colour is at least
// 4.5:1 (WCAG AA), so a seat's colour from any rule set stays legible.
export function textOn(hex) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex || '');
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((x) => parseInt(x, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const dark = 0.0103; // the luminance of #1b1a17
  return (1.05) / (lum + 0.05) >= (lum + 0.05) / (dark + 0.05) ? '#fff' : '#1b1a17';
}

// copyText copies text to the clipboard, with a fallback for pages not
// served over HTTPS (where navigator.clipboard is missing).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const ta = h('textarea', { class: 'offscreen', readonly: true });
    ta.value = text;
    document.body.appendChild(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch { ok = false; }
    ta.remove();
    return ok;
  }
}

// toast shows a short message at the foot of the screen.
export function toast(text, kind = 'info') {
  let box = $('#toasts');
  if (!box) {
    box = h('div', { id: 'toasts', class: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.appendChild(box);
  }
  const t = h('div', { class: `toast toast-${kind}` }, text);
  box.appendChild(t);
  setTimeout(() => t.remove(), kind === 'error' ? 6000 : 3000);
}

// stylesheet adds the style sheet at href to the page once, resolving
// when it has loaded, so that nothing is drawn unstyled (or failed to:
// unstyled is still usable).
const sheets = new Map();
export function stylesheet(href) {
  if (!sheets.has(href)) {
    sheets.set(href, new Promise((resolve) => {
      const link = h('link', { rel: 'stylesheet', href });
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    }));
  }
  return sheets.get(href);
}
