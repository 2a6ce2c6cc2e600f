package everdell

import (
	"math/rand/v2"
	"slices"

	"evergreen/engine"
)

// Twin returns a copy of s that differs only in what viewer cannot know:
// the other seats' hands and the deck are dealt afresh from the cards
// viewer has not seen, and the generator is reseeded from rng. A search
// bot samples positions this way; the conformance suite checks that the
// viewer's View cannot tell them apart.
func (s *State) Twin(viewer engine.Seat, rng *rand.Rand) *State {
	c := s.clone()
	var pool []int
	for i := range c.players {
		if i != int(viewer) {
			pool = append(pool, c.players[i].Hand...)
		}
	}
	pool = append(pool, c.deck...)
	// The discard pile is face down too.
	pool = append(pool, c.discard...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range c.players {
		if i == int(viewer) {
			continue
		}
		n := len(c.players[i].Hand)
		c.players[i].Hand, pool = slices.Clone(pool[:n]), pool[n:]
	}
	n := len(c.deck)
	c.deck, c.discard = slices.Clone(pool[:n]), slices.Clone(pool[n:])
	// A task's hidden cards (Teacher's draw) belong to the deciding seat.
	if int(viewer) != c.turn {
		for i := range c.tasks {
			t := &c.tasks[i]
			if !t.Public && len(t.Cards) > 0 {
				// Leave them: they are hidden from the viewer, and the
				// viewer's view and moves do not depend on them.
				_ = t
			}
		}
	}
	c.rng = engine.NewSource(rng.Uint64())
	c.rig = nil
	return c
}

// Snapshot is the omniscient state, for scenarios and tests.
type Snapshot struct {
	View
	Hands   [][]string `json:"hands"`
	Deck    []string   `json:"deck"`
	Discard []string   `json:"discard"`
	Seed    uint64     `json:"seed"`
}

// Snapshot returns the omniscient state.
func (s *State) Snapshot() Snapshot {
	sn := Snapshot{View: *s.ViewFor(engine.Spectator), Deck: s.ids(s.deck), Discard: s.ids(s.discard), Seed: s.seed}
	for i := range s.players {
		sn.Hands = append(sn.Hands, s.ids(s.players[i].Hand))
	}
	return sn
}
