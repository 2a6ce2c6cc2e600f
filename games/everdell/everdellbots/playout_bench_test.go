package everdellbots_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game/bottest"
	"evergreen/games/everdell"
)

// BenchmarkSearchPlayouts is the lookahead's inner loop: a position
// rebuilt from a mid-game view (the seat's determinization, dealt into
// one reused state as the search's sampler does), then 16 random moves
// in place, as one iteration of the expert plays. It
// reports moves per second of wall time and of the process's CPU time
// (run with GOMAXPROCS=1: on a shared machine the CPU figure is the one
// to read) and the allocations per move (sampling included), the
// figures docs/BOTS.md and PERFORMANCE.md give.
func BenchmarkSearchPlayouts(b *testing.B) {
	rs, _ := everdell.Default()
	st, _, _ := everdell.NewGame(rs, everdell.Setup{Seed: 3, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	// Forty random moves in: the seasons whose playouts cost most.
	final, _, _, _ := bots.PlayOut(st, []bots.Bot{bots.Random{}, bots.Random{}}, rand.New(rand.NewPCG(3, 3)), 40)
	seat := bots.Next(final)
	view := final.View(seat).(*everdell.View)
	d, err := everdell.NewDeterminizer(rs, view, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var s everdell.State
	var legal []engine.Move
	bottest.BenchPlayouts(b, func() (moves int) {
		d.Sample(rng, &s)
		for range 16 {
			d := s.Decider()
			if d < 0 {
				break
			}
			legal = s.Legal(d, legal[:0])
			if err := s.StepQuiet(d, legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
		return moves
	})
}
