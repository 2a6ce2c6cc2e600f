package evergreenbots

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game/bottest"
	"evergreen/games/evergreen"
)

// BenchmarkPolicyPlayout is the search's inner loop: a position sampled
// from a seat's view (the game's Determinizer, its memory reused), then
// played to the end in place by the rollout policy. It reports moves per
// second of wall time and of the process's CPU time (run with
// GOMAXPROCS=1) and allocations per move, sampling included
// (docs/BOTS.md).
func BenchmarkPolicyPlayout(b *testing.B) {
	rs, _ := evergreen.Default()
	st, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, 2)})
	view := st.View(0).(*evergreen.View)
	d, err := evergreen.NewDeterminizer(rs, view)
	if err != nil {
		b.Fatal(err)
	}
	policy := Rollout(rs)
	rng := rand.New(rand.NewPCG(1, 2))
	var s evergreen.State
	var legal []engine.Move
	bottest.BenchPlayouts(b, func() (moves int) {
		d.Sample(rng, &s)
		for {
			seat := bots.Next(&s)
			if seat < 0 {
				break
			}
			legal = s.Legal(seat, legal[:0])
			m := legal[0]
			if len(legal) > 1 {
				m = policy(&s, seat, legal, rng)
			}
			if err := s.StepQuiet(seat, m); err != nil {
				b.Fatal(err)
			}
			moves++
		}
		return moves
	})
}
