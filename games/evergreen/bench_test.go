package evergreen_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// BenchmarkRandomGame plays whole two-seat games in place with random
// legal moves, as a search's playouts do.
func BenchmarkRandomGame(b *testing.B) {
	rs := defaultRuleset(b)
	start, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, 2)})
	rng := rand.New(rand.NewPCG(1, 2))
	var st evergreen.State
	var buf []engine.Move
	moves := 0
	for b.Loop() {
		start.CopyInto(&st)
		for !st.Ended() {
			seat := st.Decider()
			buf = st.Legal(seat, buf[:0])
			if err := st.StepQuiet(seat, buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
