package noblesgame_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/nobles/noblesgame"
)

// TestRendererBots: the bots the browser offers (noblesui's bots.json)
// are bots the rules can seat, and the default is one of them.
func TestRendererBots(t *testing.T) {
	gametest.CheckRendererBots(t, noblesgame.New())
}
