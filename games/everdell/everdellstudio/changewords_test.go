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
