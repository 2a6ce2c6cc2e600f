package evergreengame_test

import (
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/evergreen/evergreengame"
)

// TestRendererBots: the bots the browser offers (evergreenui's
// bots.json) are bots the rules can seat, and the default is one of them.
func TestRendererBots(t *testing.T) {
	gametest.CheckRendererBots(t, evergreengame.New())
}
