package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenweb"
	"evergreen/web/gameweb"
)

// Site is the planet game's own pages, declared once and served by the
// platform (gameweb.Serve): its Rulebook (package evergreenweb) and its
// Rules Studio (package evergreenstudio).
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	spec, err := evergreenweb.Spec(g, ruleset)
	if err != nil {
		return gameweb.Pages{}, err
	}
	return gameweb.Serve(g, h, spec)
}

// ruleset opens one of the planet game's rule sets to its compiled rules.
func ruleset(r game.Rules) (*evergreen.Ruleset, error) { return game.RulesetOf[*evergreen.Ruleset](r) }
