package noblesui_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/game"
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

// constants returns the string constants of a Go file whose names start
// with prefix.
func constants(t *testing.T, file, prefix string) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if !strings.HasPrefix(n.Name, prefix) || i >= len(vs.Values) {
					continue
				}
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					v, _ := strconv.Unquote(lit.Value)
					out[n.Name] = v
				}
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no %s… constants found", file, prefix)
	}
	return out
}

// keys returns the keys of the object literal `const NAME = { … };` in src.
func keys(t *testing.T, src, name string) map[string]bool {
	t.Helper()
	start := strings.Index(src, "const "+name+" = {")
	if start < 0 {
		t.Fatalf("words.js has no const %s", name)
	}
	end := strings.Index(src[start:], "\n};")
	body := src[start : start+end]
	out := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)(?:^\s+|, )([a-z_]+):`).FindAllStringSubmatch(body, -1) {
		out[m[1]] = true
	}
	return out
}

// TestWordingCoversGame: the browser words every event type and every
// modifier kind that games/nobles defines (until the wording is data the
// game serves, this is what keeps the two in step).
func TestWordingCoversGame(t *testing.T) {
	src := read(t, "words.js")
	events := keys(t, src, "EVENTS")
	silent := regexp.MustCompile(`const SILENT = \[([^\]]*)\]`).FindStringSubmatch(src)
	if silent == nil {
		t.Fatal("words.js has no const SILENT list")
	}
	for name, v := range constants(t, "../events.go", "Ev") {
		if !events[v] && !strings.Contains(silent[1], "'"+v+"'") {
			t.Errorf("event %s (%q) is neither worded in words.js's EVENTS nor listed in SILENT", name, v)
		}
	}
	effects, subjects := keys(t, src, "EFFECTS"), keys(t, src, "SUBJECTS")
	for name, v := range constants(t, "../rules.go", "Mod") {
		if !effects[v] {
			t.Errorf("modifier %s (%q) has no wording in words.js's EFFECTS", name, v)
		}
		if !subjects[v] {
			t.Errorf("modifier %s (%q) has no subject in words.js's SUBJECTS", name, v)
		}
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
