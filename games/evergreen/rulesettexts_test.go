package evergreen_test

import (
	"encoding/json"
	"strings"
	"testing"

	"evergreen/games/evergreen"
)

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
