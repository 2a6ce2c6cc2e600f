// Package changewords says a rule set's changes (ruleset.Change) in a
// reader's locale: the one wording of a diff, for the Rules Studio,
// `evergreen rules diff` and the lobby's "what a variant changes".
//
// A game's Diff names what changed in English ("Card 'Farm'", "Hand
// limit", "cost twig"), the way its file format's reader would look for
// it. The sentence around those words (“X: A → B”, “X added (…)”) is the
// platform's, a frame in the locale catalogs (locale/messages, keys
// "diff.*"); the words inside it are the game's, one table per locale
// (Terms) kept in the game's own content beside its other words. A
// term a locale lacks stays as the Diff wrote it, so a variant's own
// names read as their author wrote them.
//
//	w := changewords.New(bundle, terms)
//	w.Say("de", c) // "Karte „Bauernhof“: Punkte 1 → 2"
package changewords

import (
	"strings"
	"sync"

	"evergreen/game/provenance"
	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/wording"
)

// Words says changes in every locale: the platform's frames from the
// catalogs, a game's terms by locale.
type Words struct {
	b     *locale.Bundle
	terms map[string]map[string]string
}

// New is the wording of one game's changes: b's frames and, by locale
// tag ("de"), the game's words for the English terms its Diff uses: the
// kinds of entry ("Card"), settings ("Hand limit"), fields ("cost
// twig"), value words ("no symbol") and the default rule set's own names
// ("Grassland"), each by its English. English needs no terms.
func New(b *locale.Bundle, terms map[string]map[string]string) Words {
	return Words{b: b, terms: terms}
}

// Load is New over the embedded catalogs (locale.Load).
func Load(terms map[string]map[string]string) (Words, error) {
	b, err := locale.Load()
	if err != nil {
		return Words{}, err
	}
	return New(b, terms), nil
}

// Say words c in lang: "Hand limit: 8 → 9", "Card 'Dragon' added (kind
// critter, points 5)", "Cards: new order …".
func (w Words) Say(lang string, c ruleset.Change) string {
	v := wording.Map{"item": w.Item(lang, c.Item), "field": w.Term(lang, c.Field)}
	switch c.Kind {
	case ruleset.ChangeAdded, ruleset.ChangeRemoved, ruleset.ChangeMoved:
		v["old"], v["new"] = w.Value(lang, c.Old), w.Value(lang, c.New)
		return w.b.Text(lang, "diff."+c.Kind, v)
	}
	v["old"], v["new"] = w.OrNone(lang, c.Old), w.OrNone(lang, c.New)
	return w.b.Text(lang, "diff."+ruleset.ChangeChanged, v)
}

// Frame fills the catalog's frame key ("diff.value") in lang with pairs
// (name, value, …): for a game whose changes need more sentences than
// Say's four.
func (w Words) Frame(lang, key string, pairs ...any) string { return w.b.T(lang, key, pairs...) }

// Term is english in lang: the game's term, a badge's label in the
// catalog, or english itself.
func (w Words) Term(lang, english string) string {
	if english == "" || lang == locale.Default {
		return english
	}
	if t, ok := w.terms[lang][english]; ok && t != "" {
		return t
	}
	switch english {
	case "yes", "no":
		return w.b.T(lang, "diff."+english)
	case w.b.T(locale.Default, "diff.none"):
		return w.b.T(lang, "diff.none")
	}
	for _, b := range provenance.Legend() {
		if b.Label == english {
			return w.b.T(lang, "badge."+b.Name)
		}
	}
	if n, key, ok := numbered(english); ok {
		if t, ok := w.terms[lang][key]; ok && t != "" {
			return strings.Replace(t, "{n}", n, 1)
		}
	}
	return english
}

// numbered is s with its first run of digits written {n}, and the
// digits: "Solitary rank 2" is the term "Solitary rank {n}" with n 2.
func numbered(s string) (n, key string, ok bool) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return "", "", false
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	return s[i:j], s[:i] + "{n}" + s[j:], true
}

// Item is an item as a Diff names it, in lang: "Card 'Farm'" as the
// kind and the name each in lang, framed the locale's way ("Karte
// „Bauernhof“"); "Badge of X" as the locale says a badge; else the
// whole as a term, or its last word kept ("Planet space B3",
// "Solitary rank 2").
func (w Words) Item(lang, item string) string {
	if lang == locale.Default || item == "" {
		return item
	}
	if kind, name, ok := strings.Cut(item, " '"); ok && strings.HasSuffix(name, "'") {
		return w.b.T(lang, "diff.named", "kind", w.Term(lang, kind), "name", w.Value(lang, strings.TrimSuffix(name, "'")))
	}
	if what, ok := strings.CutPrefix(item, "Badge of "); ok {
		return w.b.T(lang, "diff.badge_of", "what", w.Term(lang, what))
	}
	if t := w.Term(lang, item); t != item {
		return t
	}
	if i := strings.LastIndexByte(item, ' '); i > 0 {
		if t := w.Term(lang, item[:i]); t != item[:i] {
			return t + item[i:]
		}
	}
	return item
}

// Value is a value as a Diff writes it, in lang: a term whole, else
// each part of a list ("Rock, Bud, no symbol") or of a card's name
// ("Rock · Bud") as a term, and a part "field value" ("points 5") as its
// field in lang. Numbers and a variant's own names stay as they are.
func (w Words) Value(lang, s string) string {
	if lang == locale.Default || s == "" {
		return s
	}
	if t := w.Term(lang, s); t != s {
		return t
	}
	for _, sep := range []string{", ", " · "} {
		if strings.Contains(s, sep) {
			parts := strings.Split(s, sep)
			for i, p := range parts {
				parts[i] = w.Value(lang, p)
			}
			return strings.Join(parts, sep)
		}
	}
	if i := strings.LastIndexByte(s, ' '); i > 0 {
		if t := w.Term(lang, s[:i]); t != s[:i] {
			return t + " " + w.Value(lang, s[i+1:])
		}
	}
	return s
}

// OrNone is Value, or the locale's word for nothing when s is empty.
func (w Words) OrNone(lang, s string) string {
	if s == "" {
		return w.b.T(lang, "diff.none")
	}
	return w.Value(lang, s)
}

// Untranslated lists the English terms of c's item and field that lang
// has no words for: what would reach a reader of lang in English. A
// named entry's name is the rule set's own and is not listed.
func (w Words) Untranslated(lang string, c ruleset.Change) []string {
	if lang == locale.Default {
		return nil
	}
	var out []string
	need := func(s string) {
		if s != "" && w.Term(lang, s) == s && !w.same(lang, s) {
			out = append(out, s)
		}
	}
	item := c.Item
	if kind, name, ok := strings.Cut(item, " '"); ok && strings.HasSuffix(name, "'") {
		need(kind)
	} else if what, ok := strings.CutPrefix(item, "Badge of "); ok {
		need(what)
	} else if w.Item(lang, item) == item && !w.same(lang, item) {
		out = append(out, item)
	}
	need(c.Field)
	return out
}

// same reports whether lang's terms write english as it is (German's
// "Name"): a word translated as itself.
func (w Words) same(lang, english string) bool {
	t, ok := w.terms[lang][english]
	return ok && t == english
}

// WordsOf is Load over a game's terms (terms, its ChangeTerms), read
// once, when first asked: how the Studio, `evergreen rules diff` and the
// lobby say the game's changes.
func WordsOf(terms func() (map[string]map[string]string, error)) func() (Words, error) {
	return sync.OnceValues(func() (Words, error) {
		t, err := terms()
		if err != nil {
			return Words{}, err
		}
		return Load(t)
	})
}
