package evergreengame_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/game/gametest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreengame"
)

// options are how the conformance suite plays the planet game: the
// default rules and a short variant (two seasons, the sun starting in the
// west, a longer solitary row) so that both season turns and rule-set
// numbers are exercised, at every table size.
var options = gametest.Options{
	Rules:   [][]byte{nil, []byte(`{"seasons":[2,1],"sun_start":"west","solo":{"extra_cards":2}}`)},
	Games:   12,
	Secrets: secrets,
	Twin:    twin,
	Perft:   gametest.Perft{File: "testdata/perft.json", Depth: 12, Nodes: 20000},
}

func TestConformance(t *testing.T) { gametest.Run(t, evergreengame.New(), options) }

func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, evergreengame.New(), options) }

// secrets are what a view of the planet game must never hold: everything
// else is public. The order of the draw pile (its next two cards side by
// side, in either order, would give it away), the generator's state and
// the game's seed.
func secrets(st engine.State, viewer engine.Seat) []gametest.Secret {
	s := st.(*evergreen.State)
	sn := s.Snapshot()
	out := append(gametest.PileOrder("the order of the draw pile", sn.DrawOrder), gametest.Generator(sn.RNG, sn.Seed)...)
	out = append(out, gametest.Secret{What: "the draw pile", Path: "draw_order"})
	return out
}

// twin rebuilds the position from the viewer's own View, as a search bot
// does (evergreen.Determinize): the draw pile shuffled, a fresh
// generator.
func twin(st engine.State, viewer engine.Seat, rng *rand.Rand) (engine.State, error) {
	s := st.(*evergreen.State)
	return evergreen.Determinize(s.Rules(), s.ViewFor(viewer), rng)
}
