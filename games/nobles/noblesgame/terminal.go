package noblesgame

import (
	"fmt"

	"evergreen/game"
	"evergreen/games/nobles/noblesterm"
)

// Terminal returns the Nobles screens for evergreen play (package
// noblesterm).
func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	rr, ok := r.(*Rules)
	if !ok {
		return nil, fmt.Errorf("noblesgame: %T is not a Nobles rule set", r)
	}
	return noblesterm.New(rr.RS, colour)
}
