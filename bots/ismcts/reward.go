package ismcts

import (
	"math"

	"evergreen/engine"
)

// DefaultReward gives each seat half its share of the victory (1, or 1/k
// for a victory shared by k) plus half its margin over the best other
// score, mapped to [0,1] so that a 10-point lead or deficit is the most
// that counts. The margin term varies smoothly with play, so it tells
// moves apart on far fewer samples than victory alone, and keeps the
// search striving when every sampled ending is already won or lost.
func DefaultReward(out engine.Outcome, r []float64) {
	const w, scale = 0.5, 10.0
	for i := range r {
		r[i] = 0
	}
	for _, s := range out.Winners {
		if int(s) < len(r) {
			r[s] = (1 - w) / float64(len(out.Winners))
		}
	}
	for i := range r {
		best := math.MinInt
		for j, sc := range out.Scores {
			if j != i && sc > best {
				best = sc
			}
		}
		margin := float64(out.Scores[i]-best) / scale
		r[i] += w * (0.5 + 0.5*max(-1, min(1, margin)))
	}
}

// SoleReward is DefaultReward with only a sole victory counted as one: a
// shared victory earns no victory share, only the margin's half (0.25 for
// a tie), for a bot whose goal counts sole victories alone.
func SoleReward(out engine.Outcome, r []float64) {
	DefaultReward(out, r)
	if len(out.Winners) > 1 {
		for _, s := range out.Winners {
			if int(s) < len(r) {
				r[s] -= 0.5 / float64(len(out.Winners))
			}
		}
	}
}
