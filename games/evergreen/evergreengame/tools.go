package evergreengame

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/game"
	"evergreen/games/evergreen"
)

// Moves is the planet game's vocabulary (game.MoveChecker): what each
// move carries, so that unknown names, missing or stray arguments,
// unknown orders, actions and biomes are refused. Whether a space or
// slot is legal now is the rules' question, not this.
func (r *Rules) Moves() game.Moves {
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
