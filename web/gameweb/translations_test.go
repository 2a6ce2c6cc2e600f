package gameweb

import (
	"testing"

	"evergreen/game"
)

// translatedRules is a rule set with a document and its texts in German.
type translatedRules struct {
	game.Rules
	doc, de string
}

func (r translatedRules) Doc() []byte { return []byte(r.doc) }
func (r translatedRules) DocIn(lang string) ([]byte, []string) {
	if lang == "de" {
		return []byte(r.de), nil
	}
	return []byte(r.doc), nil
}
func (r translatedRules) Places() []string { return nil }

// TestTextsIn: the editor's translations are each English text as
// written → its text in the locale, for the texts that say something
// else there (a text left in English has none), the document's own
// translations not among them; English has none.
func TestTextsIn(t *testing.T) {
	r := translatedRules{
		doc: `{"name":"Ours","cards":[{"id":"a","title":"The Well","n":3},{"id":"b","title":"The Mill"}],"translations":{"de":{"name":"Unsere"}}}`,
		de:  `{"name":"Unsere","cards":[{"id":"a","title":"Der Brunnen","n":3},{"id":"b","title":"The Mill"}]}`,
	}
	got := TextsIn(r, "de")
	want := map[string]string{"Ours": "Unsere", "The Well": "Der Brunnen"}
	if len(got) != len(want) {
		t.Errorf("TextsIn in German: %v, want %v", got, want)
	}
	for en, de := range want {
		if got[en] != de {
			t.Errorf("TextsIn in German: %q reads %q, want %q", en, got[en], de)
		}
	}
	if got := TextsIn(r, "en"); got != nil {
		t.Errorf("TextsIn in English: %v, want nothing", got)
	}
}
