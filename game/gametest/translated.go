package gametest

import (
	"testing"

	"evergreen/locale"
)

// Translated checks a game's wording table (what names the table, for
// messages: "Everdell's words") in every locale the platform speaks: in
// returns the table in a locale, and must return one for each of
// locale.Tags beside English holding every English text with the same
// placeholders (locale.CompareTables), and refuse a locale there is
// none of. Fields a program reads (keep: "id", "badge", …) must stay as
// the English has them. A game's content test calls it once per table:
//
//	func TestWordsInEveryLocale(t *testing.T) {
//		gametest.Translated(t, "the planet game's words", content.Words(), content.WordsIn)
//	}
func Translated(t *testing.T, what string, english []byte, in func(tag string) ([]byte, error), keep ...string) {
	t.Helper()
	for _, tag := range locale.Tags() {
		if tag == locale.Default {
			continue
		}
		raw, err := in(tag)
		if err != nil {
			t.Errorf("%s in %s: %v", what, tag, err)
			continue
		}
		if err := locale.CompareTables(english, raw); err != nil {
			t.Errorf("%s in %s: %v", what, tag, err)
		}
		if err := locale.SameFields(english, raw, keep...); err != nil {
			t.Errorf("%s in %s: %v", what, tag, err)
		}
	}
	if _, err := in("fr"); err == nil {
		t.Errorf("%s in French, which there is none of, was found", what)
	}
}
