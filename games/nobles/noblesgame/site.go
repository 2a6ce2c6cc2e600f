package noblesgame

import (
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesweb"
	"evergreen/web/gameweb"
)

// Site is Nobles' own pages, declared by package noblesweb (the
// Rulebook, the Crown's Guidance, the Rules Studio) and served by the
// platform.
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	return gameweb.Declared(g, h, noblesweb.Spec)
}

// Ruleset is the compiled Nobles rule set, for the packages that still
// take one (the simulator, until it plays any game.Rules).
func (r *Rules) Ruleset() *nobles.Ruleset { return r.RS }

// Name is the rule set's name for people ("The Crown's Guidance").
func (r *Rules) Name() string { return r.RS.Name }
