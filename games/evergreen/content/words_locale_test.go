package content_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen/content"
)

// TestWordsInEveryLocale: the planet game's table in each locale has
// every English text, reading the same fields.
func TestWordsInEveryLocale(t *testing.T) {
	gametest.Translated(t, "the planet game's words", content.Words(), content.WordsIn)
}
