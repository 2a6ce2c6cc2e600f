package evergreengame

import (
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenstudio"
)

// Diff says in words what to changes from r (game.Differ), in lang, as
// the Rules Studio does: cards, biomes and powers matched by id, the
// planet space by space (evergreen.Diff). `evergreen rules diff -game
// evergreen` and the lobby use it.
func (r *Rules) Diff(to game.Rules, lang string) ([]game.Change, error) {
	words, err := evergreenstudio.ChangeWords()
	if err != nil {
		return nil, err
	}
	return game.DiffOf(r, to, func(a, b *Rules) []evergreen.Change { return evergreen.Diff(&a.RS.Rules, &b.RS.Rules) },
		func(c evergreen.Change) (string, string) { return c.Path, words.Say(lang, c) })
}
