package gameweb_test

import (
	"strings"
	"testing"

	"evergreen/web/gameweb"
)

// TestBookTextsInLocale: a Rulebook's translation is read for its
// locale, English stands in for a locale without one, and a translation
// that drifts from the English (a placeholder renamed, an id or badge
// key translated, a section dropped) is refused at its path.
func TestBookTextsInLocale(t *testing.T) {
	en := `{"heading":"Rulebook","sections":[{"id":"a","heading":"Turns","badge":"turns","blocks":[{"text":"{rounds} rounds."}]}]}`
	de := `{"heading":"Regelheft","sections":[{"id":"a","heading":"Züge","badge":"turns","blocks":[{"text":"{rounds} Runden."}]}]}`
	texts, err := gameweb.DecodeBookTexts([]byte(en), map[string][]byte{"de": []byte(de)})
	if err != nil {
		t.Fatal(err)
	}
	if got := texts.In("de").Heading; got != "Regelheft" {
		t.Errorf("German heading %q", got)
	}
	if got := texts.In("es").Heading; got != "Rulebook" {
		t.Errorf("Spanish, which has no translation, reads %q, want the English", got)
	}
	for name, tc := range map[string]struct{ doc, want string }{
		"placeholder": {strings.Replace(de, "{rounds}", "{runden}", 1), "reads {runden}, the English reads {rounds}"},
		"id":          {strings.Replace(de, `"id":"a"`, `"id":"b"`, 1), `sections[0].id: is "a" in the English`},
		"badge":       {strings.Replace(de, `"badge":"turns"`, `"badge":"zuege"`, 1), `sections[0].badge: is "turns" in the English`},
		"dropped":     {`{"heading":"Regelheft","sections":[]}`, "sections: must be a list of 1"},
	} {
		_, err := gameweb.DecodeBookTexts([]byte(en), map[string][]byte{"de": []byte(tc.doc)})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
	if _, err := gameweb.DecodeBookTexts([]byte(en), map[string][]byte{"fr": []byte(de)}); err == nil {
		t.Error("a translation into a locale we do not speak was taken")
	}
}
