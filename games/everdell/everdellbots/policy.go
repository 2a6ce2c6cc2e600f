package everdellbots

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/games/everdell"
)

// playPolicy is the gatherer's judgement read from a sampled state rather
// than from a View, for the lookahead's playouts: building a View at
// every simulated move would cost more than the moves themselves. It
// values each legal move as the gatherer does (its context from the
// seat's own supply, hand and season) and plays the best, or, one move
// in explore, a move at random, so that playouts still try what the
// gatherer would not.
type playPolicy struct {
	g       Gatherer
	explore float64
	ctx     context // reused, so a playout move allocates nothing
}

func newPlayPolicy(rs *everdell.Ruleset, explore float64) *playPolicy {
	return &playPolicy{g: Gatherer{rs: rs}, explore: explore}
}

// choose is a bots.Policy.
func (p *playPolicy) choose(s engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	if p.explore > 0 && rng.Float64() < p.explore {
		return legal[rng.IntN(len(legal))]
	}
	st, ok := s.(*everdell.State)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	p.fill(st, int(seat))
	best, bestV := legal[0], -1e9
	for _, m := range legal {
		if v := p.g.value(&p.ctx, m) + rng.Float64()*0.01; v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// fill sets the policy's context for seat in st: what the gatherer's
// context holds, with the hand alone (not the Meadow) for the cards the
// seat aims for.
func (p *playPolicy) fill(st *everdell.State, seat int) {
	rs := p.g.rs
	me := st.PlayerOf(seat)
	c := &p.ctx
	*c = context{res: me.Res, late: me.Season >= len(rs.Seasons)-1}
	for i := range min(st.Seats(), everdell.MaxSeats) {
		c.points[i] = st.PlayerOf(i).Points
	}
	for _, card := range me.Hand {
		cost := rs.Cards[card].Cost.Bag()
		for r := range everdell.NumRes {
			c.need[r] += max(0, cost[r]-c.res[r])
		}
	}
}
