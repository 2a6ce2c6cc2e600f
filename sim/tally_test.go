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

// TestShareIntervalHoldsAtFewGames: a share of victories has an interval
// of some width however few the games: two games won out of two do not
// say "100–100%", and the interval still holds an even share, so a short
// preview does not warn of its own luck; at many games it narrows.
func TestShareIntervalHoldsAtFewGames(t *testing.T) {
	for _, c := range []struct {
		won, games    int
		lowBelow, max float64
	}{
		{2, 2, 0.5, 1},
		{0, 3, 0, 0.6},
		{500, 1000, 0.47, 0.54},
	} {
		tl := newTally("seat", 0)
		for i := range c.games {
			tl.add(i < c.won, 1, 0, nil)
		}
		g := tl.group(&game.Stats{}, nil)
		ci := g.ShareCI
		if ci.High-ci.Low <= 0 || ci.Low > c.lowBelow || ci.High > c.max {
			t.Errorf("%d of %d won: share %.3f, interval %.3f–%.3f; want width, a low end at most %.2f and a high end at most %.2f",
				c.won, c.games, ci.Mean, ci.Low, ci.High, c.lowBelow, c.max)
		}
	}
}
