package noblesweb_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

var vocabRE = regexp.MustCompile(`(?s)<script type="application/json" id="studio-data"[^>]*>(.*?)</script>`)

// editorChoices are the choices the editor page carries (#studio-data),
// in the page's language.
func editorChoices(t *testing.T, base, lang string) map[string][]struct{ Value, Words string } {
	t.Helper()
	buf := []byte(getIn(t, base+"/studio/new", lang))
	m := vocabRE.FindSubmatch(buf)
	if m == nil {
		t.Fatalf("the editor page has no data block:\n%s", buf)
	}
	var data struct {
		Choices map[string][]struct{ Value, Words string } `json:"choices"`
	}
	if err := json.Unmarshal(m[1], &data); err != nil {
		t.Fatalf("the data block is not JSON: %v\n%s", err, m[1])
	}
	return data.Choices
}

// TestEditorVocabulary: the editor page carries the game's effect
// vocabulary (nobles.Vocabulary) as the choices of the platform's form,
// labelled in the page's language (content/vocabulary*.json): the
// form keeps no list of its own.
func TestEditorVocabulary(t *testing.T) {
	ts := newServer(t)
	v := nobles.Vocabulary()
	var de struct {
		Who map[string]map[string]string `json:"who"`
	}
	raw, err := content.VocabularyLabelsIn("de")
	if err != nil || json.Unmarshal(raw, &de) != nil {
		t.Fatalf("vocabulary.de.json: %v", err)
	}
	for _, lang := range []string{"en", "de"} {
		cs := editorChoices(t, ts.URL, lang)
		for _, place := range []string{nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree, nobles.PlaceVirtue, nobles.PlaceItem} {
			var want, got []string
			for _, k := range v.Kinds {
				if slices.Contains(k.Places, place) {
					want = append(want, k.Kind)
				}
			}
			for _, c := range cs["kinds."+place] {
				got = append(got, c.Value)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: the kinds on a %s: %v, want %v", lang, place, got, want)
			}
		}
		for place, who := range v.Who {
			var want, got []string
			for _, w := range who {
				label := w.Label
				if lang == "de" {
					label = de.Who[place][w.Value]
				}
				want = append(want, w.Value+"="+label)
			}
			for _, c := range cs["who."+place] {
				got = append(got, c.Value+"="+c.Words)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: who on a %s: %v, want %v", lang, place, got, want)
			}
		}
		if len(cs["durations"]) != len(v.Durations) || len(cs["badges"]) == 0 {
			t.Errorf("%s: durations %v, badges %v", lang, cs["durations"], cs["badges"])
		}
	}
}
