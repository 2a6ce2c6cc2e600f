//go:build !linux

package noblesbots_test

import "time"

// threadCPU would be the calling thread's CPU time; only Linux reports
// it here, so BenchmarkTwoGamesAtOnce's CPU figures are 0 elsewhere.
func threadCPU() time.Duration { return 0 }
