package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen"
)

// Diff says in words what to changes from r (game.Differ), as the Rules
// Studio does: cards, biomes and powers matched by id, the planet space
// by space (evergreen.Diff). `evergreen rules diff -game evergreen` uses
// it.
func (r *Rules) Diff(to game.Rules) ([]game.Change, error) {
	return game.DiffOf(r, to, func(a, b *Rules) []evergreen.Change { return evergreen.Diff(&a.RS.Rules, &b.RS.Rules) },
		func(c evergreen.Change) (string, string) { return c.Path, c.Words() })
}
