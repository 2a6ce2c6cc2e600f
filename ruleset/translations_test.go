package ruleset_test

import (
	"slices"
	"strings"
	"testing"

	"evergreen/ruleset"
)

// TestCheckTranslation: a translation reads exactly its English's
// placeholders, in any order; one left out or one added is named.
func TestCheckTranslation(t *testing.T) {
	en := "Pay {coins:cost}, then {if:extra}{count:extra|card|cards}{end}."
	for _, tc := range []struct{ tr, want string }{
		{"{if:extra}{count:extra|Karte|Karten}, {end}dann zahle {coins:cost}.", ""},
		{"Zahle {coins:cost}.", "leaves out the placeholder {extra}"},
		{"Zahle {coins:price}{if:extra}!{end}.", "{cost}"},
		{"Zahle {coins:cost}{if:extra}{end} {who}.", "reads a placeholder {who} that the English does not"},
		{"Zahle {coins:cost", "does not parse"},
	} {
		err := ruleset.CheckTranslation(en, tc.tr)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.tr, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: got %v, want a problem saying %q", tc.tr, err, tc.want)
		}
	}
}

// TestTranslate: each place reads the first table's good translation,
// else the English, reported missing; a bad translation is a problem at
// its place and does not hide a later table's good one.
func TestTranslate(t *testing.T) {
	english := map[string]string{"a": "A {n}.", "b": "B.", "c": "C {n}."}
	own := map[string]string{"a": "Ä {n}.", "c": "Ç."}
	inherited := map[string]string{"c": "Ċ {n}."}
	texts, missing, ps := ruleset.Translate("de", english, own, inherited)
	if texts["a"] != "Ä {n}." || texts["b"] != "B." || texts["c"] != "Ċ {n}." {
		t.Errorf("texts = %v", texts)
	}
	if !slices.Equal(missing, []string{"b"}) {
		t.Errorf("missing = %v, want [b]", missing)
	}
	if len(ps) != 1 || ps[0].Path != "translations.de.c" || !strings.Contains(ps[0].Message, "{n}") {
		t.Errorf("problems = %v", ps)
	}
	if ps := ruleset.Unknown("de", english, map[string]string{"z": "Z."}); len(ps) != 1 || ps[0].Path != "translations.de.z" {
		t.Errorf("an unknown place: %v", ps)
	}
}
