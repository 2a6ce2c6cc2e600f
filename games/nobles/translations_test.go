package nobles_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"fmt"
	"slices"
	"strings"
	"testing"

	"evergreen/games/nobles"
)

// TestDefaultTranslationsComplete: every text of the default rule set
// has a translation in every locale, each reading exactly the
// placeholders of its English and filling from the default's numbers.
func TestDefaultTranslationsComplete(t *testing.T) {
	if err := nobles.DefaultTranslationProblems(); err != nil {
		t.Fatalf("the default's translations: %v", err)
	}
	rs := enginetest.Load(t, nobles.LoadRules, "")
	for _, lang := range nobles.Locales() {
		if missing := rs.MissingIn(lang); len(missing) > 0 {
			t.Errorf("%s: %d texts not translated, the first %s", lang, len(missing), missing[0])
		}
	}
}

// TestTranslationPlaceholders: a variant's translation that renames or
// drops a placeholder, names a text the rule set lacks or a locale there
// is none of is refused, the problem naming locale, place and
// placeholder.
func TestTranslationPlaceholders(t *testing.T) {
	for _, tc := range []struct {
		name, patch string
		want        []string
	}{
		{"renamed", `{"translations":{"de":{"virtues.royal-favour.text":"Mehr: {more:modifiers[1].amount|mehr|weniger}."}}}`,
			[]string{"translations.de.virtues.royal-favour.text", "{modifiers[0].amount}", "{modifiers[1].amount}"}},
		{"dropped", `{"translations":{"es":{"market.ledger-of-wisdom.text":"Un libro."}}}`,
			[]string{"translations.es.market.ledger-of-wisdom.text", "leaves out", "{modifiers[0].amount}"}},
		{"unknown place", `{"translations":{"de":{"virtues.no-such.text":"Nichts."}}}`,
			[]string{"translations.de.virtues.no-such.text", "does not have"}},
		{"unknown locale", `{"translations":{"fr":{"name":"Le Conseil"}}}`,
			[]string{"translations.fr", "not a locale"}},
	} {
		_, err := nobles.LoadRules([]byte(tc.patch))
		if err == nil {
			t.Errorf("%s: loaded", tc.name)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the error does not say %q: %v", tc.name, w, err)
			}
		}
	}
}

// TestTranslationsAreWords: translations never change a rule set's
// play: the default's code is the same whatever its files hold, and a
// variant with only translations plays as the default.
func TestTranslationsAreWords(t *testing.T) {
	def := enginetest.Load(t, nobles.LoadRules, "")
	if strings.Contains(string(def.Doc), "translations") {
		t.Error("the default's document carries translations: they would be part of its code")
	}
	v, err := nobles.LoadRules([]byte(`{"translations":{"de":{"name":"Unser Leitfaden"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if v.Rules.Name != def.Rules.Name {
		t.Errorf("a translation reached the rules: name %q", v.Rules.Name)
	}
}

// TestDocIn: a page is sent the texts in its reader's locale, filled in
// that locale; a variant's own translation wins, and a text the variant
// rewrote is English, and reported missing, until it is translated.
func TestDocIn(t *testing.T) {
	v, err := nobles.LoadRules([]byte(`{"description":"Rewritten: our own reading.",
		"translations":{"de":{"name":"Unser Leitfaden"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	doc, missing := v.DocIn("de")
	if !strings.Contains(string(doc), `"Unser Leitfaden"`) {
		t.Error("the variant's own translation of its name is not used")
	}
	if !strings.Contains(string(doc), "Rewritten: ") {
		t.Error("a text the variant rewrote does not read its English")
	}
	if !slices.Contains(missing, "description") || slices.Contains(missing, "name") {
		t.Errorf("missing = %v, want the rewritten description and not the translated name", missing)
	}
	if !strings.Contains(string(doc), "Haus Ashgrove") {
		t.Error("a text the variant kept does not read the default's translation")
	}
	if strings.Contains(string(doc), `"translations"`) {
		t.Error("the translated document still carries the translations")
	}
	if en, _ := v.DocIn("en"); string(en) != string(v.Doc) {
		t.Error("the English document is not the rule set's own")
	}
	r, err := v.RulesIn("de")
	if err != nil {
		t.Fatal(err)
	}
	levy := r.Decks.Ordeal[1]
	if !strings.Contains(levy.Text, "2.000 Kronen") {
		t.Errorf("the Royal Levy in German does not read its bound as German numbers and Crowns: %q", levy.Text)
	}
}

// TestDocInChangesOnlyWords: the document a reader of each locale is
// sent is the rule set's own but for its texts: every number, id and
// effect as the English has them.
func TestDocInChangesOnlyWords(t *testing.T) {
	rs := enginetest.Load(t, nobles.LoadRules, "")
	places := rs.Places()
	play := func(doc []byte) string {
		var m map[string]any
		if err := json.Unmarshal(doc, &m); err != nil {
			t.Fatal(err)
		}
		for _, p := range places {
			blank(m, p)
		}
		delete(m, "translations")
		b, _ := json.Marshal(m)
		return string(b)
	}
	want := play(rs.Doc)
	for _, lang := range nobles.Locales() {
		doc, _ := rs.DocIn(lang)
		if string(doc) == string(rs.Doc) {
			t.Errorf("%s: the document is the English one", lang)
		}
		if got := play(doc); got != want {
			t.Errorf("%s: the translated document differs from the English in more than its texts", lang)
		}
	}
}

// blank empties the text at place ("decks.proving.horse-fair.options[1].label")
// in a decoded rule-set document, entries found by id.
func blank(m map[string]any, place string) {
	parts := strings.Split(place, ".")
	var cur any = m
	for i := 0; i < len(parts)-1; i++ {
		p := parts[i]
		idx := -1
		if j := strings.Index(p, "["); j >= 0 {
			fmt.Sscanf(p[j:], "[%d]", &idx)
			p = p[:j]
		}
		switch c := cur.(type) {
		case map[string]any:
			cur = c[p]
		case []any:
			for _, e := range c {
				if e.(map[string]any)["id"] == p {
					cur = e
				}
			}
		}
		if idx >= 0 {
			cur = cur.([]any)[idx]
		}
	}
	if o, ok := cur.(map[string]any); ok {
		o[parts[len(parts)-1]] = ""
	}
}
