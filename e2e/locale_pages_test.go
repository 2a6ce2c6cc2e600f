package e2e

import (
	"encoding/json"
	"strings"
)

// What a non-English page may still show in English, each named, with
// the regions it covers. Two kinds: what is English on purpose (the
// seed's own statements, quoted beside their translation; proper names),
// and what is not translated yet, owned by other work: remove an entry
// when its translation lands, and the test then holds that region too.
type exemption struct {
	Name string `json:"name"`
	// Path, a regular expression, limits the exemption to the pages whose
	// path it matches ("" every page).
	Path string `json:"path"`
	// Regions are CSS selectors: text inside any of them is not looked at.
	Regions string `json:"regions"`
	// Words are regular expressions of names that stay English
	// wherever they appear (a card's name filled into a sentence).
	Words []string `json:"words"`
	// Attrs limits the exemption to the regions' accessible names and
	// hints (aria-label, placeholder, title): their text is looked at.
	Attrs bool   `json:"attrs"`
	Why   string `json:"-"`
}

var untranslated = []exemption{
	{Name: "seed quotes", Regions: ".rb-original",
		Why: "on purpose: the seed's own statement, in its language, beside the translation"},
	{Name: "the editor's untranslated texts", Regions: ".sd-as-written",
		Why: "on purpose: a text of the document the rule set has no translation of (an entry's title, a text's reading) is shown in the Studio's editor as written, in English, marked \"not translated\" in the reader's language"},
	{Name: "identifiers", Regions: "select option", Attrs: true,
		Why: "on purpose: a choice's tooltip is the value the document holds (an effect kind's id, a Virtue's id), beside its words; the choice's words themselves are looked at"},
}

// untranslatedJSON is the exemptions as pageEnglishJS reads them.
func untranslatedJSON() string {
	b, _ := json.Marshal(untranslated)
	return string(b)
}

// pageEnglishJS lists the English text anywhere on the page, outside the
// exempt regions: a text node that reads a word only English uses, or an
// accessible name or hint (aria-label, placeholder, title) that does.
func pageEnglishJS() string {
	return strings.ReplaceAll(`(() => {
  const here = EXEMPT.filter((e) => !e.path || new RegExp(e.path).test(location.pathname));
  const exempt = here.filter((e) => !e.attrs).map((e) => e.regions).filter(Boolean).join(', ');
  const exemptAttrs = here.map((e) => e.regions).filter(Boolean).join(', ');
  const words = here.flatMap((e) => e.words || []).map((w) => new RegExp(w, 'g'));
  const english = new Set(('the and your you of is are this that with for seat seats table game player players waiting ' +
    'move moves here away join play decision choose turn share room host who first next back loading nothing yet review ' +
    'rules watch watching claim again new set copy time clock none send say mute unmute undo pass device read every ' +
    'from what when each only open save edit print rule default changed badges saved preview run check ' +
    'settings changes variant variants house novice skilled expert').split(' '));
  const names = [/Nobles of Evergreen/g, /Evergreen/g, /Everdell/g, /\bAda\b/g, /\bBen\b/g, /SHA-256/g, /JSON/g, ...words];
  const englishIn = (s) => {
    for (const re of names) s = s.replace(re, ' ');
    // Whole words, accents and all: "habláis" is not "is".
    return (s.toLowerCase().match(/\p{L}+/gu) || []).some((w) => english.has(w));
  };
  const skip = (el, ex = exempt) => !el || el.closest('script, style, noscript, [hidden], [aria-hidden=true]') || (ex && el.closest(ex));
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (skip(n.parentElement) || !n.parentElement.getClientRects().length) continue;
    if (englishIn(n.textContent)) out.push(n.textContent.trim().slice(0, 90));
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (skip(el, exemptAttrs)) continue;
    for (const a of ['aria-label', 'placeholder', 'title']) {
      const v = el.getAttribute(a);
      if (v && englishIn(v)) out.push(a + '=' + v.slice(0, 90));
    }
  }
  return [...new Set(out)];
})()`, "EXEMPT", untranslatedJSON())
}

// textFitJS lists the text that does not fit its box: a block of text
// whose content is wider than it (cut or spilling out, scrollWidth
// beyond clientWidth) outside a box meant to scroll sideways, or that
// reaches past the viewport's right edge.
const textFitJS = `(() => {
  const out = [];
  const w = document.documentElement.clientWidth;
  const scrolls = (el) => { for (let p = el; p; p = p.parentElement) { const x = getComputedStyle(p).overflowX; if (x === 'auto' || x === 'scroll') return true; } return false; };
  for (const el of document.body.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, label, legend, button, a.btn, th, td, summary, .field-label, .hint')) {
    if (!el.getClientRects().length || el.closest('[hidden], .visually-hidden, .skip, svg') || !el.textContent.trim()) continue;
    const cs = getComputedStyle(el);
    if (cs.display.startsWith('inline') && cs.display !== 'inline-block' && cs.display !== 'inline-flex') continue;
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + el.textContent.trim().slice(0, 40) + '"';
    // A visually hidden label inside (read aloud, never seen) is not
    // text that spills.
    if (!scrolls(el) && !el.querySelector('.visually-hidden') && el.scrollWidth > el.clientWidth + 1) out.push(name + ' needs ' + el.scrollWidth + 'px, has ' + el.clientWidth + 'px');
    const r = el.getBoundingClientRect();
    if (!scrolls(el.parentElement) && r.right > w + 0.5) out.push(name + ' reaches ' + Math.round(r.right) + 'px of ' + w + 'px');
  }
  return [...new Set(out)];
})()`
