package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen/evergreenterm"
)

// Terminal returns the planet game's screens for evergreen play (package
// evergreenterm).
func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	return game.TermOf(r, colour, evergreenterm.New)
}
