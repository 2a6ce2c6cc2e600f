package evergreenstudio_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/ruleset"
)

// TestChangesInEveryLocale: whatever a designer changes in the planet
// game's rule set, the change reads in German, Spanish and Chinese
// without an English word of the game's (its terms in content/words.*.json).
func TestChangesInEveryLocale(t *testing.T) {
	words, err := evergreenstudio.ChangeWords()
	if err != nil {
		t.Fatal(err)
	}
	def := enginetest.Load(t, evergreen.LoadRules, "")
	gametest.DiffTranslated(t, content.Default(), words, func(doc []byte) []ruleset.Change {
		var r evergreen.Rules
		if json.Unmarshal(doc, &r) != nil {
			return nil
		}
		return evergreen.Diff(&def.Rules, &r)
	})
}

// TestChangeInGerman: a changed card of the default reads in German, its
// names the default's German ones.
func TestChangeInGerman(t *testing.T) {
	words, err := evergreenstudio.ChangeWords()
	if err != nil {
		t.Fatal(err)
	}
	c := ruleset.Change{Kind: ruleset.ChangeChanged, Path: "cards[3].symbol", Item: "Card 'Grassland · Bush'", Field: "symbol", Old: "drought", New: "fertility"}
	if got, want := words.Say("de", c), "Karte „Grasland · Strauch“: Symbol Dürre → Fruchtbarkeit"; got != want {
		t.Errorf("in German: %q, want %q", got, want)
	}
	if got, want := words.Say("en", c), "Card 'Grassland · Bush': symbol drought → fertility"; got != want {
		t.Errorf("in English: %q, want %q", got, want)
	}
}
