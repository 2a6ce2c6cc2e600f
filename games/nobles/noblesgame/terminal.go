package noblesgame

import (
	"evergreen/game"
	"evergreen/games/nobles/noblesterm"
)

// Terminal returns the Nobles screens for evergreen play (package
// noblesterm).
func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	return game.TermOf(r, colour, noblesterm.New)
}
