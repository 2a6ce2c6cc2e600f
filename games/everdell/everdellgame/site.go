package everdellgame

import (
	"fmt"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellweb"
)

// Site is Everdell's own pages: its Rulebook (package everdellweb).
func (g *Game) Site(h game.Host) (game.Pages, error) {
	return everdellweb.New(everdellweb.Config{Game: g, Host: h, Ruleset: ruleset})
}

func ruleset(r game.Rules) (*everdell.Ruleset, error) {
	if er, ok := r.(*Rules); ok {
		return er.RS, nil
	}
	return nil, fmt.Errorf("rules %s are not Everdell's rules (%T)", r.Code(), r)
}

var _ game.Site = (*Game)(nil)
