package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenweb"
	"evergreen/web/gameweb"
)

// Site is the planet game's own pages: its Rulebook (package
// evergreenweb).
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	return evergreenweb.New(evergreenweb.Config{Game: g, Host: h, Ruleset: ruleset})
}

// ruleset opens one of the planet game's rule sets to its compiled rules.
func ruleset(r game.Rules) (*evergreen.Ruleset, error) { return game.RulesetOf[*evergreen.Ruleset](r) }
