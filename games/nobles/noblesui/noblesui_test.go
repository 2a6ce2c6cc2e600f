package noblesui_test

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"evergreen/games/nobles/content"
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
