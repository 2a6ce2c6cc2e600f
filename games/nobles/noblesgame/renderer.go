package noblesgame

import (
	"io/fs"

	"evergreen/games/nobles/noblesui"
)

// Assets are the Nobles browser renderer's files (game.Renderer).
func (*Game) Assets() fs.FS { return noblesui.Assets() }
