package noblesweb

// The Rulebook and the Guidance in every locale: rulebook.json and its
// translations (content.RulebookTranslations), each the English document
// with only its words changed, and the pages' own words around them
// (the "words" of each), filled in the locale's way.

import (
	"fmt"
	"maps"
	"slices"

	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/wording"
)

// fixedKeys are rulebook.json's keys whose strings are names, not words:
// a translation keeps them as the English has them.
var fixedKeys = []string{"about", "provenance", "when", "id", "show", "reading"}

// loadBooks reads the Rulebook in English and in each translation (by
// locale, content.RulebookTranslations), every translation held to the
// English: the same rules, lines and conditions, each text reading the
// English's placeholders. Every locale must have one.
func loadBooks(tr map[string][]byte) (map[string]*content.Rulebook, error) {
	en, err := content.LoadRulebook()
	if err != nil {
		return nil, err
	}
	books := map[string]*content.Rulebook{locale.Default: en}
	for _, lang := range locale.Tags() {
		if _, ok := tr[lang]; !ok && lang != locale.Default {
			return nil, fmt.Errorf("rulebook.%s.json: the Rulebook has no translation into %s", lang, locale.Name(lang))
		}
	}
	for _, lang := range slices.Sorted(maps.Keys(tr)) {
		if !locale.Supported(lang) {
			return nil, fmt.Errorf("rulebook.%s.json: %q is not a locale we speak (%v)", lang, lang, locale.Tags())
		}
		if err := locale.CompareDocuments(content.RulebookJSON(), tr[lang], func(k string) bool { return slices.Contains(fixedKeys, k) }); err != nil {
			return nil, fmt.Errorf("rulebook.%s.json against rulebook.json: %w", lang, err)
		}
		if books[lang], err = content.DecodeRulebook(tr[lang]); err != nil {
			return nil, fmt.Errorf("rulebook.%s.json: %w", lang, err)
		}
	}
	return books, nil
}

// bookIn is the Rulebook in lang, or in English when lang has none.
func (s *site) bookIn(lang string) *content.Rulebook {
	if b, ok := s.books[lang]; ok {
		return b
	}
	return s.books[locale.Default]
}

// words writes the pages' own words of one locale.
type words struct {
	book   *content.Rulebook
	lang   string
	format wording.Formatter
}

func (s *site) wordsIn(lang string) words {
	return words{book: s.bookIn(lang), lang: lang, format: locale.FormatterOf(lang)}
}

// w writes the word key with values as name, value pairs; a key the
// words lack reads as itself (the content test finds it).
func (w words) w(key string, pairs ...any) string {
	src, ok := w.book.Words[key]
	if !ok {
		return key
	}
	m := wording.Map{}
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i].(string)] = pairs[i+1]
	}
	t, err := wording.Parse(src)
	if err != nil {
		return src
	}
	out, _ := t.FillWith(m, wording.Options{Format: w.format})
	return out
}

// num writes n in the locale's digits.
func (w words) num(n int) string { return w.format.Number(n) }

// crowns writes an amount of Crowns.
func (w words) crowns(n int) string { return w.w("crowns", "n", n) }

// season is the name of season s (0 spring … 3 winter).
func (w words) season(s int) string { return w.w(fmt.Sprintf("season.%d", s)) }
