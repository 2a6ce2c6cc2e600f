package evergreen_test

import (
	"encoding/json"
	"strings"
	"testing"

	platform "evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/locale"
)

// TestReadyMadeTextsTranslated: the default's and every ready-made
// variant's name and description read in every locale (the "rulesets"
// topic of content/words.{lang}.json), so no page names them in English,
// and the document sent in a locale names it so while its code stays.
func TestReadyMadeTextsTranslated(t *testing.T) {
	def, err := evergreen.Default()
	if err != nil {
		t.Fatal(err)
	}
	sets := map[string]*evergreen.Ruleset{"default": def}
	vs, err := platform.ReadVariants(content.Variants, "variants")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		rs, err := evergreen.LoadRules(v.Patch)
		if err != nil {
			t.Fatal(v.ID, err)
		}
		sets[v.ID] = rs
	}
	for id, rs := range sets {
		for _, lang := range locale.Translated() {
			doc, missing := rs.DocIn(lang)
			if len(missing) > 0 {
				t.Errorf("%s in %s: %v left in English: give it a translation in the \"rulesets\" topic of content/words.%s.json (and the English there must read as %s's document does)", id, lang, missing, lang, id)
			}
			var head struct{ Name, Description string }
			if err := json.Unmarshal(doc, &head); err != nil {
				t.Fatal(err)
			}
			if head.Name != evergreen.TextIn(lang, rs.Name) || head.Description != evergreen.TextIn(lang, rs.Description) || head.Name == rs.Name {
				t.Errorf("%s in %s: the document sent names it %q, want its translation of %q", id, lang, head.Name, rs.Name)
			}
		}
		if doc, missing := rs.DocIn(locale.Default); string(doc) != string(rs.Doc) || missing != nil {
			t.Errorf("%s in English: DocIn is not the document itself", id)
		}
	}
}

// A rule set's own translations of its name and description travel in
// its document: read first, the ready-made words after them, the English
// last and reported missing; a translation of an unknown locale or place,
// or one reading other placeholders, is a problem at its path.
func TestOwnTranslations(t *testing.T) {
	rs, err := evergreen.LoadRules([]byte(`{"name": "Green corner", "translations": {"de": {"name": "Grüne Ecke"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	doc, missing := rs.DocIn("de")
	var head struct {
		Name, Description string
		Translations      any
	}
	if err := json.Unmarshal(doc, &head); err != nil {
		t.Fatal(err)
	}
	if head.Name != "Grüne Ecke" || head.Description != evergreen.TextIn("de", rs.Description) || head.Description == rs.Description || len(missing) != 0 || head.Translations != nil {
		t.Errorf("in German: %q, %q, missing %v, translations %v; want its own name, the default's German description, none missing, no translations sent", head.Name, head.Description, missing, head.Translations)
	}
	if missing := rs.MissingIn("es"); len(missing) != 1 || missing[0] != "name" {
		t.Errorf("in Spanish the places left in English are %v, want [name]", missing)
	}
	for doc, want := range map[string]string{
		`{"translations": {"fr": {"name": "Coin vert"}}}`:           `translations.fr: "fr" is not a locale`,
		`{"translations": {"de": {"cards": "Karten"}}}`:             `translations.de.cards: the de translation names cards`,
		`{"name": "Mine", "translations": {"de": {"name": "{n}"}}}`: `translations.de.name: the de translation of name: it reads a placeholder {n}`,
	} {
		if _, err := evergreen.LoadRules([]byte(doc)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want a problem saying %q", doc, err, want)
		}
	}
}
