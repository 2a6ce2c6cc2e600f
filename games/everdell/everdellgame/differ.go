package everdellgame

import (
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellstudio"
)

// Diff says in words what to changes from r (game.Differ), in lang, as
// the Rules Studio does (everdell.Diff): `evergreen rules diff -game
// everdell` and the lobby.
func (r *Rules) Diff(to game.Rules, lang string) ([]game.Change, error) {
	words, err := everdellstudio.ChangeWords()
	if err != nil {
		return nil, err
	}
	return game.DiffOf(r, to, func(a, b *Rules) []everdell.Change { return everdell.Diff(&a.RS.Rules, &b.RS.Rules) },
		func(c everdell.Change) (string, string) { return c.Path, words.Say(lang, c) })
}

var _ game.Differ = (*Rules)(nil)
