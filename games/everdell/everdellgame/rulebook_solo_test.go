package everdellgame_test

import (
	"html/template"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/store/memstore"
	"evergreen/web/gameweb"
)

// tableRulebook renders the Rulebook of a table playing patch, over a
// stand-in host.
func tableRulebook(t *testing.T, patch string) string {
	t.Helper()
	g := everdellgame.New()
	host := gameweb.Host{
		Library: memstore.New(), Base: "/games/everdell",
		Layout: func() (*template.Template, error) {
			return template.New("layout").Parse(`{{define "head"}}<main>{{end}}{{define "foot"}}</main>{{end}}`)
		},
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) { http.Error(w, title, http.StatusNotFound) },
		TableRules: func(r *http.Request, code string) (game.Rules, string, error) {
			rules, err := g.Rules([]byte(patch))
			return rules, "ABCD", err
		},
	}
	pages, err := g.Site(host)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(pages.Handler)
	t.Cleanup(ts.Close)
	resp, err := http.Get(ts.URL + "/t/ABCD/rulebook")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, raw)
	}
	return string(raw)
}

// A table's Rulebook describes the solo opponent its rules play, with
// its numbers and badges.
func TestRulebookSoloFollowsTheTable(t *testing.T) {
	for _, tc := range []struct {
		name, patch string
		want, not   []string
	}{
		{"year three", `{"solo": {"rugwort": {"year": 3}}}`,
			[]string{`Playing alone: Rugwort <span class="rb-badge rb-variant">Table&#39;s variant`,
				"<td>3 (the Rapscallion)</td>", "<td>Journey of 5: 5 points</td>", "<td>yes, in autumn</td>"},
			[]string{"the rival", "rb-source\">Source-confirmed</span></h2>"}},
		{"the rival", `{"solo": {"opponent": "rival"}}`,
			[]string{`Playing alone: the rival <span class="rb-badge rb-variant">`, "A Studio variant plays our own rival",
				"<td>Autumn</td><td>2</td><td>3</td><td>1</td><td>10</td>"},
			[]string{"Playing alone: Rugwort", "the Rascal", "neither play, take nor discard"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			page := tableRulebook(t, tc.patch)
			for _, w := range tc.want {
				if !strings.Contains(page, w) {
					t.Errorf("the Rulebook lacks %q", w)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(page, n) {
					t.Errorf("the Rulebook has %q", n)
				}
			}
		})
	}
}
