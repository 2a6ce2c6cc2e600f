package everdellgame

import (
	"evergreen/game"
	"evergreen/games/everdell"
)

// Diff says in words what to changes from r (game.Differ), as the Rules
// Studio does (everdell.Diff): `evergreen rules diff -game everdell`.
func (r *Rules) Diff(to game.Rules) ([]game.Change, error) {
	return game.DiffOf(r, to, func(a, b *Rules) []everdell.Change { return everdell.Diff(&a.RS.Rules, &b.RS.Rules) },
		func(c everdell.Change) (string, string) { return c.Path, c.Words() })
}

var _ game.Differ = (*Rules)(nil)
