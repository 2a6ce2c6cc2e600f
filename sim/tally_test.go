package sim

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"evergreen/game"
)

// TestThinkCountsZerosApart holds a bot group's thinking times, kept as
// a count of unclocked (zero) decisions beside the clocked ones, to the
// figures of every time listed and sorted, as a run reported them when
// it kept every decision's time.
func TestThinkCountsZerosApart(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		zeros, n := rng.IntN(50), rng.IntN(50)
		if zeros+n == 0 {
			continue
		}
		var clocked []time.Duration
		for range n {
			clocked = append(clocked, time.Duration(rng.IntN(5))*time.Millisecond)
		}
		all := slices.Clone(clocked)
		for range zeros {
			all = append(all, 0)
		}
		slices.Sort(all)
		var sum time.Duration
		for _, d := range all {
			sum += d
		}
		ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
		want := Think{
			Decisions: len(all), MedianMS: ms(all[len(all)/2]), P99MS: ms(all[min(len(all)-1, len(all)*99/100)]),
			MeanMS: ms(sum / time.Duration(len(all))), MaxMS: ms(all[len(all)-1]),
		}
		tl := &tally{zeros: zeros, times: clocked}
		got := tl.group(&game.Stats{}, nil).Think
		if got == nil || *got != want {
			t.Fatalf("trial %d (%d zeros, %d clocked): %+v, want %+v", trial, zeros, n, got, want)
		}
	}
}
