package planet

import (
	"testing"

	"evergreen/e2e/internal/browsertest"
	"evergreen/games/evergreen/content"
)

// TestEvergreenWordsAgree: the planet game's browser filler
// (evergreenui's words.js, reading the words.json the server serves from
// package content) words every sample event of
// games/evergreen/evergreenterm/testdata/words.golden.json exactly as
// the terminal's Go filler did when it wrote the file, so the terminal
// and the browser say the same words from the one table.
func TestEvergreenWordsAgree(t *testing.T) {
	browsertest.WordsAgree(t, evergreenServer(t), "../../games/evergreen/evergreenterm/testdata/words.golden.json",
		"/games/evergreen/assets", content.Default(), "w.line(c.event)")
}
