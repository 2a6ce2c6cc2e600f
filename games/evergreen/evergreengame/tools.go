package evergreengame

import (
	"fmt"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// CheckMove refuses moves outside the planet game's vocabulary: unknown
// names, missing or stray arguments, unknown orders, actions and biomes.
// Whether a space or slot is legal now is the rules' question, not this.
func (r *Rules) CheckMove(m engine.Move) error {
	switch m.Name {
	case evergreen.MovePick, evergreen.MovePlant, evergreen.MoveGrow, evergreen.MoveBush, evergreen.MoveLake:
		what := "a space numbered y*width+x"
		if m.Name == evergreen.MovePick {
			what = "a slot of the draft row"
		}
		if !m.HasOption {
			return fmt.Errorf("%s needs \"option\": %s", m.Name, what)
		}
		if m.Item != "" {
			return fmt.Errorf("%s takes no \"item\"", m.Name)
		}
		return nil
	case evergreen.MoveOrder, evergreen.MoveAction, evergreen.MoveBiome:
		if m.HasOption {
			return fmt.Errorf("%s takes no \"option\"", m.Name)
		}
		return r.checkItem(m)
	case evergreen.MoveSkip:
		if m.HasOption || m.Item != "" {
			return fmt.Errorf("skip takes no arguments")
		}
		return nil
	}
	return fmt.Errorf("unknown move %q (moves: pick, order, action, biome, plant, grow, bush, lake, skip)", m.Name)
}

// checkItem checks the item of an order, action or biome move.
func (r *Rules) checkItem(m engine.Move) error {
	switch m.Name {
	case evergreen.MoveOrder:
		if m.Item != evergreen.PowerFirst && m.Item != evergreen.ActionFirst {
			return fmt.Errorf("order needs \"item\": %q or %q, got %q", evergreen.PowerFirst, evergreen.ActionFirst, m.Item)
		}
	case evergreen.MoveAction:
		if m.Item != "A" && m.Item != "B" && m.Item != "C" && m.Item != "D" {
			return fmt.Errorf("action needs \"item\": \"A\", \"B\", \"C\" or \"D\", got %q", m.Item)
		}
	case evergreen.MoveBiome:
		for _, b := range r.RS.Biomes {
			if b.ID == m.Item {
				return nil
			}
		}
		ids := ""
		for i, b := range r.RS.Biomes {
			if i > 0 {
				ids += ", "
			}
			ids += b.ID
		}
		return fmt.Errorf("biome needs \"item\": a biome id (%s), got %q", ids, m.Item)
	}
	return nil
}
