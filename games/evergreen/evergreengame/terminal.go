package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen/evergreenterm"
)

// Terminal returns the planet game's screens for evergreen play (package
// evergreenterm).
func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	rs, err := ruleset(r)
	if err != nil {
		return nil, err
	}
	return evergreenterm.New(rs, colour)
}
