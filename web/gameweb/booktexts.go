package gameweb

// A Rulebook's text in every locale: the English content document
// (rulebook.json) and a translation beside it for each other locale
// (rulebook.de.json, rulebook.es.json, rulebook.zh-Hant.json), each the
// same document with its words translated. Every game's Rulebook loads
// them here, alike.

import (
	"fmt"
	"slices"

	"evergreen/locale"
)

// BookTexts is a game's Rulebook text by locale, English always there.
type BookTexts map[string]BookText

// fixedBookKeys are the keys of a BookText whose strings are names, not
// words, and so stay as the English has them in every translation.
var fixedBookKeys = []string{"id", "when", "badge", "changed", "part", "class", "legend"}

// FixedBookKey reports whether key names a BookText string that no
// translation changes (an id, a condition, a badge's or part's key).
func FixedBookKey(key string) bool { return slices.Contains(fixedBookKeys, key) }

// DecodeBookTexts reads a game's Rulebook text in English and its
// translations by locale. A translation must be the English document
// with only its words changed, each reading the English's placeholders
// (locale.CompareDocuments); a locale without one reads English.
func DecodeBookTexts(english []byte, translations map[string][]byte) (BookTexts, error) {
	en, err := DecodeBookText(english)
	if err != nil {
		return nil, err
	}
	out := BookTexts{locale.Default: en}
	for lang, doc := range translations {
		if !locale.Supported(lang) {
			return nil, fmt.Errorf("the Rulebook's text in %q: not a locale we speak (%v)", lang, locale.Tags())
		}
		if err := locale.CompareDocuments(english, doc, FixedBookKey); err != nil {
			return nil, fmt.Errorf("the Rulebook's text in %s against the English: %w", lang, err)
		}
		if out[lang], err = DecodeBookText(doc); err != nil {
			return nil, fmt.Errorf("in %s: %w", lang, err)
		}
	}
	return out, nil
}

// In is the text in lang, or the English when lang has none.
func (t BookTexts) In(lang string) *BookText {
	if b, ok := t[lang]; ok {
		return &b
	}
	b := t[locale.Default]
	return &b
}

// ReadBookTexts is DecodeBookTexts of the translations in reads, one for
// each of tags (a content package's own reader of rulebook.{tag}.json).
func ReadBookTexts(english []byte, tags []string, in func(tag string) ([]byte, error)) (BookTexts, error) {
	translations := make(map[string][]byte, len(tags))
	for _, tag := range tags {
		doc, err := in(tag)
		if err != nil {
			return nil, fmt.Errorf("the Rulebook's text in %s: %w", tag, err)
		}
		translations[tag] = doc
	}
	return DecodeBookTexts(english, translations)
}
