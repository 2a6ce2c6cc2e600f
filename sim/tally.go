package sim

import (
	"math"
	"slices"
	"sort"
	"time"

	"evergreen/game"
)

// tally gathers one group's samples: for each figure (the share of
// victories, the score, then the game's figures) the sum and, in a second
// pass over the same samples in the same order, the sum of squared
// deviations from the mean — what meanOf computes from a list, without
// the list (at 100,000 games the lists were 100 MB a report).
type tally struct {
	name, label  string
	title        string // a role group's name for people
	wins, shared int
	share        float64
	n            int
	sum, ss      []float64 // per figure: share, score, then the metrics
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

func newTally(name string, metrics int) *tally {
	return &tally{name: name, sum: make([]float64, 2+metrics), ss: make([]float64, 2+metrics)}
}

// shareOf is a seat's share of the victory: 1/k of k winners.
func shareOf(won bool, k int) float64 {
	if won {
		return 1 / float64(k)
	}
	return 0
}

// addSquares is the second pass over a sample add counted: its squared
// deviations from the means.
func (t *tally) addSquares(won bool, k, score int, values []float64) {
	nf := float64(t.n)
	sq := func(f int, x float64) {
		d := x - t.sum[f]/nf
		t.ss[f] += d * d
	}
	sq(0, shareOf(won, k))
	sq(1, float64(score))
	for m, v := range values {
		sq(2+m, v)
	}
}

// mean is figure f's mean with its interval, as meanOf gives it for the
// samples' list.
func (t *tally) mean(f int) Mean {
	if t.n == 0 {
		return Mean{}
	}
	n := float64(t.n)
	m := t.sum[f] / n
	sd := 0.0
	if n > 1 {
		sd = math.Sqrt(t.ss[f] / (n - 1))
	}
	h := 1.959964 * sd / math.Sqrt(n)
	return Mean{Mean: m, Low: m - h, High: m + h, SD: sd}
}

// add counts a seat-game: whether the seat won, among how many winners,
// its score and its figures.
func (t *tally) add(won bool, k, score int, values []float64) {
	share := shareOf(won, k)
	if won {
		t.share += share
		if k == 1 {
			t.wins++
		} else {
			t.shared++
		}
	}
	t.n++
	t.sum[0] += share
	t.sum[1] += float64(score)
	for m, v := range values {
		t.sum[2+m] += v
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

// maxDense bounds the scores a tally counts by index.
const maxDense = 1 << 12

func (t *tally) group(stats *game.Stats, items []string) Group {
	n := t.n
	g := Group{
		Name: t.name, Title: t.title, Label: t.label, LabelKey: stats.Seat.Key, Samples: n, Wins: t.wins, Shared: t.shared,
		WinRate: Wilson(t.wins, n), Score: t.mean(1), ItemsKey: stats.Items.Key,
	}
	for m, mt := range stats.Metrics {
		g.Metrics = append(g.Metrics, Figure{Key: mt.Key, Mean: t.mean(2 + m)})
	}
	if n > 0 {
		g.WinShare = t.share / float64(n)
		// A share is a proportion (a victory shared by k counts 1/k): its
		// bounds are Wilson's, which hold at a handful of games too.
		g.ShareCI = t.mean(0)
		g.ShareCI.Low, g.ShareCI.High = wilsonBounds(g.ShareCI.Mean, n)
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
