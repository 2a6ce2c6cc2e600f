package noblesui_test

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesgame"
)

// read returns an asset's text.
func read(t *testing.T, name string) string { return gametest.Asset(t, assets, name) }

// assets are the files the game declares for its renderer.
var assets = noblesgame.New().Assets()

// TestWordsServed: the wording table served beside the modules is the
// very bytes of content.Words() (no copy to drift); that it is served and
// imported as JSON the conformance suite checks (gametest, Renderer).
func TestWordsServed(t *testing.T) {
	if got := read(t, "words.json"); got != string(content.Words()) {
		t.Error("words.json is not content.Words()")
	}
}

// TestNoBoardSize: the board's size and the stretch length come from the
// rule set (rules.js reads doc.board), never a number in the renderer.
func TestNoBoardSize(t *testing.T) {
	re := regexp.MustCompile(`% ?32\b|BOARD_SIZE|i \* 8\b`)
	files, _ := fs.Glob(assets, "*.js")
	for _, f := range files {
		for i, line := range strings.Split(read(t, f), "\n") {
			if re.MatchString(line) {
				t.Errorf("%s:%d: the board's size is written here: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
