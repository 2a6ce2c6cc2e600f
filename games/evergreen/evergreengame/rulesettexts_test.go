package evergreengame_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreengame"
)

// TestRulesetTexts: the default's and every ready-made variant's name and
// description read in every locale (the "rulesets" topic of
// content/words.{lang}.json), so no page names them in English, and a
// rule set's own translations travel in its document.
func TestRulesetTexts(t *testing.T) {
	gametest.RulesetTexts(t, evergreengame.New(), content.Variants, evergreen.TextIn)
}
