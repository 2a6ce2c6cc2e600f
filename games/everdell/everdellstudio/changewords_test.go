package everdellstudio_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellstudio"
	"evergreen/ruleset"
)

// TestChangesInEveryLocale: whatever a designer changes in Everdell's
// rule set, the change reads in German, Spanish and Chinese without an
// English word of the game's (its terms in content/words.*.json).
func TestChangesInEveryLocale(t *testing.T) {
	words, err := everdellstudio.ChangeWords()
	if err != nil {
		t.Fatal(err)
	}
	def := enginetest.Load(t, everdell.LoadRules, "")
	gametest.DiffTranslated(t, content.Default(), words, func(doc []byte) []ruleset.Change {
		var r everdell.Rules
		if json.Unmarshal(doc, &r) != nil {
			return nil
		}
		return everdell.Diff(&def.Rules, &r)
	})
}

// TestChangeInGerman: a changed card of the default reads in German, its
// name the default's German one.
func TestChangeInGerman(t *testing.T) {
	words, err := everdellstudio.ChangeWords()
	if err != nil {
		t.Fatal(err)
	}
	c := ruleset.Change{Kind: ruleset.ChangeChanged, Path: "cards[0].points", Item: "Card 'Architect'", Field: "points", Old: "2", New: "3"}
	if got, want := words.Say("de", c), "Karte „Architekt“: Punkte 2 → 3"; got != want {
		t.Errorf("in German: %q, want %q", got, want)
	}
}
