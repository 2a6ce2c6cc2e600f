package everdellgame_test

import (
	"testing"

	"evergreen/game"
	"evergreen/game/gametest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellgame"
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
	gametest.ReadyMadeTranslated(t, everdellgame.New(), vs, everdell.TextIn)
}

// TestOwnTranslations: a rule set's own translations of its name and
// description travel in its document (gametest.OwnTranslations).
func TestOwnTranslations(t *testing.T) {
	gametest.OwnTranslations(t, everdellgame.New(), everdell.TextIn)
}
