package ismcts_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots/ismcts"
	"evergreen/engine"
)

// TestEvaluateAtCutOff: with Evaluate, a playout cut off after one move
// is valued by the evaluation, not scored as a draw. Valuing a nim pile
// by its size, the search from 5 takes 1 (the bigger piles are left),
// where the outcome alone makes it take 2 (leaving 3 wins).
func TestEvaluateAtCutOff(t *testing.T) {
	big := func(st engine.State, r []float64) {
		pile := float64(st.(*nim).pile)
		r[0], r[1] = pile/10, 1-pile/10
	}
	v := &nim{pile: 5}
	legal := v.Legal(0, nil)
	for _, tc := range []struct {
		name string
		cfg  ismcts.Config
		take int
	}{
		{"outcome", ismcts.Config{Game: nimGame{}, Iterations: 2000}, 2},
		{"evaluated", ismcts.Config{Game: nimGame{}, Iterations: 2000, RolloutLimit: 1, Evaluate: big}, 1},
	} {
		m := ismcts.New(tc.cfg).Choose(0, v, legal, rand.New(rand.NewPCG(1, 2)))
		if m.Option != tc.take {
			t.Errorf("%s: took %d from 5, want %d", tc.name, m.Option, tc.take)
		}
	}
}

// TestHalvingFindsWinningMoves: sequential halving at the root finds the
// winning nim moves as the full search does.
func TestHalvingFindsWinningMoves(t *testing.T) {
	bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 2000, Halving: true})
	for _, pile := range []int{2, 4, 5, 7, 8, 10} {
		v := &nim{pile: pile}
		m := bot.Choose(0, v, v.Legal(0, nil), rand.New(rand.NewPCG(1, uint64(pile))))
		if (pile-m.Option)%3 != 0 {
			t.Errorf("pile %d: took %d, leaving %d", pile, m.Option, pile-m.Option)
		}
	}
}
