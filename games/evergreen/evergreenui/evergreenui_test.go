package evergreenui_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreengame"
)

func read(t *testing.T, name string) string { return gametest.Asset(t, assets, name) }

// assets are the files the game declares for its renderer.
var assets = evergreengame.New().Assets()

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

// TestAssetsServeEveryLocale: the renderer's files hold the planet
// game's wording table in each locale, as content checks it, for
// words.js to read in the page's language.
func TestAssetsServeEveryLocale(t *testing.T) {
	gametest.ServesLocales(t, assets, content.WordLocales(), content.WordsIn)
	if src := read(t, "words.js"); !strings.Contains(src, "localTable(ENGLISH, new URL('./words', import.meta.url)") {
		t.Error("words.js does not read the table of the page's language")
	}
}
