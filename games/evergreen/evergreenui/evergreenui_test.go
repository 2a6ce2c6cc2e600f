package evergreenui_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenui"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(evergreenui.Assets(), name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestEvergreenHasRenderer: the registered game hands the platform these
// files, renderer.js at their root.
func TestEvergreenHasRenderer(t *testing.T) {
	files, ok := game.AssetsOf(evergreengame.New())
	if !ok {
		t.Fatal("evergreengame.Game is not a game.Renderer")
	}
	if _, err := fs.Stat(files, "renderer.js"); err != nil {
		t.Fatalf("no renderer.js at the assets' root: %v", err)
	}
}

// TestRendererInterface: renderer.js exports what the frame calls
// (docs/ARCHITECTURE.md, "The front end").
func TestRendererInterface(t *testing.T) {
	src := read(t, "renderer.js")
	for _, want := range []string{"export async function open(", "export async function newTableForm(", "  update(state) {", "  decide(state) {"} {
		if !strings.Contains(src, want) {
			t.Errorf("renderer.js does not contain %q", want)
		}
	}
}

var importRE = regexp.MustCompile(`(?m)^(?:import|export)\s[^'"]*from\s+'([^']+)'`)

// TestImportsResolve: every module the assets import exists, a sibling
// or one of the frame's /static/ helpers, and nothing else is imported.
func TestImportsResolve(t *testing.T) {
	assets := evergreenui.Assets()
	files, err := fs.Glob(assets, "*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript assets (%v)", err)
	}
	for _, f := range files {
		src := read(t, f)
		if n := strings.Count(src, "\n"); n > 250 {
			t.Errorf("%s has %d lines: keep each module small", f, n)
		}
		for _, m := range importRE.FindAllStringSubmatch(src, -1) {
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
				t.Errorf("%s imports %s: only siblings (./) and /static/ may be imported", f, spec)
			}
		}
	}
}

// constants returns the string constants of a Go file of package
// evergreen whose names start with prefix.
func constants(t *testing.T, file, prefix string) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../"+file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range vs.Names {
			if !strings.HasPrefix(name.Name, prefix) || i >= len(vs.Values) {
				continue
			}
			if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				v, _ := strconv.Unquote(lit.Value)
				out[name.Name] = v
			}
		}
		return true
	})
	if len(out) == 0 {
		t.Fatalf("no %s constants in %s", prefix, file)
	}
	return out
}

// TestWordsCoverTheGame: the served words.json (package content's, the
// terminal's too) has a sentence (or a deliberate
// blank) for every event the rules emit, a title and a prompt for every
// decision kind, and nothing for events or decisions that do not exist.
func TestWordsCoverTheGame(t *testing.T) {
	var words struct {
		Events    map[string]string `json:"events"`
		Decisions map[string]string `json:"decisions"`
		Prompts   map[string]string `json:"prompts"`
	}
	if err := json.Unmarshal([]byte(read(t, "words.json")), &words); err != nil {
		t.Fatalf("words.json: %v", err)
	}
	check := func(what string, table map[string]string, want map[string]string) {
		known := map[string]bool{}
		for name, v := range want {
			known[v] = true
			if _, ok := table[v]; !ok {
				t.Errorf("words.json %s has no entry for %q (evergreen.%s)", what, v, name)
			}
		}
		for k := range table {
			if !known[k] {
				t.Errorf("words.json %s words %q, which the rules do not have", what, k)
			}
		}
	}
	check("events", words.Events, constants(t, "events.go", "Ev"))
	kinds := constants(t, "legal.go", "Decide")
	check("decisions", words.Decisions, kinds)
	check("prompts", words.Prompts, kinds)
}

// TestWordsServed: words.json is served as JSON and read by words.js.
func TestWordsServed(t *testing.T) {
	srv := httptest.NewServer(http.FileServerFS(evergreenui.Assets()))
	defer srv.Close()
	res, err := http.Get(srv.URL + "/words.json")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Errorf("GET /words.json: %d %q, want 200 application/json", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if !strings.Contains(read(t, "words.js"), "from './words.json' with { type: 'json' }") {
		t.Error("words.js does not import ./words.json")
	}
}
