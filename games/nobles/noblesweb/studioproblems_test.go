package noblesweb_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// studioProblems posts doc to the Studio's path (validate or import) as
// a reader of lang asks (by Accept-Language) and returns each problem's
// path and message.
func studioProblems(t *testing.T, url, lang, doc string) map[string]string {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(doc))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Language", lang)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var body struct {
		Problems []struct{ Path, Message string }
		Error    struct {
			Problems []struct{ Path, Message string }
		}
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatalf("%s: %v: %s", url, err, raw)
	}
	out := map[string]string{}
	for _, p := range append(body.Problems, body.Error.Problems...) {
		out[p.Path] = p.Message
	}
	return out
}

// TestStudioProblemsInLocale: a German (or Chinese) designer's broken
// rule set is answered with its problems in German (or Chinese): the
// game's own checks, the platform's decoding and a syntax error alike,
// on live validation and on import; English stays as it was.
func TestStudioProblemsInLocale(t *testing.T) {
	ts := rbServer(t)
	doc := `{"duties":{"give_cost":0},"turns_per_season":0,"nmae":"x"}`
	for _, tt := range []struct{ lang, path, want string }{
		{"en", "duties.give_cost", "must be positive, got 0"},
		{"de-DE,de;q=0.9", "duties.give_cost", "muss positiv sein, ist aber 0"},
		{"de-DE,de;q=0.9", "turns_per_season", "muss zwischen 1 und 64 liegen, ist aber 0"},
		{"de-DE,de;q=0.9", "nmae", `unbekanntes Feld (war "name" gemeint?)`},
		{"zh-TW", "turns_per_season", "必須介於 1 到 64 之間，卻是 0"},
		{"es", "duties.give_cost", "debe ser positivo, pero es 0"},
	} {
		for _, api := range []string{"/api/rulesets/validate", "/api/rulesets/import"} {
			ps := studioProblems(t, ts.URL+api, tt.lang, doc)
			if got := ps[tt.path]; got != tt.want {
				t.Errorf("%s %s: %s reads %q, want %q (all: %v)", api, tt.lang, tt.path, got, tt.want, ps)
			}
		}
	}
	ps := studioProblems(t, ts.URL+"/api/rulesets/validate", "de", `{"name": "a",}`)
	if want := "Regelsatz-Dokument: Zeile 1:14 (Byte 13): nach ',' wird ein Schlüssel erwartet, gefunden: '}' (ein Komma am Ende ist nicht erlaubt)"; ps[""] != want {
		t.Errorf("a syntax error in German reads %q, want %q", ps[""], want)
	}
}
