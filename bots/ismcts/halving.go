package ismcts

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"evergreen/bots"
	"evergreen/engine"
)

// halve is the root search with Config.Halving (sequential halving):
// the iterations are split into as many phases as it takes to halve the
// legal moves down to one; each phase plays rounds over the moves still
// in (one iteration a move, on a shared seed, as the full search does),
// then keeps the better half by mean reward. A decision with thirty
// moves then spends most of its iterations on the few that matter
// instead of a thirtieth on each. The prior's move, if any, survives the
// first phase, so that it is always weighed against the best.
func (b *Bot) halve(seat engine.Seat, sampler bots.Sampler, legal []engine.Move, prior int, rng *rand.Rand) (engine.Move, Stats) {
	s := &b.s
	k := len(legal)
	phases := bits.Len(uint(k - 1))
	sum := make([]float64, k)
	visits := make([]int, k)
	active := make([]int, k)
	for i := range active {
		active[i] = i
	}
	var pcg rand.PCG
	shared := rand.New(&pcg)
	it := 0
	for ph := range phases {
		per := max(1, (b.cfg.Iterations-it)/(phases-ph)/len(active))
		for range per {
			a, c := rng.Uint64(), rng.Uint64()
			for _, j := range active {
				pcg.Seed(a, c)
				sum[j] += s.iterate(sampler.Sample(shared), shared, legal[j])
				visits[j]++
				it++
			}
			if b.cfg.Moves > 0 && s.moves >= b.cfg.Moves {
				break
			}
		}
		if b.cfg.Moves > 0 && s.moves >= b.cfg.Moves {
			break
		}
		slices.SortStableFunc(active, func(x, y int) int {
			mx, my := sum[x]/float64(max(1, visits[x])), sum[y]/float64(max(1, visits[y]))
			switch {
			case mx > my:
				return -1
			case mx < my:
				return 1
			}
			return 0
		})
		keep := (len(active) + 1) / 2
		if ph == 0 && prior >= 0 && !slices.Contains(active[:keep], prior) {
			active[keep-1] = prior
		}
		active = active[:keep]
	}
	st := Stats{Iterations: it, Moves: s.moves, Nodes: len(s.nodes), Depth: s.depth, Visits: visits, Mean: make([]float64, k), Prior: prior}
	for j := range legal {
		if visits[j] > 0 {
			st.Mean[j] = sum[j] / float64(visits[j])
		}
	}
	best := active[0]
	for _, j := range active {
		if st.Mean[j] > st.Mean[best] {
			best = j
		}
	}
	return legal[best], st
}
