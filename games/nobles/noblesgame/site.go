package noblesgame

import "evergreen/games/nobles"

// Ruleset is the compiled Nobles rule set, for the packages that still
// take one (the simulator, until it plays any game.Rules).
func (r *Rules) Ruleset() *nobles.Ruleset { return r.RS }

// Name is the rule set's name for people ("The Crown's Guidance").
func (r *Rules) Name() string { return r.RS.Name }
