package gametest

import (
	"io/fs"
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

// ServesLocales checks a game's browser files (game.Renderer's) hold its
// wording table in each of tags as in (its content's WordsIn) gives it,
// words.{tag}.json beside words.json (game.WithLocales), for words.js to
// read in the page's language.
func ServesLocales(t *testing.T, files fs.FS, tags []string, in func(tag string) ([]byte, error)) {
	t.Helper()
	for _, tag := range tags {
		want, err := in(tag)
		if err != nil {
			t.Fatal(err)
		}
		if got := Asset(t, files, "words."+tag+".json"); got != string(want) {
			t.Errorf("words.%s.json is not the %s table its content gives", tag, tag)
		}
	}
}
