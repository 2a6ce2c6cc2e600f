package preview

// This file is the one place preview still reaches into a game: package
// sim takes a *nobles.Ruleset today. Once sim.Config takes a game.Rules
// (the sim branch of issue 10), play passes its game.Rules straight on
// and this file goes, and with it preview's last import of games/...

import (
	"fmt"

	"evergreen/game"
	"evergreen/games/nobles"
)

// simRules is the rule set in the form sim.Config.Rules takes.
func simRules(r game.Rules) (*nobles.Ruleset, error) {
	if n, ok := r.(interface{ Ruleset() *nobles.Ruleset }); ok {
		return n.Ruleset(), nil
	}
	return nil, fmt.Errorf("preview: rules %s: the simulator plays only Nobles rule sets for now", r.Code())
}
