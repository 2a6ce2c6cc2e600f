package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Checks any page can be put through: text contrast as rendered, form
// controls that cut their text, elements that stick out of a narrow
// screen. Each is a JavaScript function run in the page, returning what
// it found wrong, so a test reports every problem of a page at once.

// ContrastJS lists the visible text whose contrast with what is drawn
// behind it falls below WCAG 2.1 AA (4.5:1; 3:1 for large text: 24px,
// or 18.66px bold). It reads getComputedStyle: the text colour with the
// opacity of the element and its ancestors, over the background colours
// of the ancestors composited on white (a gradient counts as its worst
// colour). Disabled controls are exempt, as WCAG exempts inactive
// components; SVG text is not checked (its colour is "fill").
const ContrastJS = `(() => {
  const parse = (s) => {
    const m = /rgba?\(([^)]+)\)/.exec(s || '');
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a), a: 1,
  });
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const hex = (c) => '#' + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
  // backgrounds are the possible colours behind el: its ancestors'
  // background colours composited from the page's white up; a gradient
  // adds each of its colours as a possibility.
  const backgrounds = (el) => {
    const chain = [];
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) chain.push(n);
    let bgs = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const n of chain.reverse()) {
      const cs = getComputedStyle(n);
      const c = parse(cs.backgroundColor);
      if (c && c.a > 0) bgs = bgs.map((b) => over(c, b));
      if (cs.backgroundImage && cs.backgroundImage.includes('gradient')) {
        const stops = [...cs.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0]));
        if (stops.length) bgs = bgs.flatMap((b) => stops.map((s) => over(s, b)));
      }
    }
    return bgs;
  };
  const opacity = (el) => {
    let o = 1;
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
    return o;
  };
  const found = new Map(); // one line per kind of element and colours, with a count
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const candidates = [];
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (t.textContent.trim()) candidates.push(t.parentElement);
  }
  candidates.push(...document.querySelectorAll('select, input:not([type=checkbox]):not([type=radio]):not([type=range]), textarea'));
  for (const el of candidates) {
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (el.closest('svg, [hidden], option, script, style, template, :disabled, .visually-hidden, .offscreen, .skip')) continue;
    if (!el.getClientRects().length) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible') continue;
    const fg = parse(cs.color);
    if (!fg) continue;
    const size = parseFloat(cs.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
    const need = large ? 3 : 4.5;
    const o = opacity(el);
    let worst = null;
    for (const bg of backgrounds(el)) {
      const text = over({ ...fg, a: fg.a * o }, bg);
      const r = ratio(text, bg);
      if (!worst || r < worst.r) worst = { r, text, bg };
    }
    if (worst && worst.r < need - 0.005) {
      const what = (el.id ? '#' + el.id : el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''));
      const words = (el.value || el.textContent || el.placeholder || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const key = what + ': ' + hex(worst.text) + ' on ' + hex(worst.bg) + ' is ' + worst.r.toFixed(2) + ':1, needs ' + need + ':1';
      const f = found.get(key) || { words, n: 0 };
      f.n++;
      found.set(key, f);
    }
  }
  return [...found].map(([k, f]) => k + ' ("' + f.words + '"' + (f.n > 1 ? ' and ' + (f.n - 1) + ' more' : '') + ')');
})()`

// CutJS lists the <select> elements whose options do not fit in the
// box: each option is measured in a copy of the select holding it alone,
// sized to its content, beside the original.
const CutJS = `(() => {
  const out = [];
  for (const sel of document.querySelectorAll('select')) {
    if (!sel.getClientRects().length || sel.closest('[hidden]')) continue;
    const width = sel.getBoundingClientRect().width;
    for (const o of sel.options) {
      const copy = sel.cloneNode(false);
      copy.removeAttribute('id');
      copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none;min-width:0';
      copy.append(new Option(o.text));
      sel.parentElement.append(copy);
      const need = copy.getBoundingClientRect().width;
      copy.remove();
      if (need > width + 0.5) out.push('#' + sel.id + ' "' + o.text + '" needs ' + Math.ceil(need) + 'px, has ' + Math.floor(width) + 'px');
    }
  }
  return out;
})()`

// OverflowJS lists the links and buttons that lie, wholly or in part,
// outside the viewport's width, or inside a box that scrolls sideways
// (where a person would have to find them by swiping).
const OverflowJS = `(() => {
  const out = [];
  const w = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll('a, button, select, input')) {
    if (!el.getClientRects().length || el.closest('[hidden], .skip, .visually-hidden, .offscreen')) continue;
    const r = el.getBoundingClientRect();
    const name = (el.textContent || el.id || '').trim().slice(0, 30);
    if (r.left < -0.5 || r.right > w + 0.5) out.push('"' + name + '" spans ' + Math.round(r.left) + '–' + Math.round(r.right) + 'px of ' + w + 'px');
    for (let p = el.parentElement; p; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll') && p.scrollWidth > p.clientWidth + 1) {
        out.push('"' + name + '" sits in a box that scrolls sideways (' + p.scrollWidth + 'px in ' + p.clientWidth + 'px)');
        break;
      }
    }
  }
  return out;
})()`

// UncoveredJS lists the points along the top of the decision panel,
// scrolled to the top of the screen, where something else is drawn over
// it (a sticky bar, say).
const UncoveredJS = `(() => {
  const d = document.querySelector('#decision');
  d.scrollIntoView({ block: 'start', behavior: 'instant' });
  const r = d.getBoundingClientRect();
  const out = [];
  for (const y of [r.top + 6, r.top + 40]) {
    for (const x of [r.left + r.width * 0.2, r.left + r.width * 0.5, r.left + r.width * 0.8]) {
      const el = document.elementFromPoint(x, y);
      if (el && !d.contains(el)) out.push('at ' + Math.round(x) + ',' + Math.round(y) + ' the decision panel is covered by ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '.' + String(el.className || '').split(' ').join('.'));
    }
  }
  return out;
})()`

// Audit runs the check js on the page and fails the test with every
// problem it lists, naming the page by what.
func Audit(t testing.TB, ctx context.Context, what, check string) {
	t.Helper()
	for _, p := range Eval[[]string](t, ctx, check) {
		t.Errorf("%s: %s", what, p)
	}
}

// APITable creates a table through the API (body is the POST
// /api/tables request), posted from the page in ctx so the browser's
// cookies go with it, and opens it as its host, with the cookie the form
// would have set. It returns the room code.
func APITable(t testing.TB, ctx context.Context, base, body string) string {
	t.Helper()
	// The page posts the table, as a player's browser does, so that
	// what the browser carries (its language cookie above all) reaches
	// the server: an unnamed seat is named in the setter's language.
	type made struct {
		Status int    `json:"status"`
		URL    string `json:"url"`
		Token  string `json:"token"`
		Error  string `json:"error"`
	}
	quoted, _ := json.Marshal(body)
	post := fmt.Sprintf(`fetch('/api/tables', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: %s})
  .then(async (r) => { const j = await r.json().catch(() => ({})); return {status: r.status, url: j.url || '', token: j.token || '', error: (j.error && j.error.message) || ''}; })`, quoted)
	if loc := Get(t, ctx, 20*time.Second, chromedp.Location()); !strings.HasPrefix(loc, base) {
		Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/"))
	}
	got := Get(t, ctx, 20*time.Second, chromedp.Evaluate[made](post, chromedp.EvalAwaitPromise))
	if got.Status != http.StatusCreated {
		t.Fatalf("creating a table: %d %s", got.Status, got.Error)
	}
	code := strings.TrimPrefix(got.URL, "/t/")
	Run(t, ctx, 20*time.Second,
		JS(fmt.Sprintf(`document.cookie = 'eg_%s=%s; path=/'`, code, got.Token)),
		chromedp.Navigate(base+got.URL), Until(`!!document.querySelector('#loading') && document.querySelector('#loading').hidden`))
	return code
}
