package e2e

import (
	"testing"

	"evergreen/e2e/internal/browsertest"
	"evergreen/games/nobles/content"
)

// TestWordsAgree: the browser's filler (noblesui's words.js, reading the
// words.json the server serves) words every sample event of
// games/nobles/noblesterm/testdata/words.golden.json exactly as the Go
// filler did when it wrote the file, so the terminal and the browser say
// the same words from the one table.
func TestWordsAgree(t *testing.T) {
	browsertest.WordsAgree(t, startServer(t).URL, "../games/nobles/noblesterm/testdata/words.golden.json",
		"/games/nobles/assets", content.Default(), "w.line(c.event, c.viewer, c.deck)")
}
