package gametest

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"

	"evergreen/game"
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

// ReadyMadeTranslated checks that the default's and every ready-made
// variant's name and description read in every locale (a game whose
// rule sets are game.Translated), so that no page names them in
// English: the document sent in a locale names the rule set as textIn
// says it there, not as in English, and leaves nothing in English; in
// English it is the document itself, code and all.
func ReadyMadeTranslated(t *testing.T, g game.Game, variants []game.Variant, textIn func(lang, s string) string) {
	t.Helper()
	sets := map[string]game.Rules{}
	for _, v := range append([]game.Variant{{ID: "default"}}, variants...) {
		r, err := g.Rules(v.Patch)
		if err != nil {
			t.Fatalf("%s: %v", v.ID, err)
		}
		sets[v.ID] = r
	}
	for _, id := range slices.Sorted(maps.Keys(sets)) {
		r := sets[id]
		tr, ok := r.(game.Translated)
		if !ok {
			t.Fatalf("%s's rule sets are no game.Translated", g.Name())
		}
		var en struct{ Name, Description string }
		if err := json.Unmarshal(r.Doc(), &en); err != nil {
			t.Fatal(err)
		}
		for _, lang := range locale.Translated() {
			doc, missing := tr.DocIn(lang)
			if len(missing) > 0 {
				t.Errorf("%s in %s: %v left in English: give it a translation in the \"rulesets\" topic of content/words.%s.json (and the English there must read as %s's document does)", id, lang, missing, lang, id)
			}
			var head struct{ Name, Description string }
			if err := json.Unmarshal(doc, &head); err != nil {
				t.Fatal(err)
			}
			if head.Name != textIn(lang, en.Name) || head.Description != textIn(lang, en.Description) || head.Name == en.Name {
				t.Errorf("%s in %s: the document sent names it %q, want its translation of %q", id, lang, head.Name, en.Name)
			}
		}
		if doc, missing := tr.DocIn(locale.Default); !bytes.Equal(doc, r.Doc()) || missing != nil {
			t.Errorf("%s in English: DocIn is not the document itself", id)
		}
	}
}

// OwnTranslations checks that a rule set's own translations of its name
// and description (a game whose documents' other words are named by id
// from its words tables) travel in its document: read first, the
// ready-made words (textIn) after them, the English last and reported
// missing; and that a translation of an unknown locale or place, or one
// reading other placeholders, is a problem at its path.
func OwnTranslations(t *testing.T, g game.Game, textIn func(lang, s string) string) {
	t.Helper()
	r, err := g.Rules([]byte(`{"name": "Green corner", "translations": {"de": {"name": "Grüne Ecke"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	tr, ok := r.(game.Translated)
	if !ok {
		t.Fatalf("%s's rule sets are no game.Translated", g.Name())
	}
	var en, head struct {
		Name, Description string
		Translations      any
	}
	if err := json.Unmarshal(r.Doc(), &en); err != nil {
		t.Fatal(err)
	}
	doc, missing := tr.DocIn("de")
	if err := json.Unmarshal(doc, &head); err != nil {
		t.Fatal(err)
	}
	if head.Name != "Grüne Ecke" || head.Description != textIn("de", en.Description) || head.Description == en.Description || len(missing) != 0 || head.Translations != nil {
		t.Errorf("in German: %q, %q, missing %v, translations %v; want its own name, the default's German description, none missing, no translations sent", head.Name, head.Description, missing, head.Translations)
	}
	if _, missing := tr.DocIn("es"); len(missing) != 1 || missing[0] != "name" {
		t.Errorf("in Spanish the places left in English are %v, want [name]", missing)
	}
	for doc, want := range map[string]string{
		`{"translations": {"fr": {"name": "Coin vert"}}}`:           `translations.fr: "fr" is not a locale`,
		`{"translations": {"de": {"cards": "Karten"}}}`:             `translations.de.cards: the de translation names cards`,
		`{"name": "Mine", "translations": {"de": {"name": "{n}"}}}`: `translations.de.name: the de translation of name: it reads a placeholder {n}`,
	} {
		if _, err := g.Rules([]byte(doc)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want a problem saying %q", doc, err, want)
		}
	}
}

// RulesetTexts checks a game's rule-set texts in every locale, for a game
// whose documents' own words are their name and description: the
// default's and every ready-made variant's (every variants/*.json of
// variants, its content's files) as ReadyMadeTranslated, and a designer's
// own translations as OwnTranslations. A game's test calls it once:
//
//	gametest.RulesetTexts(t, mygame.New(), content.Variants, my.TextIn)
func RulesetTexts(t *testing.T, g game.Game, variants fs.FS, textIn func(lang, s string) string) {
	t.Helper()
	vs, err := game.ReadVariants(variants, "variants")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("ready-made", func(t *testing.T) { ReadyMadeTranslated(t, g, vs, textIn) })
	t.Run("own", func(t *testing.T) { OwnTranslations(t, g, textIn) })
}
