// Package servertest starts the platform's real server in tests, as a
// visitor meets it: every game's page tests share it.
package servertest

import (
	"html"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/server"
	"evergreen/store/memstore"
	"evergreen/web"
	"evergreen/web/gameweb"
)

// Start starts a server hosting games in that order over an in-memory
// store, quiet, with bots answering after a millisecond; cfg (if not
// nil) adjusts its configuration first. It is closed when the test ends.
func Start(t testing.TB, cfg func(*server.Config), games ...game.Game) *httptest.Server {
	t.Helper()
	c := server.Config{
		Games: game.MustList(games...), Store: memstore.New(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: new(1),
	}
	if cfg != nil {
		cfg(&c)
	}
	srv, err := server.New(c)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return ts
}

// Studio mounts a game's Rules Studio alone at the root of a test
// server, over lib, with the site's real layout, a quiet log and plain
// 404s; it is closed when the test ends.
func Studio[C any](t testing.TB, g game.Game, spec gameweb.StudioSpec[C], lib gameweb.RulesLibrary) *httptest.Server {
	t.Helper()
	host := gameweb.Host{
		Library: lib,
		Logger:  slog.New(slog.NewTextHandler(io.Discard, nil)),
		Layout:  func() (*template.Template, error) { return web.Layout() },
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) {
			http.Error(w, title, http.StatusNotFound)
		},
	}
	studio, err := gameweb.NewStudio(g, host, spec)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	studio.Routes(mux)
	ts := httptest.NewServer(mux)
	t.Cleanup(func() { ts.Close(); studio.Close() })
	return ts
}

// Get fetches path from ts and returns the status and the body.
func Get(t testing.TB, ts *httptest.Server, path string) (int, string) {
	t.Helper()
	return GetIn(t, ts, path, "")
}

// GetIn is Get by a browser asking for locale lang (Accept-Language;
// "" asks for none).
func GetIn(t testing.TB, ts *httptest.Server, path, lang string) (int, string) {
	t.Helper()
	resp, body := fetch(t, ts, path, lang)
	return resp.StatusCode, body
}

// Page fetches an HTML page: the status, the raw body and the body with
// HTML entities decoded (for matching text). A response that is not
// text/html fails t.
func Page(t testing.TB, ts *httptest.Server, path string) (int, string, string) {
	t.Helper()
	resp, body := fetch(t, ts, path, "")
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("GET %s: Content-Type %q, want text/html", path, ct)
	}
	return resp.StatusCode, body, html.UnescapeString(body)
}

func fetch(t testing.TB, ts *httptest.Server, path, lang string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, ts.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return resp, string(raw)
}
