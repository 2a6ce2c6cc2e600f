package content_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/everdell/content"
)

// TestWordsInEveryLocale: Everdell's words and its Rulebook's text in
// each locale have every English text, reading the same fields.
func TestWordsInEveryLocale(t *testing.T) {
	gametest.Translated(t, "Everdell's words", content.Words(), content.WordsIn, "badge", "opponent", "original")
	gametest.Translated(t, "Everdell's Rulebook", content.Rulebook(), content.RulebookIn, "id", "when", "part", "class", "badge", "legend", "kicker")
}
