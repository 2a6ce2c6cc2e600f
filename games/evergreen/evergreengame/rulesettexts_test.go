package evergreengame_test

import (
	"testing"

	"evergreen/game"
	"evergreen/game/gametest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreengame"
)

// TestReadyMadeTextsTranslated: the default's and every ready-made
// variant's name and description read in every locale (the "rulesets"
// topic of content/words.{lang}.json), so no page names them in English,
// and the document sent in a locale names it so while its code stays.
func TestReadyMadeTextsTranslated(t *testing.T) {
	vs, err := game.ReadVariants(content.Variants, "variants")
	if err != nil {
		t.Fatal(err)
	}
	gametest.ReadyMadeTranslated(t, evergreengame.New(), vs, evergreen.TextIn)
}

// TestOwnTranslations: a rule set's own translations of its name and
// description travel in its document (gametest.OwnTranslations).
func TestOwnTranslations(t *testing.T) {
	gametest.OwnTranslations(t, evergreengame.New(), evergreen.TextIn)
}
