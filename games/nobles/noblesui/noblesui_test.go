package noblesui_test

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesgame"
	"evergreen/games/nobles/noblesui"
)

// read returns an asset's text.
func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(noblesui.Assets(), name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestNoblesHasRenderer: the registered game hands the platform these
// files (game.Renderer), renderer.js at their root.
func TestNoblesHasRenderer(t *testing.T) {
	files, ok := game.AssetsOf(noblesgame.New())
	if !ok {
		t.Fatal("noblesgame.Game is not a game.Renderer")
	}
	if _, err := fs.Stat(files, "renderer.js"); err != nil {
		t.Fatalf("the Nobles assets have no renderer.js at their root: %v", err)
	}
}

// TestRendererInterface: renderer.js is at the root and exports what the
// frame calls (docs/ARCHITECTURE.md, "The front end").
func TestRendererInterface(t *testing.T) {
	src := read(t, "renderer.js")
	for _, want := range []string{"export async function open(", "export async function newTableForm("} {
		if !strings.Contains(src, want) {
			t.Errorf("renderer.js does not contain %q", want)
		}
	}
	for _, method := range []string{"update(state)", "decide(state)"} {
		if !strings.Contains(src, "  "+method+" {") {
			t.Errorf("renderer.js's drawer has no %s method", method)
		}
	}
}

var importRE = regexp.MustCompile(`(?m)^(?:import|export)\s[^'"]*from\s+'([^']+)'`)

// TestImportsResolve: every module the assets import exists, whether a
// sibling ('./words.js') or one of the frame's helpers ('/static/dom.js'),
// and no asset reaches outside those two places.
func TestImportsResolve(t *testing.T) {
	assets := noblesui.Assets()
	files, err := fs.Glob(assets, "*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript assets (%v)", err)
	}
	for _, f := range files {
		for _, m := range importRE.FindAllStringSubmatch(read(t, f), -1) {
			spec := m[1]
			switch {
			case strings.HasPrefix(spec, "./"):
				if _, err := fs.Stat(assets, path.Clean(spec)); err != nil {
					t.Errorf("%s imports %s: no such asset", f, spec)
				}
			case strings.HasPrefix(spec, "/static/"):
				if _, err := os.Stat("../../../web/static/" + strings.TrimPrefix(spec, "/static/")); err != nil {
					t.Errorf("%s imports %s: no such file in web/static", f, spec)
				}
			default:
				t.Errorf("%s imports %s: only siblings (./) and the frame's /static/ modules may be imported", f, spec)
			}
		}
	}
}

// TestWordsServed: the wording table is served beside the modules, the
// very bytes of content.Words() (no copy to drift), listed with the other
// assets, served as JSON, and read by words.js.
func TestWordsServed(t *testing.T) {
	if got := read(t, "words.json"); got != string(content.Words()) {
		t.Error("words.json is not content.Words()")
	}
	if m, _ := fs.Glob(noblesui.Assets(), "*.json"); !slices.Contains(m, "words.json") {
		t.Errorf("the assets' listing %v has no words.json", m)
	}
	srv := httptest.NewServer(http.FileServerFS(noblesui.Assets()))
	defer srv.Close()
	res, err := http.Get(srv.URL + "/words.json")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Errorf("GET /words.json: %d %q, want 200 application/json", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if src := read(t, "words.js"); !strings.Contains(src, "from './words.json' with { type: 'json' }") {
		t.Error("words.js does not import ./words.json")
	}
}

// TestNoBoardSize: the board's size and the stretch length come from the
// rule set (rules.js reads doc.board), never a number in the renderer.
func TestNoBoardSize(t *testing.T) {
	re := regexp.MustCompile(`% ?32\b|BOARD_SIZE|i \* 8\b`)
	files, _ := fs.Glob(noblesui.Assets(), "*.js")
	for _, f := range files {
		for i, line := range strings.Split(read(t, f), "\n") {
			if re.MatchString(line) {
				t.Errorf("%s:%d: the board's size is written here: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
