package game_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestPlatformNamesNoGame enforces the platform's side of the contract:
// the packages that host games know them only through package game, and
// import no game's package. Only cmd/evergreen (the registration) and
// each game's own packages name a game.
func TestPlatformImportsNoGame(t *testing.T) {
	for _, pkg := range []string{
		"evergreen/engine", "evergreen/game", "evergreen/web/gameweb", "evergreen/table", "evergreen/store/...",
		"evergreen/server", "evergreen/web", "evergreen/sim", "evergreen/preview",
		"evergreen/scenario", "evergreen/termplay", "evergreen/termkit", "evergreen/loadtest",
		"evergreen/bots", "evergreen/bots/ismcts", "evergreen/game/bottest", "evergreen/wording", "evergreen/review", "evergreen/jobs",
	} {
		var games []string
		for _, dep := range deps(t, pkg) {
			if strings.HasPrefix(dep, "evergreen/games/") || dep == "evergreen/games" {
				games = append(games, dep)
			}
		}
		switch {
		case len(games) == 0:
		default:
			t.Errorf("%s imports game packages: %s; a platform package reaches games only through package game", pkg, strings.Join(games, ", "))
		}
	}
}

// deps lists the packages pkg depends on (go list -deps), skipping the
// test under -short or without a go command.
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs go list")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list imports with")
	}
	out, err := exec.Command(goTool, "list", "-deps", pkg).CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
	}
	return strings.Fields(string(out))
}

// TestGameImportsOnlyEngineAndBots keeps package game the small contract
// it is: a game's definition and hooks, written against the engine and
// the bots alone. Pages, storage and transport belong to the layers that
// import it (web/gameweb, server), never the other way round.
func TestGameImportsOnlyEngineAndBots(t *testing.T) {
	allowed := map[string]bool{"evergreen/game": true, "evergreen/engine": true, "evergreen/bots": true}
	for _, dep := range deps(t, "evergreen/game") {
		if strings.HasPrefix(dep, "evergreen/") && !allowed[dep] {
			t.Errorf("package game imports %s; it may import only evergreen/engine and evergreen/bots", dep)
		}
	}
}

// gameWords are the games' names and words of their own (roles, phases,
// pieces and places) that the platform must not use: a platform file
// that says one is written for that game, and a fourth game would find
// it wrong. ("Evergreen" names the platform as well as the planet game,
// so it is not among them.)
var gameWords = regexp.MustCompile(`(?i)\b(nobles|everdell|houses?|virtues?|gala|crown(ed)?|paragons?|ordeals?|provings?|decrees?|duty|vault|gems?|meadow|rugwort|critters?|twigs?|resin|pebbles?|planets?|biomes?|saplings?)\b`)

// TestPlatformWordsNameNoGame is TestPlatformImportsNoGame for what an
// import list cannot show: the frame's browser files (web/static, every
// line of its JavaScript and CSS, comments too) and the JSON keys the
// platform's Go packages read and write (their struct tags) name no game
// and use no game's vocabulary.
func TestPlatformWordsNameNoGame(t *testing.T) {
	static, err := filepath.Glob("../web/static/*")
	if err != nil || len(static) == 0 {
		t.Fatalf("no files in web/static (%v)", err)
	}
	for _, p := range static {
		if ext := filepath.Ext(p); ext != ".js" && ext != ".css" && ext != ".json" {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if w := gameWords.FindString(line); w != "" {
				t.Errorf("%s:%d says %q, a game's word: the frame is every game's (%s)", p, i+1, w, strings.TrimSpace(line))
			}
		}
	}
	for _, key := range platformJSONKeys(t) {
		if w := gameWords.FindString(strings.ReplaceAll(key.name, "_", " ")); w != "" && !knownKeys[key.name] {
			t.Errorf("%s: the JSON key %q uses %q, a game's word", key.at, key.name, w)
		}
	}
}

// knownKeys are game words still in the platform's JSON, each with why:
// "houses" is the scenario reader's older name for "seats", which
// Nobles' scenario files and goldens still use.
var knownKeys = map[string]bool{"houses": true}

type jsonKey struct{ at, name string }

// platformJSONKeys lists the JSON names in the struct tags of every
// platform package's non-test Go files.
func platformJSONKeys(t *testing.T) []jsonKey {
	t.Helper()
	var out []jsonKey
	for _, dir := range []string{"../engine", "../game", "../table", "../store", "../server", "../web", "../sim", "../preview", "../scenario", "../termplay", "../termkit", "../bots", "../loadtest"} {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || strings.Contains(p, "testdata") {
				return err
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, p, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if field, ok := n.(*ast.Field); ok && field.Tag != nil {
					tag, _ := strconv.Unquote(field.Tag.Value)
					if name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ","); name != "" && name != "-" {
						out = append(out, jsonKey{fset.Position(field.Pos()).String(), name})
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(out) < 20 {
		t.Fatalf("found only %d JSON keys in the platform's packages", len(out))
	}
	return out
}
