package evergreenweb_test

import (
	"encoding/json"
	"errors"
	"html"
	"html/template"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenweb"
	"evergreen/server/servertest"
	"evergreen/store/memstore"
	"evergreen/web/gameweb"
)

// The pages are tested on their own, over a stand-in host, so that they
// need neither the server nor the game's registration package.

type testGame struct{}

func (testGame) Name() string            { return "evergreen" }
func (testGame) Title() string           { return "Evergreen" }
func (testGame) Players() (min, max int) { return 1, 4 }
func (testGame) Manifest() game.Manifest { return game.Manifest{} }
func (testGame) Rules(p []byte) (game.Rules, error) {
	rs, err := evergreen.LoadRules(p)
	return testRules{rs}, err
}
func (testGame) Document(d []byte) (game.Rules, error) {
	rs, err := evergreen.LoadDocument(d)
	return testRules{rs}, err
}

type testRules struct{ rs *evergreen.Ruleset }

func (r testRules) Doc() []byte                                          { return r.rs.Doc }
func (r testRules) Code() string                                         { return r.rs.Code }
func (testRules) Seats(s []game.Seat, _ *rand.Rand) ([]game.Seat, error) { return s, nil }
func (testRules) Start(game.Setup) (engine.State, error) {
	return nil, errors.New("not in these tests")
}
func (testRules) Bots() bots.Registry { return nil }

func open(r game.Rules) (*evergreen.Ruleset, error) { return r.(testRules).rs, nil }

// serve builds the pages under a host whose only table is "ABCD", played
// under the rules patch tablePatch.
func serve(t *testing.T, tablePatch string) *httptest.Server {
	t.Helper()
	host := gameweb.Host{
		Library: memstore.New(),
		Base:    "/games/evergreen",
		Layout: func() (*template.Template, error) {
			return template.New("layout").Parse(`{{define "head"}}<html><title>{{.Title}}</title><main>{{end}}{{define "foot"}}</main></html>{{end}}`)
		},
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) { http.Error(w, title, http.StatusNotFound) },
		TableRules: func(r *http.Request, code string) (game.Rules, string, error) {
			if strings.ToUpper(code) != "ABCD" {
				return nil, "", gameweb.ErrNoTable
			}
			rules, err := testGame{}.Rules([]byte(tablePatch))
			return rules, "ABCD", err
		},
	}
	spec, err := evergreenweb.Spec(testGame{}, open)
	if err != nil {
		t.Fatal(err)
	}
	spec.Studio = nil // the stand-in game declares none
	pages, err := gameweb.Serve(testGame{}, host, spec)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(pages.Handler)
	t.Cleanup(ts.Close)
	return ts
}

func contains(t *testing.T, page, text, want string) {
	t.Helper()
	if !strings.Contains(text, want) {
		t.Errorf("%s: missing %q", page, want)
	}
}

// badgeOf returns the badge class that follows the section title title.
func badgeOf(t *testing.T, raw, title string) string {
	t.Helper()
	m := regexp.MustCompile(regexp.QuoteMeta(title) + ` <span class="rb-badge rb-(\w+)"`).FindStringSubmatch(raw)
	if m == nil {
		t.Fatalf("no badge after %q", title)
	}
	return m[1]
}

func TestRulebookDefault(t *testing.T) {
	ts := serve(t, "")
	status, raw, text := servertest.Page(t, ts, "/rulebook")
	if status != http.StatusOK {
		t.Fatalf("/rulebook: status %d", status)
	}
	rs, _ := evergreen.Default()
	for title, want := range map[string]string{
		"Players and goal": "source", "Season scoring": "source", "The end": "source", "A round": "source",
		"The planet": "provisional", "The cards": "provisional", "The solitary game": "provisional",
		"Rulings": "provisional", "The power tracks": "provisional",
	} {
		if got := badgeOf(t, raw, title); got != want {
			t.Errorf("%s: badge %s, want %s", title, got, want)
		}
	}
	contains(t, "/rulebook", text, "the default rules, unchanged")
	contains(t, "/rulebook", text, "4 seasons of 5, 4, 3 and 2 rounds, 14 rounds in all")
	contains(t, "/rulebook", text, "until 5 fertility symbols show")
	contains(t, "/rulebook", text, "first player 0 · second player 1 · third player 2 · fourth player 3.")
	// Every card and every biome of the rule set is listed.
	for _, c := range rs.Cards {
		contains(t, "/rulebook", text, "<code>"+c.ID+"</code>")
	}
	for _, b := range rs.Biomes {
		contains(t, "/rulebook", text, b.Name)
	}
	if n := strings.Count(raw, "<td class=\"eg-off\""); n != 4 {
		t.Errorf("the planet shows %d spaces off the planet, want the 4 cut corners", n)
	}
	contains(t, "/rulebook", text, "Print")
	if strings.Contains(text, "changed from the default rules") {
		t.Error("the default rules are marked as changed")
	}
}

// A table's rules fill the page: change a value, the page changes, and
// the changed section is no longer the source's.
func TestRulebookTableRules(t *testing.T) {
	ts := serve(t, `{"fertility_setup": 7, "seasons": [3, 3, 3, 3], "sun": {"big_points": 5}, "solo": {"win_at": 77}}`)
	status, raw, text := servertest.Page(t, ts, "/t/abcd/rulebook")
	if status != http.StatusOK {
		t.Fatalf("table rulebook: status %d", status)
	}
	contains(t, "table", text, "The rules at table ABCD")
	contains(t, "table", text, "until 7 fertility symbols show")
	contains(t, "table", text, "4 seasons of 3, 3, 3 and 3 rounds, 12 rounds in all")
	contains(t, "table", text, "each lit big tree 5")
	contains(t, "table", text, "You win with 77 points")
	ts2 := serve(t, `{"compensation": [0, 2, 4, 6]}`)
	_, _, text2 := servertest.Page(t, ts2, "/t/ABCD/rulebook")
	contains(t, "table", text2, "first player 0 · second player 2 · third player 4 · fourth player 6.")
	contains(t, "table", text, "changed from the default rules")
	if got := badgeOf(t, raw, "Season scoring"); got != "variant" {
		t.Errorf("changed sun scoring: badge %s, want variant (the table's change)", got)
	}
	if got := badgeOf(t, raw, "The end"); got != "source" {
		t.Errorf("the end: badge %s, want source", got)
	}
	if strings.Contains(text, "until 5 fertility symbols show") {
		t.Error("the table's page shows the default fertility set-up")
	}
}

func TestRulebookUnknownTable(t *testing.T) {
	ts := serve(t, "")
	status, _, text := servertest.Page(t, ts, "/t/ZZZZ/rulebook")
	if status != http.StatusNotFound {
		t.Fatalf("unknown table: status %d, want 404", status)
	}
	contains(t, "unknown table", text, "No table has that code")
	if status, _ := servertest.Get(t, ts, "/nothing"); status != http.StatusNotFound {
		t.Errorf("/nothing: status %d, want 404", status)
	}
}

// TestRulebookInTheReadersLanguage: a German or Spanish reader reads the
// Rulebook's text in their language, with the rule set's numbers.
func TestRulebookInTheReadersLanguage(t *testing.T) {
	ts := serve(t, "")
	for lang, want := range map[string]string{
		"de": "4 Jahreszeiten zu je 5, 4, 3 und 2 Runden, insgesamt 14 Runden",
		"es": "4 estaciones de 5, 4, 3 y 2 rondas, 14 rondas en total",
	} {
		_, raw := servertest.GetIn(t, ts, "/rulebook", lang)
		if text := html.UnescapeString(raw); !strings.Contains(text, want) {
			t.Errorf("%s: the Rulebook lacks %q", lang, want)
		}
	}
}

// TestRulebookKeepsADesignersNames: a table's Rulebook, read in German,
// names a biome and a power its rule set renamed by the designer's own
// names, as written, and the default's others by their German names.
func TestRulebookKeepsADesignersNames(t *testing.T) {
	def, err := evergreen.Default()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(def.Doc, &doc); err != nil {
		t.Fatal(err)
	}
	doc["biomes"].([]any)[0].(map[string]any)["name"] = "Moorland"     // grassland
	doc["powers"].([]any)[0].(map[string]any)["name"] = "Upward Reach" // sprout
	patch, err := json.Marshal(map[string]any{"biomes": doc["biomes"], "powers": doc["powers"]})
	if err != nil {
		t.Fatal(err)
	}
	ts := serve(t, string(patch))
	_, raw := servertest.GetIn(t, ts, "/t/ABCD/rulebook", "de")
	text := html.UnescapeString(raw)
	for _, want := range []string{"Moorland", "Upward Reach", "Blumenwiese", "Kleiner Baum"} {
		contains(t, "the German Rulebook of a table whose rules rename a biome and a power", text, want)
	}
	if strings.Contains(text, "Grasland") {
		t.Error("the German Rulebook names the renamed grassland by the default's German name")
	}
}
