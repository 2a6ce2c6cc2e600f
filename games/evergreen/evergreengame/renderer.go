package evergreengame

import (
	"io/fs"

	"evergreen/game"
	"evergreen/games/evergreen/evergreenui"
)

// Assets are the browser renderer's files (package evergreenui).
func (*Game) Assets() fs.FS { return evergreenui.Assets() }

var _ game.Renderer = (*Game)(nil)
