package evergreen

import (
	"encoding/hex"
	"encoding/json"

	"evergreen/engine"
)

// Snapshot is the omniscient form of a state: the public view plus the
// draw pile's order and the generator. It is for scenarios, tests and
// debugging, never for players (they get View). Two states are the same
// position exactly when their snapshots serialise to the same bytes.
type Snapshot struct {
	*View
	Seed uint64 `json:"seed"`
	// DrawOrder lists the draw pile bottom to top (the last is drawn
	// next).
	DrawOrder []string    `json:"draw_order"`
	RNG       string      `json:"rng"`
	Rig       *engine.Rig `json:"rig,omitempty"`
}

// Snapshot returns the omniscient form of s.
func (s *State) Snapshot() Snapshot {
	rng, _ := s.rng.MarshalBinary()
	v := s.publicView(engine.Spectator)
	snap := Snapshot{View: v, Seed: s.seed, DrawOrder: s.ids(s.draw), RNG: hex.EncodeToString(rng)}
	if !s.rig.Empty() {
		snap.Rig = s.rig
	}
	return snap
}

// MarshalJSON writes the Snapshot.
func (s *State) MarshalJSON() ([]byte, error) { return json.Marshal(s.Snapshot()) }

// Opening returns the events of the set-up, before any move: the
// compensation, the fertility set-up and the first round's reveal. Tables
// put them at the head of the log.
func (s *State) Opening() []engine.Event {
	if s.round != 0 || s.phase != phaseDraft || s.picked != 0 {
		return nil
	}
	return append([]engine.Event(nil), s.opening...)
}
