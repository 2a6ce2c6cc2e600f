package everdellgame

import (
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellweb"
	"evergreen/web/gameweb"
)

// Site is Everdell's own pages, declared once and served by the
// platform (gameweb.Serve): the Rulebook and texts.json (package
// everdellweb) and the Rules Studio (package everdellstudio).
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	spec, err := everdellweb.Spec(g, ruleset)
	if err != nil {
		return gameweb.Pages{}, err
	}
	return gameweb.Serve(g, h, spec)
}

func ruleset(r game.Rules) (*everdell.Ruleset, error) { return game.RulesetOf[*everdell.Ruleset](r) }

var _ gameweb.Site = (*Game)(nil)
