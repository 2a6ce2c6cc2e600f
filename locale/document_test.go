package locale_test

import (
	"strings"
	"testing"

	"evergreen/locale"
)

// TestCompareDocumentsFindsDrift: a translated document must keep the
// English one's shape, facts and placeholders; each kind of drift is
// named at its path.
func TestCompareDocumentsFindsDrift(t *testing.T) {
	en := `{"id":"a","n":3,"lines":[{"text":"Pay {cost} Crowns.","when":"x=1"},{"text":"Rest."}]}`
	fixed := func(k string) bool { return k == "id" || k == "when" }
	if err := locale.CompareDocuments([]byte(en), []byte(`{"id":"a","n":3,"lines":[{"text":"Zahle {cost} Kronen.","when":"x=1"},{"text":"Ruhe."}]}`), fixed); err != nil {
		t.Fatalf("a faithful translation: %v", err)
	}
	for name, tc := range map[string]struct{ doc, want string }{
		"placeholder": {`{"id":"a","n":3,"lines":[{"text":"Zahle {kosten}.","when":"x=1"},{"text":"Ruhe."}]}`, "lines[0].text: reads {kosten}, the English reads {cost}"},
		"fixed":       {`{"id":"b","n":3,"lines":[{"text":"Zahle {cost}.","when":"x=1"},{"text":"Ruhe."}]}`, `id: is "a" in the English`},
		"number":      {`{"id":"a","n":4,"lines":[{"text":"Zahle {cost}.","when":"x=1"},{"text":"Ruhe."}]}`, "n: is 3 in the English"},
		"short":       {`{"id":"a","n":3,"lines":[{"text":"Zahle {cost}.","when":"x=1"}]}`, "lines: must be a list of 2"},
		"missing":     {`{"id":"a","n":3,"lines":[{"text":"Zahle {cost}."},{"text":"Ruhe."}]}`, "lines[0].when: missing"},
		"extra":       {`{"id":"a","n":3,"x":"y","lines":[{"text":"Zahle {cost}.","when":"x=1"},{"text":"Ruhe."}]}`, "x: not in the English"},
		"empty":       {`{"id":"a","n":3,"lines":[{"text":"Zahle {cost}.","when":"x=1"},{"text":""}]}`, "lines[1].text: must be empty exactly when"},
	} {
		err := locale.CompareDocuments([]byte(en), []byte(tc.doc), fixed)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
}
