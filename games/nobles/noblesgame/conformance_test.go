package noblesgame_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/game/gametest"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesgame"
)

// options are how the conformance suite plays Nobles: the Crown's
// Guidance and the shared turn-counting reading, at every table size.
// Games are few, one per table size (a year of Nobles is hundreds of
// moves, each position checked from every seat); the fuzz target and the
// nobles package's own property tests play many more.
var options = gametest.Options{
	Rules:   [][]byte{nil, []byte(`{"turn_counting":"shared"}`)},
	Games:   7,
	Secrets: secrets,
	Twin:    twin,
	Perft:   gametest.Perft{File: "testdata/perft.json", Depth: 16, Nodes: 20000},
}

func TestConformance(t *testing.T) { gametest.Run(t, noblesgame.New(), options) }

func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, noblesgame.New(), options) }

// secrets are what a Nobles View must never hold: another House's Gems
// before the Gala, the order of the draw piles, the generator's state and
// the game's seed.
func secrets(st engine.State, viewer engine.Seat) []gametest.Secret {
	s := st.(*nobles.State)
	sn := s.Snapshot()
	var out []gametest.Secret
	if !s.Ended() {
		for seat := range sn.Houses {
			if engine.Seat(seat) != viewer {
				out = append(out, gametest.Secret{
					What: fmt.Sprintf("seat %d's Gems", seat),
					Path: fmt.Sprintf("houses.%d.gems_given", seat),
				})
			}
		}
	}
	// The next two cards of a draw pile (drawn from its end) side by
	// side, in either order, would give its order away; discards never
	// hold them, as a card is in one pile or the other. The twin catches
	// any other form of leak in views; these reach the events too.
	for _, d := range sn.Decks {
		out = append(out, gametest.PileOrder(fmt.Sprintf("the order of the %s draw pile", d.Deck), d.Draw)...)
	}
	return append(out, gametest.Generator(sn.RNG, sn.Seed)...)
}

// twin rebuilds the position from the viewer's own View, as a search bot
// does (nobles.Determinize): the other Houses' Gems sampled, the draw
// piles shuffled, a fresh generator.
func twin(st engine.State, viewer engine.Seat, rng *rand.Rand) (engine.State, error) {
	s := st.(*nobles.State)
	return nobles.Determinize(s.Rules(), s.ViewFor(viewer), rng)
}
