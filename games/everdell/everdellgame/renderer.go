package everdellgame

import (
	"io/fs"

	"evergreen/game"
	"evergreen/games/everdell/everdellui"
)

// Assets are the browser renderer's files (package everdellui).
func (*Game) Assets() fs.FS { return everdellui.Assets() }

var _ game.Renderer = (*Game)(nil)
