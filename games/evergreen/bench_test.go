package evergreen_test

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// BenchmarkRandomGame plays whole two-seat games in place with random
// legal moves, as a search's playouts do; moves/cpu-s counts the
// process's CPU time (run with GOMAXPROCS=1).
func BenchmarkRandomGame(b *testing.B) {
	g := newRandomGames(b)
	moves := 0
	var before, after syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	for b.Loop() {
		moves += g.play(b)
	}
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	cpu := time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
	b.ReportMetric(float64(moves)/cpu.Seconds(), "moves/cpu-s")
}

// randomGames plays whole two-seat games from one opening, in place in
// one state, with random legal moves.
type randomGames struct {
	start *evergreen.State
	st    evergreen.State
	rng   *rand.Rand
	buf   []engine.Move
}

func newRandomGames(tb testing.TB) *randomGames {
	rs := defaultRuleset(tb)
	start, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, 2)})
	return &randomGames{start: start, rng: rand.New(rand.NewPCG(1, 2))}
}

// play plays one game and returns its number of moves.
func (g *randomGames) play(tb testing.TB) int {
	moves := 0
	g.start.CopyInto(&g.st)
	for !g.st.Ended() {
		seat := g.st.Decider()
		g.buf = g.st.Legal(seat, g.buf[:0])
		if err := g.st.StepQuiet(seat, g.buf[g.rng.IntN(len(g.buf))]); err != nil {
			tb.Fatal(err)
		}
		moves++
	}
	return moves
}

// TestRandomGamesAllocateAlmostNothing plays whole games in place as
// BenchmarkRandomGame does and asks for less than one allocation in five
// moves: the move names a playout lists are made once (the lists of
// cellMoves and the action names), not at each move. It was 1.45 a move
// before.
func TestRandomGamesAllocateAlmostNothing(t *testing.T) {
	g := newRandomGames(t)
	g.play(t) // sizes the state's memory
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	moves := 0
	for range 50 {
		moves += g.play(t)
	}
	runtime.ReadMemStats(&after)
	per := float64(after.Mallocs-before.Mallocs) / float64(moves)
	if per >= 0.2 {
		t.Errorf("a random playout allocates %.2f times a move", per)
	}
	t.Logf("%.3f allocations a move over %d moves", per, moves)
}
