package noblesweb_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"testing"

	"evergreen/games/nobles"
)

var vocabRE = regexp.MustCompile(`(?s)<script type="application/json" id="studio-data"[^>]*>(.*?)</script>`)

// TestEditorVocabulary: the editor page carries the game's effect
// vocabulary as JSON (#studio-data), which assets/studio.js reads instead of keeping its
// own lists of kinds, who values, conditions and durations.
func TestEditorVocabulary(t *testing.T) {
	ts := newServer(t)
	c := &client{t, ts.URL}
	status, _, raw := c.do("GET", "/studio/new", "")
	if status != 200 {
		t.Fatalf("GET /studio/new: %d", status)
	}
	m := vocabRE.FindSubmatch(raw)
	if m == nil {
		t.Fatalf("the editor page has no vocabulary block:\n%s", raw)
	}
	var data struct {
		Vocabulary nobles.EffectVocabulary `json:"vocabulary"`
	}
	if err := json.Unmarshal(m[1], &data); err != nil {
		t.Fatalf("the vocabulary block is not JSON: %v\n%s", err, m[1])
	}
	if got, want := data.Vocabulary, nobles.Vocabulary(); !reflect.DeepEqual(got, want) {
		t.Errorf("the page's vocabulary\n%+v\nis not nobles.Vocabulary()\n%+v", got, want)
	}
}
