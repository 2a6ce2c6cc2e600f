package content_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen/content"
)

// TestWordsInEveryLocale: the planet game's table and its Rulebook's
// text in each locale have every English text, reading the same fields.
func TestWordsInEveryLocale(t *testing.T) {
	gametest.Translated(t, "the planet game's words", content.Words(), content.WordsIn)
	gametest.Translated(t, "the planet game's Rulebook", content.Rulebook(), content.RulebookIn,
		"id", "when", "part", "class", "badge", "changed", "legend", "ordered")
}
