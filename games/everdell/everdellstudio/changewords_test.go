package everdellstudio_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellstudio"
	"evergreen/ruleset"
)

// TestChangesInEveryLocale: whatever a designer changes in Everdell's
// rule set, the change reads in German, Spanish and Chinese without an
// English word of the game's (its terms in content/words.*.json); a
// changed card of the default reads in German, its name the default's
// German one.
func TestChangesInEveryLocale(t *testing.T) {
	c := ruleset.Change{Kind: ruleset.ChangeChanged, Path: "cards[0].points", Item: "Card 'Architect'", Field: "points", Old: "2", New: "3"}
	gametest.DiffTranslated(t, content.Default(), everdellstudio.ChangeWords, everdell.Diff,
		gametest.Said{Lang: "de", Change: c, Want: "Karte „Architekt“: Punkte 2 → 3"})
}
