package everdellgame_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/everdell/everdellgame"
)

// TestRendererBots: the bots the browser offers (everdellui's
// bots.json) are bots the rules can seat, and the default is one of them.
func TestRendererBots(t *testing.T) {
	gametest.CheckRendererBots(t, everdellgame.New())
}
