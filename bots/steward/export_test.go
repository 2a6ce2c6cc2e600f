package steward

import "evergreen/games/nobles"

// NewTuned returns a steward with its knobs set, for experiments.
func NewTuned(rs *nobles.Ruleset, reserve float64, invest bool) *Steward {
	return &Steward{m: newModel(rs), reserve: reserve, invest: invest}
}
