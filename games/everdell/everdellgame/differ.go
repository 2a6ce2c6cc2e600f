package everdellgame

import (
	"fmt"

	"evergreen/game"
	"evergreen/games/everdell"
)

// Diff says in words what to changes from r (game.Differ), as the Rules
// Studio does (everdell.Diff): `evergreen rules diff -game everdell`.
func (r *Rules) Diff(to game.Rules) ([]game.Change, error) {
	other, ok := to.(*Rules)
	if !ok {
		return nil, fmt.Errorf("everdellgame: %s is not a rule set of Everdell", to.Code())
	}
	var out []game.Change
	for _, c := range everdell.Diff(&r.RS.Rules, &other.RS.Rules) {
		out = append(out, game.Change{Path: c.Path, Words: c.Words()})
	}
	return out, nil
}

var _ game.Differ = (*Rules)(nil)
