package noblesgame

import (
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesweb"
	"evergreen/web/gameweb"
)

// Site is Nobles' own pages, declared once (package noblesweb) and
// served by the platform (gameweb.Serve): the Rulebook, the Crown's
// Guidance and the Rules Studio.
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	spec, err := noblesweb.Spec(g, ruleset)
	if err != nil {
		return gameweb.Pages{}, err
	}
	return gameweb.Serve(g, h, spec)
}

// ruleset opens one of Nobles' rule sets to its compiled rules.
func ruleset(r game.Rules) (*nobles.Ruleset, error) { return game.RulesetOf[*nobles.Ruleset](r) }

// Ruleset is the compiled Nobles rule set, for the packages that still
// take one (the simulator, until it plays any game.Rules).
func (r *Rules) Ruleset() *nobles.Ruleset { return r.RS }

// Name is the rule set's name for people ("The Crown's Guidance").
func (r *Rules) Name() string { return r.RS.Name }
