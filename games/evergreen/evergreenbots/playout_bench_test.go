package evergreenbots

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/engine"
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
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before, moves := ms.Mallocs, 0
	cpu := cpuTime()
	for b.Loop() {
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
	}
	cpu = cpuTime() - cpu
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(moves)/cpu.Seconds(), "moves/cpu-s")
	b.ReportMetric(float64(ms.Mallocs-before)/float64(max(1, moves)), "allocs/move")
}

// cpuTime is the process's CPU time so far, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
