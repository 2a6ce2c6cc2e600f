package evergreengame

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
)

// CheckMove refuses moves outside the planet game's vocabulary
// (game.MoveChecker): unknown names, missing or stray arguments, unknown
// orders, actions and biomes. Whether a space or slot is legal now is the
// rules' question, not this.
func (r *Rules) CheckMove(m engine.Move) error { return r.moves().Check(m) }

// moves is what each move of the planet game carries.
func (r *Rules) moves() game.Moves {
	var biomes []string
	for _, b := range r.RS.Biomes {
		biomes = append(biomes, b.ID)
	}
	space := game.MoveArgs{Option: "a space numbered y*width+x"}
	one := func(of ...string) func(string) bool { return func(it string) bool { return slices.Contains(of, it) } }
	return game.Moves{
		evergreen.MovePick:  {Option: "a slot of the draft row"},
		evergreen.MovePlant: space, evergreen.MoveGrow: space, evergreen.MoveBush: space, evergreen.MoveLake: space,
		evergreen.MoveOrder: {Item: fmt.Sprintf("%q or %q", evergreen.PowerFirst, evergreen.ActionFirst),
			Known: one(evergreen.PowerFirst, evergreen.ActionFirst)},
		evergreen.MoveAction: {Item: `"A", "B", "C" or "D"`, Known: one("A", "B", "C", "D")},
		evergreen.MoveBiome:  {Item: "a biome id (" + strings.Join(biomes, ", ") + ")", Known: one(biomes...)},
		evergreen.MoveSkip:   {},
	}
}
