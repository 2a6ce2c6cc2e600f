package everdellgame

import (
	"evergreen/game"
	"evergreen/games/everdell/everdellterm"
)

// Terminal returns Everdell's screens for evergreen play (package
// everdellterm).
func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	return game.TermOf(r, colour, everdellterm.New)
}

var (
	_ game.Terminal = (*Game)(nil)
	_ game.Titled   = (*Rules)(nil)
)
