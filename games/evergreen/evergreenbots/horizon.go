package evergreenbots

import (
	"math"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// horizon is a sampled state whose game, for the search, ends a few
// rounds ahead: from that round on it has no decider, and its outcome
// scores each seat by the gardener's valuation (points so far plus what
// the planet promises), in tenths of a point. Searching to a horizon
// spends the budget on the rounds a decision shapes most, and valuing
// the planet there is far less noisy than playing the game out.
//
// While several seats decide at once, the searching seat (root) moves
// first: simultaneous moves commute, and the search must answer the
// root's own question, not the lowest seat's.
type horizon struct {
	*evergreen.State
	g    *Gardener
	stop int // -1: play to the end of the game
	root engine.Seat
}

// Unwrap is the game underneath, whose own Outcome (in points, not
// tenths) a review reads once a sample has been played to the end.
func (h *horizon) Unwrap() engine.State { return h.State }

// Decider ends play at the horizon, and puts the root first.
func (h *horizon) Decider() engine.Seat {
	if h.stop >= 0 && h.State.Round() >= h.stop {
		return -1
	}
	if k := h.State.DecisionKind(int(h.root)); k != "" && k != evergreen.DecideDraft {
		return h.root
	}
	return h.State.Decider()
}

// Outcome is the real one, in tenths, once the game has ended, and the
// valuation at the horizon.
func (h *horizon) Outcome() engine.Outcome {
	ended := h.State.Ended()
	if !ended && (h.stop < 0 || h.State.Round() < h.stop) {
		return engine.Outcome{}
	}
	n := h.State.Seats()
	out := engine.Outcome{Ended: true, Scores: make([]int, n)}
	best := math.MinInt
	for k := range n {
		i := (h.State.First() + k) % n
		v := float64(h.State.Player(i).Score)
		if !ended {
			v = h.g.value(h.State, i)
		}
		out.Scores[i] = int(math.Round(10 * v))
		if out.Scores[i] > best {
			best = out.Scores[i]
			out.Winners = []engine.Seat{engine.Seat(i)}
		}
	}
	return out
}

// reward is ismcts.DefaultReward for scores in tenths of a point: half
// for winning, half for the margin over the best other seat, 10 points
// counting fully. A solitary player is rewarded for the share of the
// winning score reached (capped at 1.5 times it).
func reward(rs *evergreen.Ruleset) func(out engine.Outcome, r []float64) {
	return func(out engine.Outcome, r []float64) {
		if len(r) == 1 && len(out.Scores) == 1 {
			r[0] = min(1, float64(out.Scores[0])/10/float64(max(1, rs.Solo.WinAt))/1.5)
			return
		}
		for i := range r {
			r[i] = 0
		}
		for _, s := range out.Winners {
			if int(s) < len(r) {
				r[s] = 0.5 / float64(len(out.Winners))
			}
		}
		for i := range r {
			best := math.MinInt
			for j, sc := range out.Scores {
				if j != i && sc > best {
					best = sc
				}
			}
			margin := float64(out.Scores[i]-best) / 100
			r[i] += 0.5 * (0.5 + 0.5*max(-1, min(1, margin)))
		}
	}
}
