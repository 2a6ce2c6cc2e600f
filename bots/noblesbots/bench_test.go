package noblesbots_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots/noblesbots"
	"evergreen/bots/steward"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// decisions collects real decision points with a choice from a few
// steward-played 2-House games.
func decisions(b testing.TB, rs *nobles.Ruleset, seats int) []*nobles.State {
	var out []*nobles.State
	for g := range 4 {
		st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(g), Seats: make([]nobles.SeatSetup, seats)})
		if err != nil {
			b.Fatal(err)
		}
		bot := steward.New(rs)
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		for !st.Ended() {
			d := st.Pending()[0]
			if len(d.Moves) > 1 {
				out = append(out, st)
			}
			m := bot.Choose(d.Seat, st.View(d.Seat), d.Moves, rng)
			next, _, err := st.Apply(d.Seat, m)
			if err != nil {
				b.Fatal(err)
			}
			st = next.(*nobles.State)
		}
	}
	return out
}

func BenchmarkISMCTSDecision(b *testing.B) {
	rs, _ := nobles.Default()
	points := decisions(b, rs, 2)
	bot := noblesbots.ISMCTS(rs, "x", 200, 0)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		st := points[i%len(points)]
		d := st.Pending()[0]
		bot.Choose(d.Seat, st.View(d.Seat), d.Moves, rng)
	}
}

func BenchmarkPolicyRollout(b *testing.B) {
	rs, _ := nobles.Default()
	st0, _ := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 2)})
	pol := steward.Policy(rs)
	rng := rand.New(rand.NewPCG(1, 2))
	var st nobles.State
	var legal []engine.Move
	var evs []engine.Event
	moves := 0
	for b.Loop() {
		st0.CopyInto(&st)
		for !st.Ended() {
			seat := st.Decider()
			legal = st.Legal(seat, legal[:0])
			m := legal[0]
			if len(legal) > 1 {
				m = pol(&st, seat, legal, rng)
			}
			evs, _ = st.Step(seat, m, evs[:0])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
