package everdellgame_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/game/gametest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellgame"
)

// options play the default rules at every table size.
var options = gametest.Options{
	Games:   8,
	Secrets: secrets,
	Twin:    twin,
	Perft:   gametest.Perft{File: "testdata/perft.json", Depth: 4, Nodes: 20000},
}

func TestConformance(t *testing.T) { gametest.Run(t, everdellgame.New(), options) }

func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, everdellgame.New(), options) }

// secrets are what a view must never hold: the other seats' hands, the
// deck and the discard pile.
func secrets(st engine.State, viewer engine.Seat) []gametest.Secret {
	s := st.(*everdell.State)
	var out []gametest.Secret
	for i := range s.Seats() {
		if engine.Seat(i) != viewer {
			out = append(out, gametest.Secret{What: fmt.Sprintf("seat %d's hand", i), Path: fmt.Sprintf("players.%d.hand", i)})
		}
	}
	out = append(out, gametest.Secret{What: "the deck", Path: "deck"}, gametest.Secret{What: "the discard pile", Path: "discard"})
	return out
}

func twin(st engine.State, viewer engine.Seat, rng *rand.Rand) (engine.State, error) {
	return st.(*everdell.State).Twin(viewer, rng), nil
}
