package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"
	"evergreen/web/gameweb"
)

// pagesGame is a game with nothing to play and pages of its own, to
// check how the server mounts a gameweb.Site without knowing the game.
type pagesGame struct {
	name string
	root []string
	host *gameweb.Host // the Host the server lent, kept for the test
}

func (g *pagesGame) Name() string                           { return g.name }
func (g *pagesGame) Title() string                          { return "Pages " + g.name }
func (g *pagesGame) Players() (int, int)                    { return 1, 3 }
func (g *pagesGame) Manifest() game.Manifest                { return game.Manifest{} }
func (g *pagesGame) Rules(patch []byte) (game.Rules, error) { return pagesRules{g.name}, nil }
func (g *pagesGame) Document(doc []byte) (game.Rules, error) {
	return pagesRules{g.name}, nil
}

func (g *pagesGame) Site(h gameweb.Host) (gameweb.Pages, error) {
	g.host = &h
	m := http.NewServeMux()
	m.HandleFunc("GET /hello", func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "hello from "+g.name+" at "+h.Base+r.URL.Path)
	})
	m.HandleFunc("GET /missing", func(w http.ResponseWriter, r *http.Request) { h.NotFound(w, r, "Nothing here") })
	return gameweb.Pages{Handler: m, Root: g.root, Links: []gameweb.Link{{Label: "Hello", Path: "/hello"}}}, nil
}

type pagesRules struct{ name string }

func (r pagesRules) Doc() []byte  { return []byte(`{"name":"` + r.name + `"}`) }
func (r pagesRules) Code() string { return "code" + r.name }
func (r pagesRules) Seats(s []game.Seat, _ *rand.Rand) ([]game.Seat, error) {
	return s, nil
}
func (r pagesRules) Start(game.Setup) (engine.State, error) { return nil, errors.New("not playable") }
func (r pagesRules) Bots() bots.Registry                    { return bots.Basic() }

func startGames(t *testing.T, games ...game.Game) *httptest.Server {
	t.Helper()
	srv, err := server.New(server.Config{Games: game.MustList(games...), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return ts
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestServerNeedsGames(t *testing.T) {
	_, err := server.New(server.Config{Store: memstore.New()})
	if err == nil || !strings.Contains(err.Error(), "Config.Games") {
		t.Errorf("New without games = %v, want an error naming Config.Games", err)
	}
}

// TestGamePages mounts two games' pages: each under /games/{name}/, and
// the default's Root addresses at the site's root too, with links based
// where the game is reached.
func TestGamePages(t *testing.T) {
	first := &pagesGame{name: "first", root: []string{"GET /hello"}}
	second := &pagesGame{name: "second", root: []string{"GET /hello"}}
	ts := startGames(t, first, second)
	for path, want := range map[string]string{
		"/games/first/hello":  "hello from first at /hello",
		"/hello":              "hello from first at /hello",
		"/games/second/hello": "hello from second at /games/second/hello",
	} {
		if status, body := get(t, ts.URL+path); status != 200 || body != want {
			t.Errorf("GET %s = %d %q, want %q", path, status, body, want)
		}
	}
	if first.host.Base != "" || second.host.Base != "/games/second" || first.host.Library == nil || first.host.Layout == nil {
		t.Errorf("hosts: %+v, %+v", *first.host, *second.host)
	}
	// The game's 404 is the site's page, inside the shared layout.
	if status, body := get(t, ts.URL+"/games/second/missing"); status != 404 || !strings.Contains(body, "<title>Nothing here · Evergreen</title>") {
		t.Errorf("the game's not-found page = %d %q", status, body)
	}
	// A table's rules for a table that does not exist.
	req := httptest.NewRequest("GET", "/games/first/t/QQQQQQ/rules", nil)
	if _, _, err := first.host.TableRules(req, "QQQQQQ"); !errors.Is(err, gameweb.ErrNoTable) {
		t.Errorf("TableRules(unknown) = %v, want ErrNoTable", err)
	}
	if _, _, err := first.host.TableRules(req, "not a code"); !errors.Is(err, gameweb.ErrNoTable) {
		t.Errorf("TableRules(malformed) = %v, want ErrNoTable", err)
	}
	// The site's navigation and footer offer every game's pages: the
	// default's as the site's own, the others' under their titles.
	_, home := get(t, ts.URL+"/")
	for _, want := range []string{`<a href="/hello">Hello</a>`, `<a href="/games/second/hello">Pages second Hello</a>`, "Pages first · Pages second"} {
		if !strings.Contains(home, want) {
			t.Errorf("the home page lacks %s", want)
		}
	}
	// The Layout the game gets draws the site's header.
	tm, err := first.host.Layout()
	if err != nil || tm.Lookup("head") == nil || tm.Lookup("foot") == nil || tm.Lookup("home.html") != nil {
		t.Errorf("Layout = %v, %v: want head and foot only", tm, err)
	}
}

func TestGameRootConflict(t *testing.T) {
	g := &pagesGame{name: "clash", root: []string{"GET /t/{code}"}}
	_, err := server.New(server.Config{Games: game.MustList(g), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err == nil || !strings.Contains(err.Error(), `root address "GET /t/{code}"`) {
		t.Errorf("a root address the server uses = %v, want an error naming it", err)
	}
}

// TestAPIGames lists the hosted games and serves each one's default rules.
func TestAPIGames(t *testing.T) {
	ts := startGames(t, noblesgame.New(), &pagesGame{name: "other"})
	status, body := get(t, ts.URL+"/api/games")
	var out struct {
		Games []struct {
			Name         string   `json:"name"`
			Title        string   `json:"title"`
			Min          int      `json:"min_players"`
			Max          int      `json:"max_players"`
			Default      bool     `json:"default"`
			RulesCode    string   `json:"rules_code"`
			Bots         []string `json:"bots"`
			Capabilities []string `json:"capabilities"`
			Pages        string   `json:"pages"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(body), &out); status != 200 || err != nil || len(out.Games) != 2 {
		t.Fatalf("GET /api/games = %d %s (%v)", status, body, err)
	}
	n, o := out.Games[0], out.Games[1]
	if n.Name != "nobles" || n.Title != "Nobles of Evergreen" || n.Min != 2 || n.Max != 8 || !n.Default ||
		!strings.Contains(strings.Join(n.Bots, ","), "steward") || !strings.Contains(strings.Join(n.Capabilities, ","), "pages") ||
		n.Pages != "/games/nobles/" {
		t.Errorf("nobles = %+v", n)
	}
	if o.Name != "other" || o.Default || o.Min != 1 || o.Max != 3 || o.RulesCode != "codeother" || strings.Join(o.Capabilities, ",") != "pages" {
		t.Errorf("other = %+v", o)
	}

	_, nobles := get(t, ts.URL+"/api/games/nobles/content")
	_, compat := get(t, ts.URL+"/api/content")
	if !strings.Contains(nobles, `"turn_counting"`) || nobles != compat {
		t.Errorf("/api/games/nobles/content and /api/content differ, or are not Nobles' rules")
	}
	if status, body := get(t, ts.URL+"/api/games/other/content"); status != 200 || body != `{"name":"other"}` {
		t.Errorf("/api/games/other/content = %d %s", status, body)
	}
	if status, body := get(t, ts.URL+"/api/games/chess/content"); status != 404 || !strings.Contains(body, `no game is called \"chess\"`) {
		t.Errorf("/api/games/chess/content = %d %s", status, body)
	}
	// The default rules of every hosted game are served by code.
	if status, body := get(t, ts.URL+"/api/rules/codeother"); status != 200 || body != `{"name":"other"}` {
		t.Errorf("/api/rules/codeother = %d %s", status, body)
	}
	if status, _ := get(t, ts.URL+"/api/rules/"+n.RulesCode); status != 200 {
		t.Errorf("/api/rules/%s = %d", n.RulesCode, status)
	}
	// Nobles' pages are reached under its prefix as at the root.
	for _, path := range []string{"/games/nobles/rules", "/games/nobles/guidance", "/games/nobles/studio", "/rules", "/studio"} {
		if status, _ := get(t, ts.URL+path); status != 200 {
			t.Errorf("GET %s = %d", path, status)
		}
	}
	if status, body := get(t, ts.URL+"/games/nobles/api/rulesets"); status != 200 || !strings.Contains(body, n.RulesCode) {
		t.Errorf("GET /games/nobles/api/rulesets = %d %s", status, body)
	}
}

// TestRulesDocumentEscaped: a stored rule-set document is served with
// <, > and & escaped in its strings, the same JSON value that no browser
// sniffing it as HTML can run.
func TestRulesDocumentEscaped(t *testing.T) {
	st := memstore.New()
	hostile := `{"name":"<script>alert(1)</script> & co"}`
	if err := st.SaveRules(context.Background(), "hostile1", []byte(hostile)); err != nil {
		t.Fatal(err)
	}
	ts, _ := hardened(t, server.Config{Store: st})
	status, body := get(t, ts.URL+"/api/rules/hostile1")
	if status != 200 || strings.ContainsAny(body, "<>&") {
		t.Fatalf("/api/rules/hostile1 = %d %s, want it with <, > and & escaped", status, body)
	}
	var doc struct{ Name string }
	if err := json.Unmarshal([]byte(body), &doc); err != nil || doc.Name != "<script>alert(1)</script> & co" {
		t.Fatalf("the escaped document reads %q (%v), want the name as stored", doc.Name, err)
	}
}
