package evergreenstudio_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/ruleset"
)

// TestChangesInEveryLocale: whatever a designer changes in the planet
// game's rule set, the change reads in German, Spanish and Chinese
// without an English word of the game's (its terms in
// content/words.*.json); a changed card of the default reads in German
// and English, its names the default's German ones.
func TestChangesInEveryLocale(t *testing.T) {
	c := ruleset.Change{Kind: ruleset.ChangeChanged, Path: "cards[3].symbol", Item: "Card 'Grassland · Bush'", Field: "symbol", Old: "drought", New: "fertility"}
	gametest.DiffTranslated(t, content.Default(), evergreenstudio.ChangeWords, evergreen.Diff,
		gametest.Said{Lang: "de", Change: c, Want: "Karte „Grasland · Strauch“: Symbol Dürre → Fruchtbarkeit"},
		gametest.Said{Lang: "en", Change: c, Want: "Card 'Grassland · Bush': symbol drought → fertility"})
}
