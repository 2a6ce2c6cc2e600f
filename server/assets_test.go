package server_test

import (
	"io"
	"io/fs"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/server"
	"evergreen/store/memstore"
)

// drawn is a game with a browser renderer (game.Renderer).
type drawn struct{ highest.Game }

func (drawn) Name() string { return "drawn" }

func (drawn) Assets() fs.FS {
	return fstest.MapFS{
		"renderer.js":  {Data: []byte("export function open() {}\n")},
		"part/more.js": {Data: []byte("export const x = 1;\n")},
	}
}

// plain is Highest Unique without its hooks (renderer, pages, terminal):
// a game the frame draws plainly.
type plain struct{ game.Game }

func newServerWith(t *testing.T, games game.List) *httptest.Server {
	t.Helper()
	srv, err := server.New(server.Config{Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: new(1), Games: games})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return ts
}

// TestGameAssets: a game's renderer files are served under
// /games/{name}/assets/ as JavaScript; a game without a renderer, an
// unknown game and paths outside the files are 404, so the page falls
// back to the plain renderer.
func TestGameAssets(t *testing.T) {
	ts := newServerWith(t, game.MustList(drawn{highest.New()}, plain{highest.New()}))
	for _, tc := range []struct {
		path     string
		status   int
		contains string
	}{
		{"/games/drawn/assets/renderer.js", 200, "export function open"},
		{"/games/drawn/assets/part/more.js", 200, "export const x"},
		{"/games/drawn/assets/missing.js", 404, ""},
		{"/games/drawn/assets/..%2f..%2fserver.go", 404, ""},
		{"/games/highest/assets/renderer.js", 404, ""},
		{"/games/nobody/assets/renderer.js", 404, ""},
	} {
		status, body, hdr := getPage(t, ts.URL+tc.path)
		if status != tc.status {
			t.Errorf("GET %s: status %d, want %d", tc.path, status, tc.status)
			continue
		}
		if tc.status != 200 {
			continue
		}
		if !strings.Contains(body, tc.contains) {
			t.Errorf("GET %s: body %q does not contain %q", tc.path, body, tc.contains)
		}
		if ct := hdr.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
			t.Errorf("GET %s: Content-Type %q, want JavaScript (browsers refuse modules otherwise)", tc.path, ct)
		}
		if hdr.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: no nosniff header", tc.path)
		}
	}
}

// TestGamePicker: with several hosted games the home page offers each,
// and the new-table form is drawn for the game asked for (the first by
// default), with its player range.
func TestGamePicker(t *testing.T) {
	ts := newServerWith(t, game.MustList(drawn{highest.New()}, plain{highest.New()}))
	_, home, _ := getPage(t, ts.URL+"/")
	for _, want := range []string{`href="/new?game=drawn"`, `href="/new?game=highest"`, "Highest Unique", "2 to 6 players"} {
		if !strings.Contains(home, want) {
			t.Errorf("the home page does not offer %q", want)
		}
	}
	for path, want := range map[string]string{
		"/new":               `data-game="drawn"`,
		"/new?game=highest":  `data-game="highest"`,
		"/new?game=nobody":   `data-game="drawn"`,
		"/solo?game=highest": `data-game="highest" data-min="2" data-max="6"`,
	} {
		_, page, _ := getPage(t, ts.URL+path)
		if !strings.Contains(strings.Join(strings.Fields(page), " "), want) {
			t.Errorf("GET %s: the form is not for %s", path, want)
		}
	}
	// One game: no picker.
	one := newServerWith(t, game.MustList(highest.New()))
	if _, home, _ := getPage(t, one.URL+"/"); strings.Contains(home, "home-games") {
		t.Error("the home page offers a choice of one game")
	}
}
