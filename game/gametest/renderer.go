package gametest

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/web"
)

// exportsOpen finds renderer.js's open: its own function, or the one the
// frame's kit builds (gameRenderer in web/static/renderer.js).
var exportsOpen = regexp.MustCompile(`(?m)^export (async function open\(|const \{[^}]*\bopen\b[^}]*\} = gameRenderer\()`)

// importRE finds the module an import or re-export names.
var importRE = regexp.MustCompile(`(?m)^(?:import|export)\s[^'"]*from\s+'([^']+)'`)

// maxModuleLines bounds one browser module of a game.
const maxModuleLines = 250

// checkRenderer checks a game's browser files (game.Renderer) once for
// every game: renderer.js at their root, exporting open (newTableForm
// is optional), its drawer with the update and decide methods the frame
// calls (docs/ARCHITECTURE.md, "The front end"); every module any asset
// imports is a sibling ("./words.js") or one of the frame's own
// ("/static/dom.js") that exists, and nothing else is imported; no
// module is longer than maxModuleLines; every JSON file is served as
// JSON and imported as JSON.
func (s *suite) checkRenderer(t *testing.T) {
	assets, ok := game.AssetsOf(s.g)
	if !ok {
		t.Skipf("%s has no browser files: the frame draws it plainly", s.g.Name())
	}
	src, err := fs.ReadFile(assets, "renderer.js")
	if err != nil {
		t.Fatalf("no renderer.js at the root of the browser files: %v", err)
	}
	if !exportsOpen.Match(src) {
		t.Error("renderer.js exports no open: neither its own (export async function open) nor gameRenderer's")
	}
	for _, want := range []string{"  update(state) {", "  decide(state) {"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("renderer.js does not contain %q", want)
		}
	}
	static := web.StaticFiles()
	err = fs.WalkDir(assets, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(name, ".js") {
			return err
		}
		b, err := fs.ReadFile(assets, name)
		if err != nil {
			return err
		}
		if n := strings.Count(string(b), "\n"); n > maxModuleLines {
			t.Errorf("%s has %d lines: keep each module under %d, one idea a module", name, n, maxModuleLines)
		}
		for _, m := range importRE.FindAllStringSubmatch(string(b), -1) {
			spec := m[1]
			switch {
			case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
				if _, err := fs.Stat(assets, path.Join(path.Dir(name), spec)); err != nil {
					t.Errorf("%s imports %s: no such file among the game's browser files", name, spec)
				}
			case strings.HasPrefix(spec, "/static/"):
				if _, err := fs.Stat(static, strings.TrimPrefix(spec, "/static/")); err != nil {
					t.Errorf("%s imports %s: the frame has no such module", name, spec)
				}
			default:
				t.Errorf("%s imports %s: only the game's own files (./) and the frame's /static/ modules may be imported", name, spec)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reading the browser files: %v", err)
	}
	checkJSONAssets(t, assets)
}

// jsonImportRE finds a module's import of a JSON file and what follows it.
var jsonImportRE = regexp.MustCompile(`(?m)^import\s[^'"]*from\s+'([^']+\.json)'(.*)$`)

// jsonDynamicRE matches a module's import of one of several JSON files
// chosen when it runs (import(`./words.${lang}.json`, { with: { type:
// 'json' } })): every file of the name's shape counts as imported.
var jsonDynamicRE = regexp.MustCompile("import\\(`\\./([^`$]*)\\$\\{[^}]+\\}([^`$]*\\.json)`\\s*,\\s*\\{\\s*with:\\s*\\{\\s*type:\\s*'json'\\s*\\}\\s*\\}\\s*\\)")

// localTableRE matches a module's reading of a table in the page's
// language through the frame's loader (localTable(ENGLISH, new
// URL('./words', import.meta.url).href), web/static/i18n.js): every
// words.{lang}.json counts as imported.
var localTableRE = regexp.MustCompile(`localTable\([^,]+,\s*new URL\('\./([^']+)'`)

// checkJSONAssets checks a game's JSON browser files: each is served as
// application/json, and each is imported by a module as JSON (with
// { type: 'json' }, or the browser refuses it), so none lies unread.
func checkJSONAssets(t *testing.T, assets fs.FS) {
	files, err := fs.Glob(assets, "*.json")
	if err != nil {
		t.Fatal(err)
	}
	imported := map[string]bool{}
	modules, _ := fs.Glob(assets, "*.js")
	for _, name := range modules {
		b, _ := fs.ReadFile(assets, name)
		for _, m := range jsonImportRE.FindAllStringSubmatch(string(b), -1) {
			if !strings.Contains(m[2], "with { type: 'json' }") {
				t.Errorf("%s imports %s without with { type: 'json' }", name, m[1])
			}
			imported[path.Clean(m[1])] = true
		}
		dynamic := jsonDynamicRE.FindAllStringSubmatch(string(b), -1)
		for _, m := range localTableRE.FindAllStringSubmatch(string(b), -1) {
			dynamic = append(dynamic, []string{m[0], m[1] + ".", ".json"})
		}
		for _, m := range dynamic {
			for _, f := range files {
				if strings.HasPrefix(f, m[1]) && strings.HasSuffix(f, m[2]) && len(f) > len(m[1])+len(m[2]) {
					imported[f] = true
				}
			}
		}
	}
	srv := httptest.NewServer(http.FileServerFS(assets))
	defer srv.Close()
	for _, name := range files {
		if !imported[name] {
			t.Errorf("%s is among the browser files but no module imports it as JSON", name)
		}
		res, err := http.Get(srv.URL + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Errorf("GET /%s: %d %q, want 200 application/json", name, res.StatusCode, res.Header.Get("Content-Type"))
		}
	}
}

// Asset returns the text of a game's browser file name, failing the test
// if it cannot be read.
func Asset(t testing.TB, assets fs.FS, name string) string {
	t.Helper()
	b, err := fs.ReadFile(assets, name)
	if err != nil {
		t.Fatalf("the browser files: %v", err)
	}
	return string(b)
}
