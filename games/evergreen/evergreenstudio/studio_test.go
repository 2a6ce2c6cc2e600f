package evergreenstudio_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/storetest"
)

func TestValidateReportsEveryProblemAtItsPath(t *testing.T) {
	ts := start(t)
	doc := defaultDoc(t)
	r := rows(doc)
	r[2] = "MGGRRF"  // one space short
	r[4] = "MMSRSW?" // a letter no biome has
	card(doc, 4)["biome"] = "lava"
	card(doc, 7)["symbol"] = "rain"
	card(doc, 40)["symbol"] = "fertility" // a wild card
	var v validated
	if status, raw := call(t, ts, "POST", "/api/rulesets/validate", doc, &v); status != http.StatusOK {
		t.Fatalf("validate: %d %s", status, raw)
	}
	if v.OK {
		t.Fatal("a broken rule set validated")
	}
	var paths []string
	for _, p := range v.Problems {
		paths = append(paths, p.Path)
	}
	for _, want := range []string{"planet.rows[2]", "planet.rows[4]", "cards[4].biome", "cards[7].symbol", "cards[40].symbol"} {
		if !slices.Contains(paths, want) {
			t.Errorf("no problem at %s; got %v", want, v.Problems)
		}
	}
	// The draft still diffs, so the editor shows what it changes.
	if len(v.Changes) == 0 {
		t.Error("a broken draft gave no changes")
	}

	var bad validated
	call(t, ts, "POST", "/api/rulesets/validate", `{"cards": [`, &bad)
	if bad.OK || len(bad.Problems) != 1 || !strings.Contains(bad.Problems[0].Message, "rule-set document") {
		t.Errorf("malformed JSON: %v", bad)
	}
	var fine validated
	call(t, ts, "POST", "/api/rulesets/validate", defaultDoc(t), &fine)
	if !fine.OK || !fine.Default || len(fine.Problems) != 0 {
		t.Errorf("the default: %v", fine)
	}
}

type saved struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	URL      string `json:"url"`
	Existing bool   `json:"existing"`
	Default  bool   `json:"default"`
}

type got struct {
	Code    string          `json:"code"`
	Name    string          `json:"name"`
	Saved   bool            `json:"saved"`
	Default bool            `json:"default"`
	Doc     json.RawMessage `json:"doc"`
	Changes []struct{ Path, Words string }
}

func TestSaveAndLoadByCodeRoundTrips(t *testing.T) {
	ts := start(t)
	doc := defaultDoc(t)
	card(doc, 3)["symbol"] = "fertility"
	r := rows(doc)
	r[0] = "#GGGFFG"
	var s saved
	if status, raw := call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Green corner", "doc": doc}, &s); status != http.StatusCreated {
		t.Fatalf("save: %d %s", status, raw)
	}
	if s.Code == "" || s.Name != "Green corner" || s.URL != "/studio/"+s.Code || s.Default {
		t.Fatalf("save answered %+v", s)
	}

	// Loaded by its code, typed loosely as people share it.
	var g got
	if status, raw := call(t, ts, "GET", "/api/rulesets/"+strings.ToLower(s.Code), nil, &g); status != http.StatusOK {
		t.Fatalf("get: %d %s", status, raw)
	}
	if g.Code != s.Code || g.Name != "Green corner" || !g.Saved || g.Default {
		t.Errorf("get answered %+v", g)
	}
	sent, _ := json.Marshal(doc)
	want, err := ruleset.Canonical(sent)
	if err != nil {
		t.Fatal(err)
	}
	if string(g.Doc) != string(want) {
		t.Errorf("the document came back changed:\n got %s\nwant %s", g.Doc, want)
	}
	var words []string
	for _, c := range g.Changes {
		words = append(words, c.Words)
	}
	for _, w := range []string{"Card 'Grassland · Bush': symbol drought → fertility", "Planet space G1: unplantable → Grassland"} {
		if !slices.Contains(words, w) {
			t.Errorf("changes lack %q: %q", w, words)
		}
	}

	// Saving it again finds it; the library lists it once.
	var again saved
	if status, _ := call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Another name", "code": s.Code}, &again); status != http.StatusOK || !again.Existing || again.Name != "Green corner" {
		t.Errorf("saving again: %d %+v", status, again)
	}
	var lib struct {
		Game     string `json:"game"`
		Rulesets []struct{ Code, Name string }
	}
	call(t, ts, "GET", "/api/rulesets", nil, &lib)
	if lib.Game != "evergreen" || len(lib.Rulesets) != 1 || lib.Rulesets[0].Code != s.Code {
		t.Errorf("library: %+v", lib)
	}

	// A broken rule set is refused with its problems.
	card(doc, 0)["power"] = "fire"
	status, raw := call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Broken", "doc": doc}, nil)
	if status != http.StatusUnprocessableEntity || !strings.Contains(string(raw), `"cards[0].power"`) {
		t.Errorf("saving a broken rule set: %d %s", status, raw)
	}
	// The default itself is never stored.
	var def saved
	call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Mine", "doc": defaultDoc(t)}, &def)
	if !def.Default {
		t.Errorf("saving the default: %+v", def)
	}
	// An unknown code is the API's 404.
	if status, _ := call(t, ts, "GET", "/api/rulesets/ZZZZZZZZZZ", nil, nil); status != http.StatusNotFound {
		t.Errorf("unknown code: %d", status)
	}
}

// saveDoc saves doc, as JSON, in st as a table would, returning its
// code.
func saveDoc(t *testing.T, st store.Store, doc any) string {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return storetest.SaveRules(t, st, b)
}

func TestLibraryHoldsOnlyThisGamesRuleSets(t *testing.T) {
	st := memstore.New()
	ts := startOn(t, st)
	ctx := context.Background()
	// Another game's rule set, saved in its own library by its own
	// Studio.
	other := map[string]any{"game": "nobles", "name": "Someone else's"}
	code := saveDoc(t, st, other)
	if _, err := st.NameRules(ctx, store.RulesName{Code: code, Game: "nobles", Name: "Someone else's"}); err != nil {
		t.Fatal(err)
	}
	// Another game's rule set with no library entry (a table's): its
	// document names its game.
	unnamed := saveDoc(t, st, map[string]any{"game": "nobles", "name": "A table's"})
	// A planet document filed in another game's library: the entry
	// decides, so it is not this Studio's.
	filed := defaultDoc(t)
	card(filed, 2)["symbol"] = "none"
	misfiled := saveDoc(t, st, filed)
	if _, err := st.NameRules(ctx, store.RulesName{Code: misfiled, Game: "nobles", Name: "Filed elsewhere"}); err != nil {
		t.Fatal(err)
	}
	// A planet rule set a table saved, with no library entry, opens here.
	tabled := defaultDoc(t)
	card(tabled, 3)["symbol"] = "none"
	table := saveDoc(t, st, tabled)

	doc := defaultDoc(t)
	card(doc, 1)["symbol"] = "none"
	var mine saved
	call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Mine", "doc": doc}, &mine)
	if n, err := st.RulesName(ctx, mine.Code); err != nil || n.Game != "evergreen" || n.Name != "Mine" {
		t.Errorf("the saved library entry is %+v, %v; want Mine in the evergreen library", n, err)
	}

	var lib struct{ Rulesets []struct{ Code, Name string } }
	call(t, ts, "GET", "/api/rulesets", nil, &lib)
	if len(lib.Rulesets) != 1 || lib.Rulesets[0].Code != mine.Code {
		t.Errorf("the library lists %+v, want only %s", lib.Rulesets, mine.Code)
	}
	for _, c := range []struct{ what, code string }{
		{"another game's rule set", code}, {"another game's unnamed rule set", unnamed}, {"a rule set in another game's library", misfiled},
	} {
		if status, _ := call(t, ts, "GET", "/api/rulesets/"+c.code, nil, nil); status != http.StatusNotFound {
			t.Errorf("%s by code: %d, want 404", c.what, status)
		}
		if status, _ := call(t, ts, "GET", "/studio/"+c.code, nil, nil); status != http.StatusNotFound {
			t.Errorf("%s's page: %d, want 404", c.what, status)
		}
	}
	var got struct {
		Code  string
		Saved bool
	}
	if status, _ := call(t, ts, "GET", "/api/rulesets/"+table, nil, &got); status != http.StatusOK || got.Code != table || got.Saved {
		t.Errorf("a table's planet rule set: %d %+v, want 200, not in the library", status, got)
	}
	// Importing another game's rule set here is refused: it is not a
	// planet rule set.
	b, _ := json.Marshal(other)
	if status, _ := call(t, ts, "POST", "/api/rulesets/import", string(b), nil); status != http.StatusUnprocessableEntity {
		t.Errorf("importing another game's rule set: %d", status)
	}
}

func TestDiffWordsAChangedCard(t *testing.T) {
	ts := start(t)
	doc := defaultDoc(t)
	card(doc, 10)["power"] = "sprout" // flowers-bud
	doc["cards"] = append(doc["cards"].([]any), map[string]any{"id": "rock-extra", "biome": "rock", "power": "lake", "symbol": "none", "provenance": "provisional"})
	var v validated
	call(t, ts, "POST", "/api/rulesets/validate", doc, &v)
	if !v.OK {
		t.Fatalf("validate: %v", v)
	}
	var words []string
	for _, c := range v.Changes {
		words = append(words, c.Words)
	}
	want := []string{"Card 'Flower meadow · Sprout': power Bud → Sprout", "Card 'Rock · Lake' added (Rock, Lake, no symbol)"}
	if !slices.Equal(words, want) {
		t.Errorf("changes:\n got %q\nwant %q", words, want)
	}
	// The rule set's page says the same.
	var s saved
	call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Budding", "doc": doc}, &s)
	_, page := call(t, ts, "GET", "/studio/"+s.Code, nil, nil)
	if !strings.Contains(string(page), "Card &#39;Rock · Lake&#39; added (Rock, Lake, no symbol)") {
		t.Errorf("the rule set's page does not word the added card:\n%s", page)
	}
	// The path is a tooltip, not shown beside the words.
	if !strings.Contains(string(page), `title="cards[42]"`) || strings.Contains(string(page), `<code class="sd-path">cards[`) {
		t.Errorf("the rule set's page shows a change's path instead of keeping it for a tooltip:\n%s", page)
	}
}

func TestPagesRender(t *testing.T) {
	ts := start(t)
	var s saved
	doc := defaultDoc(t)
	card(doc, 0)["symbol"] = "none"
	call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Plainer <b>", "doc": doc}, &s)
	for _, c := range []struct{ path, want string }{
		{"/studio", `data-testid="library"`},
		{"/studio", "Plainer &lt;b&gt;"},
		{"/studio", `data-testid="planet"`},
		{"/studio/new", `data-testid="studio-edit"`},
		{"/studio/new", `"symbols":["fertility","drought","none"]`},
		{"/studio/" + s.Code, `data-testid="preview-run"`},
		{"/studio/" + s.Code + "/edit", `data-code="` + s.Code + `"`},
		{"/studio-assets/studio.js", "export function edit"},
	} {
		status, body := call(t, ts, "GET", c.path, nil, nil)
		if status != http.StatusOK || !strings.Contains(string(body), c.want) {
			t.Errorf("GET %s: %d, want %q in:\n%.2000s", c.path, status, c.want, body)
		}
	}
	if status, _ := call(t, ts, "GET", "/studio/NOSUCHCODE", nil, nil); status != http.StatusNotFound {
		t.Errorf("an unknown rule set's page: %d", status)
	}
}

func TestPreviewPlaysBotGames(t *testing.T) {
	ts := start(t)
	var s saved
	doc := defaultDoc(t)
	card(doc, 5)["symbol"] = "fertility"
	call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Fertile", "doc": doc}, &s)
	path := "/api/rulesets/" + s.Code + "/preview"
	var st struct {
		State  string `json:"state"`
		Error  string `json:"error"`
		Result *struct {
			Report struct {
				Games  int              `json:"games"`
				BySeat []map[string]any `json:"by_seat"`
			} `json:"report"`
		} `json:"result"`
	}
	if status, raw := call(t, ts, "POST", path, map[string]any{"games": 2, "bots": "random", "seats": 2}, &st); status != http.StatusAccepted && status != http.StatusOK {
		t.Fatalf("start: %d %s", status, raw)
	}
	// Wait for the two games (and the default's two); the deadline only
	// stops a hung test, it asserts nothing about speed.
	for deadline := time.Now().Add(2 * time.Minute); st.State != "done" && time.Now().Before(deadline); {
		if st.State == "failed" {
			t.Fatalf("the preview failed: %s", st.Error)
		}
		time.Sleep(50 * time.Millisecond)
		call(t, ts, "GET", path+"?games=2&bots=random,random", nil, &st)
	}
	if st.State != "done" || st.Result == nil || st.Result.Report.Games != 2 {
		t.Fatalf("preview: %+v", st)
	}
	// The game's own figures (its game.Statistician) are in the report
	// and charted.
	if len(st.Result.Report.BySeat) != 2 || st.Result.Report.BySeat[0]["sun"] == nil {
		t.Errorf("the report lacks the game's figures: %+v", st.Result.Report.BySeat)
	}
	for _, chart := range []string{"winrate", "scores", "figures"} {
		status, svg := call(t, ts, "GET", path+"/"+chart+".svg?games=2&bots=random,random", nil, nil)
		if status != http.StatusOK || !strings.Contains(string(svg), "<svg") {
			t.Errorf("chart %s: %d %.200s", chart, status, svg)
		}
	}
	if status, _ := call(t, ts, "POST", path, map[string]any{"games": 2, "bots": "nobody"}, nil); status != http.StatusBadRequest {
		t.Errorf("an unknown bot: %d", status)
	}
}

// TestVariantIsOfferedNeverDefault: the front page offers the ready-made
// variant with adjusted compensation, badged "variant", with its patch
// and code; saved, it plays that compensation with its badge, while the
// default keeps the printed compensation.
func TestVariantIsOfferedNeverDefault(t *testing.T) {
	ts := start(t)
	status, body := call(t, ts, "GET", "/studio", nil, nil)
	page := string(body)
	if status != http.StatusOK || !strings.Contains(page, `data-testid="open-variant-lighter-compensation"`) || !strings.Contains(page, `sd-badge sd-variant`) {
		t.Fatalf("the front page offers no badged variant: %d\n%.3000s", status, page)
	}
	var patch map[string]any
	raw, err := fs.ReadFile(content.Variants, "variants/lighter-compensation.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &patch); err != nil {
		t.Fatal(err)
	}
	var s saved
	if st, raw := call(t, ts, "POST", "/api/rulesets", map[string]any{"name": patch["name"], "doc": patch}, &s); st != http.StatusCreated && st != http.StatusOK {
		t.Fatalf("saving the variant: %d %s", st, raw)
	}
	if !strings.Contains(page, s.Code) {
		t.Errorf("the front page does not show the variant's code %s", s.Code)
	}
	_, view := call(t, ts, "GET", "/studio/"+s.Code, nil, nil)
	if !strings.Contains(string(view), "Compensation") {
		t.Errorf("the variant's page does not word its compensation:\n%.2000s", view)
	}
	if def := defaultDoc(t)["compensation"]; fmt.Sprint(def) != "[0 1 2 3]" || fmt.Sprint(def) == fmt.Sprint(patch["compensation"]) {
		t.Errorf("default compensation %v, variant's %v", def, patch["compensation"])
	}
}

// A saved rule set's page says, locale by locale, which of its own texts
// are left in English: its own translations and the default's count, a
// name of its own with none does not; and the checker refuses a
// translation that reads a placeholder its English does not.
func TestStudioTranslations(t *testing.T) {
	ts := start(t)
	var s saved
	doc := map[string]any{"name": "Green corner", "translations": map[string]any{"es": map[string]any{"name": "Rincón verde"}}}
	if status, raw := call(t, ts, "POST", "/api/rulesets", map[string]any{"name": "Green corner", "doc": doc}, &s); status != http.StatusCreated {
		t.Fatalf("save: %d %s", status, raw)
	}
	_, page := call(t, ts, "GET", "/studio/"+s.Code, nil, nil)
	for _, want := range []string{`data-testid="translations"`, `<li data-lang="de"><strong lang="de">`, "1 of 2", "<code>name</code>", "every one of 2"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the rule set's page does not say %q about its translations", want)
		}
	}
	var v struct {
		OK       bool `json:"ok"`
		Problems []struct {
			Path string `json:"path"`
		} `json:"problems"`
	}
	call(t, ts, "POST", "/api/rulesets/validate", `{"translations": {"de": {"name": "Die {n} Ecken"}}}`, &v)
	if v.OK || len(v.Problems) == 0 || v.Problems[0].Path != "translations.de.name" {
		t.Errorf("a translation reading {n}: %+v, want a problem at translations.de.name", v)
	}
}
