package evergreengame

import (
	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Snapshot is what scenario output prints of a position: the planet's
// layout and the key to its letters, then everything the omniscient
// evergreen.Snapshot holds: every player's planet as rows of piece
// letters, tracks, hand and points by season and source (compensation,
// sun, forest, bud, fertility); the draft row with the leaf, the leaf
// holder, the fertility area (oldest card first, face up or down) and
// each biome's fertility; the discards and the draw pile's order.
type Snapshot struct {
	// Key says how to read the planets' rows.
	Key string `json:"key"`
	// Biomes is the planet's layout: one row per string, north first, a
	// biome's letter per space, "#" off the planet.
	Biomes []string `json:"biomes"`
	evergreen.Snapshot
}

// key is the legend of Snapshot.Key.
const key = "planets: one row per string, north first; . empty, s sprout, t small tree, T big tree, b bush, l lake, # off the planet; spaces are numbered y*width+x"

// Snapshot returns the scenario snapshot of st, or nil for a state of
// another game.
func (r *Rules) Snapshot(st engine.State) any {
	s, ok := st.(*evergreen.State)
	if !ok {
		return nil
	}
	return Snapshot{Key: key, Biomes: s.Rules().Planet.Rows, Snapshot: s.Snapshot()}
}
