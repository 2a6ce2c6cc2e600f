package sim

import (
	"slices"
	"sort"
	"time"

	"evergreen/game"
)

// tally gathers one group's samples.
type tally struct {
	name, label  string
	wins, shared int
	share        float64
	shares       []float64
	score        []float64
	values       [][]float64 // per metric
	// dist counts the scores: those from 0 to maxDense-1 by index (a map
	// increment per seat-game was most of a report's cost), others in
	// far.
	dist []int
	far  map[int]int
	// items and the thinking times (zeros, then the others) are a bot
	// group's, summed by the workers.
	items map[string]int
	zeros int
	times []time.Duration
}

// add counts a seat-game: whether the seat won, among how many winners,
// its score and its figures.
func (t *tally) add(won bool, k, score int, values []float64) {
	share := 0.0
	if won {
		share = 1 / float64(k)
		t.share += share
		if k == 1 {
			t.wins++
		} else {
			t.shared++
		}
	}
	t.shares = append(t.shares, share)
	t.score = append(t.score, float64(score))
	for m, v := range values {
		t.values[m] = append(t.values[m], v)
	}
	if score >= 0 && score < maxDense {
		if score >= len(t.dist) {
			t.dist = slices.Grow(t.dist, score+1-len(t.dist))[:score+1]
		}
		t.dist[score]++
		return
	}
	if t.far == nil {
		t.far = map[int]int{}
	}
	t.far[score]++
}

// seatsOf is how many seats bot b holds at each game.
func seatsOf(botAt []int, b int) int {
	n := 0
	for _, x := range botAt {
		if x == b {
			n++
		}
	}
	return n
}

// maxDense bounds the scores a tally counts by index.
const maxDense = 1 << 12

func (t *tally) group(stats *game.Stats, items []string) Group {
	n := len(t.score)
	g := Group{
		Name: t.name, Label: t.label, LabelKey: stats.Seat.Key, Samples: n, Wins: t.wins, Shared: t.shared,
		WinRate: Wilson(t.wins, n), Score: meanOf(t.score), ItemsKey: stats.Items.Key,
	}
	for m, mt := range stats.Metrics {
		g.Metrics = append(g.Metrics, Figure{Key: mt.Key, Mean: meanOf(t.values[m])})
	}
	if n > 0 {
		g.WinShare = t.share / float64(n)
		g.ShareCI = meanOf(t.shares)
		g.ShareCI.Low, g.ShareCI.High = max(0, g.ShareCI.Low), min(1, g.ShareCI.High)
	}
	for _, it := range items {
		if c := t.items[it]; c > 0 {
			g.Items = append(g.Items, ItemCount{Item: it, Count: c, PerGame: float64(c) / float64(n)})
		}
	}
	for sc, c := range t.dist {
		if c > 0 {
			g.Distribution = append(g.Distribution, Bucket{sc, c})
		}
	}
	for sc, c := range t.far {
		g.Distribution = append(g.Distribution, Bucket{sc, c})
	}
	sort.Slice(g.Distribution, func(i, j int) bool { return g.Distribution[i].Score < g.Distribution[j].Score })
	if all := t.zeros + len(t.times); all > 0 {
		// The times in order are t.zeros zeros, then the others sorted.
		slices.Sort(t.times)
		at := func(i int) time.Duration {
			if i < t.zeros {
				return 0
			}
			return t.times[i-t.zeros]
		}
		ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
		var sum time.Duration
		for _, d := range t.times {
			sum += d
		}
		g.Think = &Think{
			Decisions: all, MedianMS: ms(at(all / 2)), P99MS: ms(at(min(all-1, all*99/100))),
			MeanMS: ms(sum / time.Duration(all)), MaxMS: ms(at(all - 1)),
		}
	}
	return g
}
