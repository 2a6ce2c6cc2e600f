package evergreen_test

import (
	"encoding/json"
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
