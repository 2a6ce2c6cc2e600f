package evergreenbots

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestArgmax(t *testing.T) {
	tests := []struct {
		name   string
		values []float64
		want   []int // the indices that may be picked
	}{
		{"one", []float64{3}, []int{0}},
		{"strictly best", []float64{1, 5, 2}, []int{1}},
		{"best last", []float64{1, 2, 9}, []int{2}},
		{"negative", []float64{-7, -3, -5}, []int{1}},
		{"ties", []float64{4, 1, 4, 4}, []int{0, 2, 3}},
		{"ties within epsilon", []float64{2, 2 + 1e-12, 1}, []int{0, 1}},
		{"tie beaten later", []float64{4, 4, 5}, []int{2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seen := map[int]int{}
			const draws = 600
			for seed := range uint64(draws) {
				a := argmax{rng: rand.New(rand.NewPCG(seed, 1))}
				for i, v := range tc.values {
					a.offer(i, v)
				}
				seen[a.best]++
			}
			for i, n := range seen {
				if !slices.Contains(tc.want, i) {
					t.Fatalf("picked index %d (%d times); want one of %v", i, n, tc.want)
				}
			}
			// Every tie is drawn, each about equally often: with 600
			// draws the chance of one share below half its due is
			// negligible for two or three ties.
			for _, i := range tc.want {
				if due := draws / len(tc.want); seen[i] < due/2 {
					t.Errorf("index %d picked %d of %d times; want about %d", i, seen[i], draws, due)
				}
			}
		})
	}
}
