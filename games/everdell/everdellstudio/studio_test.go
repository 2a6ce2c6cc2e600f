package everdellstudio_test

// The Studio as a visitor meets it: mounted on its own mux behind an
// httptest server, hosting the registered game (everdellgame), over an
// in-memory store and the site's real layout.

import (
	"encoding/json"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/everdell/everdellstudio"
	"evergreen/store/memstore"
	"evergreen/web"
	"evergreen/web/gameweb"
)

type server struct {
	t  *testing.T
	ts *httptest.Server
}

func newServer(t *testing.T) server {
	t.Helper()
	mux := http.NewServeMux()
	host := gameweb.Host{
		Library:  memstore.New(),
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		Layout:   func() (*template.Template, error) { return web.Layout() },
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) { http.Error(w, title, http.StatusNotFound) },
	}
	g := everdellgame.New()
	spec, err := everdellstudio.Spec()
	if err != nil {
		t.Fatal(err)
	}
	studio, err := gameweb.NewStudio(g, host, spec)
	if err != nil {
		t.Fatal(err)
	}
	studio.Routes(mux)
	closeFn := studio.Close
	ts := httptest.NewServer(mux)
	t.Cleanup(func() { ts.Close(); closeFn() })
	return server{t, ts}
}

// do sends body (text as it is) and returns the status and the answer.
func (s server) do(method, path, body string) (int, string) {
	s.t.Helper()
	req, _ := http.NewRequest(method, s.ts.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode/100 == 3 {
		return resp.StatusCode, resp.Header.Get("Location")
	}
	return resp.StatusCode, string(raw)
}

// json decodes an answer into v.
func (s server) json(raw string, v any) {
	s.t.Helper()
	if err := json.Unmarshal([]byte(raw), v); err != nil {
		s.t.Fatalf("%v: %s", err, raw)
	}
}

type answer struct {
	OK       bool   `json:"ok"`
	Code     string `json:"code"`
	Name     string `json:"name"`
	Default  bool   `json:"default"`
	Problems []struct {
		Path, Message string
	} `json:"problems"`
	Changes []struct {
		Path, Words string
	} `json:"changes"`
	Error struct {
		Code, Message string
		Problems      []struct{ Path, Message string }
	} `json:"error"`
}

func (a answer) paths() []string {
	var out []string
	for _, p := range a.Problems {
		out = append(out, p.Path)
	}
	for _, p := range a.Error.Problems {
		out = append(out, p.Path)
	}
	return out
}

func (a answer) words() string {
	var out []string
	for _, c := range a.Changes {
		out = append(out, c.Words)
	}
	return strings.Join(out, "\n")
}

// A draft with problems gets every one at its path, and is still diffed
// in words so the editor shows what it changes.
func TestValidateWithPaths(t *testing.T) {
	s := newServer(t)
	_, raw := s.do("POST", "/api/rulesets/validate", `{"hand_limit": 9, "forest_shown": [3, 3, 4], "seasons": [{"id": "winter", "workers": 9}],
		"solo": {"points": [0, 5]}}`)
	var a answer
	s.json(raw, &a)
	if a.OK {
		t.Fatal("a broken draft validated")
	}
	for _, want := range []string{"forest_shown", "seasons[0].workers", "solo.points"} {
		if !slices.Contains(a.paths(), want) {
			t.Errorf("no problem at %s: %v", want, a.Problems)
		}
	}
	if !strings.Contains(a.words(), "Hand limit: 8 → 9") {
		t.Errorf("the broken draft's changes: %s", a.words())
	}
	_, raw = s.do("POST", "/api/rulesets/validate", `{"cards": [{"id": "farm", "name": "Farm", "kind": "critter", "type": "production", "count": 1, "cost": {"twig": 99}, "effect": {"op": "fly"}, "provenance": "source"}]}`)
	a = answer{}
	s.json(raw, &a)
	for _, want := range []string{"cards[0].cost.twig", "cards[0].effect.op", "cards"} {
		if !slices.Contains(a.paths(), want) {
			t.Errorf("no problem at %s: %v", want, a.Problems)
		}
	}
}

// A document that is not a rule set says what is wrong and where, and
// saving one is refused with its problems; nothing is stored.
func TestBadDocumentsGetClearErrors(t *testing.T) {
	s := newServer(t)
	for _, c := range []struct{ doc, want string }{
		{`{"cards": [`, "rule-set document"},
		{`{"hand_limit": 8, "hand_limit": 9}`, `duplicate key "hand_limit"`},
		{`{"hand_limit": "eight"}`, "hand_limit"},
		{`[1, 2]`, "object"},
	} {
		_, raw := s.do("POST", "/api/rulesets/validate", c.doc)
		var a answer
		s.json(raw, &a)
		all := ""
		for _, p := range a.Problems {
			all += p.Path + ": " + p.Message + "\n"
		}
		if a.OK || !strings.Contains(all, c.want) {
			t.Errorf("%s: %s, want a problem saying %q", c.doc, raw, c.want)
		}
	}
	status, raw := s.do("POST", "/api/rulesets", `{"name": "Broken", "doc": {"meadow": 99}}`)
	var a answer
	s.json(raw, &a)
	if status != http.StatusUnprocessableEntity || a.Error.Code != "invalid_rules" || !slices.Contains(a.paths(), "meadow") {
		t.Errorf("saving a broken rule set: %d %s", status, raw)
	}
	_, raw = s.do("GET", "/api/rulesets", "")
	if strings.Contains(raw, "Broken") {
		t.Errorf("a broken rule set was stored: %s", raw)
	}
}

// Saved rules are shared by code: the page, the API and an exported
// file that another server imports to the same code; the changes read
// in words, and a loosely typed code redirects to its canonical form.
func TestShareCodesRoundTrip(t *testing.T) {
	s := newServer(t)
	doc := `{"name": "Richer farms", "cards": ` + cardsWith(t, "farm", `"points": 2`) + `}`
	status, raw := s.do("POST", "/api/rulesets", `{"name": "Richer farms", "doc": `+doc+`}`)
	var saved answer
	s.json(raw, &saved)
	if status != http.StatusCreated || saved.Code == "" {
		t.Fatalf("save: %d %s", status, raw)
	}
	_, raw = s.do("GET", "/api/rulesets/"+saved.Code, "")
	var got answer
	s.json(raw, &got)
	if !strings.Contains(got.words(), "Card 'Farm': points 1 → 2") {
		t.Errorf("the changes in words: %s", got.words())
	}
	if status, page := s.do("GET", "/studio/"+saved.Code, ""); status != 200 || !strings.Contains(page, "Card &#39;Farm&#39;: points 1 → 2") || !strings.Contains(page, "Richer farms") {
		t.Errorf("the rule set's page: %d", status)
	}
	if status, loc := s.do("GET", "/studio/"+strings.ToUpper(saved.Code), ""); status != http.StatusMovedPermanently || !strings.HasSuffix(loc, "/studio/"+saved.Code) {
		t.Errorf("a loose code: %d %s", status, loc)
	}
	_, file := s.do("GET", "/api/rulesets/"+saved.Code+"/export", "")
	other := newServer(t)
	status, raw = other.do("POST", "/api/rulesets/import", file)
	var imported answer
	other.json(raw, &imported)
	if status != http.StatusCreated || imported.Code != saved.Code {
		t.Errorf("import on another server: %d %s, want code %s", status, raw, saved.Code)
	}
	if status, _ := s.do("GET", "/studio/zzzzzzzzzz", ""); status != http.StatusNotFound {
		t.Errorf("an unknown code: %d", status)
	}
}

// cardsWith is the default's card list with one card's fields changed.
func cardsWith(t *testing.T, id, fields string) string {
	t.Helper()
	var doc struct {
		Cards []map[string]json.RawMessage `json:"cards"`
	}
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	var patch map[string]json.RawMessage
	if err := json.Unmarshal([]byte("{"+fields+"}"), &patch); err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Cards {
		if string(c["id"]) == `"`+id+`"` {
			for k, v := range patch {
				c[k] = v
			}
		}
	}
	out, _ := json.Marshal(doc.Cards)
	return string(out)
}

// The front page offers the seed's forest reading ready-made, badged a
// variant, with the code its patch saves to; the pages render.
func TestVariantOfferedAndPagesRender(t *testing.T) {
	s := newServer(t)
	_, page := s.do("GET", "/studio", "")
	vs, err := game.ReadVariants(content.Variants, "variants")
	if err != nil {
		t.Fatal(err)
	}
	v := vs[0]
	if !strings.Contains(page, `data-testid="open-variant-`+v.ID+`"`) || !strings.Contains(page, "sd-badge sd-variant") {
		t.Fatalf("the front page does not offer %s", v.ID)
	}
	_, raw := s.do("POST", "/api/rulesets", `{"name": "Forest", "doc": `+string(v.Patch)+`}`)
	var a answer
	s.json(raw, &a)
	if a.Code == "" || !strings.Contains(page, a.Code) {
		t.Errorf("the variant saved to %q, which the front page does not show", a.Code)
	}
	_, view := s.do("GET", "/studio/"+a.Code, "")
	if !strings.Contains(view, "Forest locations dealt at 1, 2, 3 and 4 players: 3, 3, 4, 4 → 0, 0, 0, 4") {
		t.Error("the variant's page does not say what it changes")
	}
	for _, p := range []string{"/studio/new", "/studio/" + a.Code + "/edit", "/studio-assets/studio.js"} {
		if status, _ := s.do("GET", p, ""); status != 200 {
			t.Errorf("GET %s: %d", p, status)
		}
	}
}

// A balance preview of a saved rule set runs beside the default and
// reports the game's own figures.
func TestPreviewRuns(t *testing.T) {
	s := newServer(t)
	_, raw := s.do("POST", "/api/rulesets", `{"name": "Big hands", "doc": {"hand_limit": 10}}`)
	var a answer
	s.json(raw, &a)
	if status, raw := s.do("POST", "/api/rulesets/"+a.Code+"/preview", `{"games": 6, "bots": "gatherer", "seats": 2}`); status/100 != 2 {
		t.Fatalf("start: %d %s", status, raw)
	}
	var st struct {
		State  string `json:"state"`
		Result struct {
			Report struct {
				BySeat []map[string]json.RawMessage `json:"by_seat"`
			} `json:"report"`
		} `json:"result"`
	}
	for range 300 {
		_, raw := s.do("GET", "/api/rulesets/"+a.Code+"/preview?games=6&bots=gatherer,gatherer", "")
		s.json(raw, &st)
		if st.State == "done" || st.State == "failed" {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if st.State != "done" || len(st.Result.Report.BySeat) != 2 || st.Result.Report.BySeat[0]["prosperity"] == nil {
		t.Fatalf("the preview: %+v", st)
	}
}

// The Studio's pages follow a preview through its stream of events,
// which ends with the finished preview.
func TestPreviewStreams(t *testing.T) {
	s := newServer(t)
	_, raw := s.do("POST", "/api/rulesets", `{"name": "Big hands", "doc": {"hand_limit": 10}}`)
	var a answer
	s.json(raw, &a)
	status, body := s.do("GET", "/api/rulesets/"+a.Code+"/preview/events?games=4&bots=gatherer,gatherer", "")
	if status != 200 || !strings.Contains(body, "event: done") {
		t.Fatalf("the preview's stream: %d %.300s", status, body)
	}
}

// The Studio shows the solo opponent the rule set plays, and a table
// that changes him says so in words: Rugwort by default, the rival as a
// variant; the card table and the editor still open.
func TestSoloOpponentInTheStudio(t *testing.T) {
	s := newServer(t)
	_, page := s.do("GET", "/studio", "")
	for _, want := range []string{"Playing alone: Rugwort", "Rugwort, the published solo opponent", "Year (difficulty)", "Journey of 3; Journey of 4; Journey of 5"} {
		if !strings.Contains(page, want) {
			t.Errorf("the front page lacks %q", want)
		}
	}
	for _, tc := range []struct{ patch, want, heading string }{
		{`{"solo": {"opponent": "rival"}}`, "Solo opponent: Rugwort → the rival (variant)", "Playing alone: the rival"},
		{`{"solo": {"rugwort": {"year": 2}}}`, "Solo opponent: Rugwort&#39;s year 1 → 2", "Playing alone: Rugwort"},
	} {
		_, raw := s.do("POST", "/api/rulesets", `{"name": "Alone", "doc": `+tc.patch+`}`)
		var a answer
		s.json(raw, &a)
		if a.Code == "" {
			t.Fatalf("%s was not saved: %s", tc.patch, raw)
		}
		_, view := s.do("GET", "/studio/"+a.Code, "")
		for _, want := range []string{tc.want, tc.heading} {
			if !strings.Contains(view, want) {
				t.Errorf("%s: the page lacks %q", tc.patch, want)
			}
		}
		if status, _ := s.do("GET", "/studio/"+a.Code+"/edit", ""); status != 200 {
			t.Errorf("%s: the editor answers %d", tc.patch, status)
		}
	}
}
