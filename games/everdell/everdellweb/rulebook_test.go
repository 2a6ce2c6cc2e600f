package everdellweb_test

import (
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/everdell/everdellweb"
)

// TestRulebookSaysAVariantChangedInItsLanguage: the line naming a
// variant the Rulebook describes ends, in every locale, with the words
// of that locale for "changed from the default rules", never English
// on a page that is not.
func TestRulebookSaysAVariantChangedInItsLanguage(t *testing.T) {
	spec, err := everdellweb.Spec(everdellgame.New(), func(r game.Rules) (*everdell.Ruleset, error) { return r.(*everdellgame.Rules).RS, nil })
	if err != nil {
		t.Fatal(err)
	}
	rs, err := everdell.LoadRules([]byte(`{"hand_limit": 9}`))
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": "changed from the default rules", "de": "gegenüber den Standardregeln geändert",
		"es": "cambiado respecto a las reglas por defecto", "zh-Hant": "已改動預設規則",
	} {
		b, errs := spec.Book(rs, "", lang)
		if len(errs) > 0 {
			t.Errorf("%s: %v", lang, errs)
		}
		if !strings.Contains(b.InForce.Changed, want) {
			t.Errorf("%s: a variant's Rulebook says it %q, want %q", lang, b.InForce.Changed, want)
		}
	}
}
