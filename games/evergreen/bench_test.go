package evergreen_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// BenchmarkRandomGame plays whole two-seat games in place with random
// legal moves, as a search's playouts do.
func BenchmarkRandomGame(b *testing.B) {
	rs, err := evergreen.Default()
	if err != nil {
		b.Fatal(err)
	}
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

// TestRandomGamesAllocateAlmostNothing plays whole games in place as
// BenchmarkRandomGame does and asks for less than one allocation in five
// moves: the move names a playout lists are made once (the lists of
// cellMoves and the action names), not at each move. It was 1.45 a move
// before.
func TestRandomGamesAllocateAlmostNothing(t *testing.T) {
	rs, err := evergreen.Default()
	if err != nil {
		t.Fatal(err)
	}
	start, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, 2)})
	rng := rand.New(rand.NewPCG(1, 2))
	var st evergreen.State
	var buf []engine.Move
	play := func() int {
		moves := 0
		start.CopyInto(&st)
		for !st.Ended() {
			seat := st.Decider()
			buf = st.Legal(seat, buf[:0])
			if err := st.StepQuiet(seat, buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			moves++
		}
		return moves
	}
	play() // sizes the state's memory
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	moves := 0
	for range 50 {
		moves += play()
	}
	runtime.ReadMemStats(&after)
	per := float64(after.Mallocs-before.Mallocs) / float64(moves)
	if per >= 0.2 {
		t.Errorf("a random playout allocates %.2f times a move", per)
	}
	t.Logf("%.3f allocations a move over %d moves", per, moves)
}
