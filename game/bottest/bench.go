package bottest

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// CPUTime is the process's CPU time so far, user and system: on a shared
// machine the figure a bot's benchmark reads, not wall time.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchPlayouts measures a search's inner loop: playout, called once per
// iteration, samples a position and plays on from it, returning how many
// moves it made. It reports moves per second of wall time and of the
// process's CPU time (run with GOMAXPROCS=1) and the allocations per
// move, the figures docs/BOTS.md and docs/PERFORMANCE.md give.
func BenchPlayouts(b *testing.B, playout func() int) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before, moves := ms.Mallocs, 0
	cpu := CPUTime()
	for b.Loop() {
		moves += playout()
	}
	cpu = CPUTime() - cpu
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(moves)/cpu.Seconds(), "moves/cpu-s")
	b.ReportMetric(float64(ms.Mallocs-before)/float64(max(1, moves)), "allocs/move")
}
