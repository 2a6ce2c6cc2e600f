package everdellterm_test

import (
	"testing"

	"evergreen/games/everdell/everdellgame"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// TestScreensSpeakTheLanguage plays a game against the gatherer in
// German, Spanish and Traditional Chinese: its first screens and its
// final count match testdata/lang.{lang}.golden.txt (rewrite with
// -update and read the diff), and no screen of the whole game keeps an
// English phrase of the frame or the board, nor of the content: card,
// location and event names and powers and the log's sentences are
// everdellwords' in the language.
func TestScreensSpeakTheLanguage(t *testing.T) {
	english := []string{"must decide", "Seat ", "The table", "cards in hand", "workers free", "You have", "City (",
		"The Meadow", "The board", "open to all", "taken", "Place a worker", "Play ", "Prepare for", "Pass for good",
		"point token", "final count", "Play this game again", "Since your last", "Seasons:", "Forest locations", "Special events",
		"choose ", "Deck:", "your turn", "no resources", "Workers out",
		"Three twigs", "Gain 3 twigs", "Meadow", "Ever Tree", "Farm", " places a worker", " plays "}
	ends := map[string]string{"de": "Die Schlusswertung", "es": "El recuento final", "zh-Hant": "最終計分"}
	g := termtest.Game{Game: everdellgame.New()}
	g.CheckLanguages(t, termplay.Config{Seats: 2, Humans: 1, Bot: "gatherer", Seed: 42}, ends, english, *termtest.Update,
		"go test ./games/everdell/everdellterm -run TestScreensSpeakTheLanguage -update", "Wren")
}
