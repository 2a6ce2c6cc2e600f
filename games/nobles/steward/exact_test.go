package steward_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/steward"
)

// TestModelMatchesSteward plays games at every table size, each move
// the steward's or, often, a random one (so that Houses buy odd items,
// convert tokens and run short), and checks that Model picks exactly what
// New's bot picks from the seat's View at every decision.
func TestModelMatchesSteward(t *testing.T) {
	checked := 0
	for _, rs := range []*nobles.Ruleset{mustRules(t, ""), mustRules(t, `{"turn_counting":"shared"}`)} {
		bot, model := steward.New(rs), steward.Model(rs)
		for seats := 2; seats <= 8; seats++ {
			for g := range 3 {
				st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(10*seats + g), Seats: make([]nobles.SeatSetup, seats)})
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(g), uint64(seats)))
				for !st.Ended() {
					seat := st.Decider()
					legal := st.Legal(seat, nil)
					want := bot.Choose(seat, st.ViewFor(seat), legal, rng)
					if got := model(st, seat, legal, rng); got != want {
						t.Fatalf("%d seats, game %d, seat %d, %s: the model chose %v, the steward %v", seats, g, seat, st.ViewFor(seat).Phase, got, want)
					}
					checked++
					m := want
					if rng.IntN(3) == 0 {
						m = legal[rng.IntN(len(legal))]
					}
					if _, err := st.Step(seat, m, nil); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	t.Logf("%d decisions matched", checked)
}

// TestMixedPlayoutPlaysAsModels checks that MixedPlayout plays the root
// seat by Policy and every other seat by Model.
func TestMixedPlayoutPlaysAsModels(t *testing.T) {
	rs := mustRules(t, "")
	pol, model, play := steward.Policy(rs), steward.Model(rs), steward.MixedPlayout(rs, -1)
	for seats := 2; seats <= 5; seats++ {
		root := engine.Seat(seats - 2)
		a, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(seats), Seats: make([]nobles.SeatSetup, seats)})
		if err != nil {
			t.Fatal(err)
		}
		b := a.Clone()
		rng := rand.New(rand.NewPCG(1, uint64(seats)))
		for !a.Ended() {
			for range 7 {
				seat := a.Decider()
				if seat < 0 {
					break
				}
				legal := a.Legal(seat, nil)
				m := model(a, seat, legal, rng)
				if seat == root {
					m = pol(a, seat, legal, rng)
				}
				if _, err := a.Step(seat, m, nil); err != nil {
					t.Fatal(err)
				}
			}
			if n, ok := play(b, root, rng, 7); !ok || n > 7 {
				t.Fatalf("%d seats: playout made %d moves (ok %v), asked for at most 7", seats, n, ok)
			}
			if !reflect.DeepEqual(a.ViewFor(engine.Spectator), b.ViewFor(engine.Spectator)) || !reflect.DeepEqual(a.ViewFor(root), b.ViewFor(root)) {
				t.Fatalf("%d seats: the playout and the models part ways", seats)
			}
		}
		if !reflect.DeepEqual(a.Outcome(), b.Outcome()) {
			t.Fatalf("%d seats: outcomes %v and %v", seats, a.Outcome(), b.Outcome())
		}
	}
	if _, ok := play(nil, 0, nil, 10); ok {
		t.Error("a playout took a state that is not Nobles'")
	}
}
