package evergreengame

import (
	"fmt"

	"evergreen/game"
	"evergreen/games/evergreen"
)

// Diff says in words what to changes from r (game.Differ), as the Rules
// Studio does: cards, biomes and powers matched by id, the planet space
// by space (evergreen.Diff). `evergreen rules diff -game evergreen` uses
// it.
func (r *Rules) Diff(to game.Rules) ([]game.Change, error) {
	other, ok := to.(*Rules)
	if !ok {
		return nil, fmt.Errorf("evergreengame: %s is not a rule set of the planet game", to.Code())
	}
	var out []game.Change
	for _, c := range evergreen.Diff(&r.RS.Rules, &other.RS.Rules) {
		out = append(out, game.Change{Path: c.Path, Words: c.Words()})
	}
	return out, nil
}
