package evergreenbots

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Gardener is a heuristic player. It rebuilds a state from its view (the
// only hidden part, the draw pile's order, is shuffled at random) and
// judges each legal move by playing the rest of its own turn greedily
// and valuing the planet that results: points already scored, the sun
// the planet would catch from every side still to come, its largest
// forest, the fertility its big trees would score at the end, the growth
// still to come from sprouts and small trees, and the strength of its
// power tracks. Other seats' picks are simulated with a simple rule.
type Gardener struct {
	rs  *evergreen.Ruleset
	buf []engine.Move
}

// NewGardener returns a gardener for rule set rs.
func NewGardener(rs *evergreen.Ruleset) *Gardener { return &Gardener{rs: rs} }

// Name is "gardener".
func (g *Gardener) Name() string { return "gardener" }

// Choose picks the legal move whose greedy continuation values best.
func (g *Gardener) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	v, ok := view.(*evergreen.View)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	d, err := evergreen.NewDeterminizer(g.rs, v)
	if err != nil {
		return legal[rng.IntN(len(legal))]
	}
	st := d.Sample(rng, nil)
	return g.best(st, int(seat), legal, rng)
}

// best returns the move of legal whose continuation values best. Moves
// valued the same are drawn among at random: always taking the first of
// them (in a draft, the card nearest the pile, which carries the leaf)
// tilted the seats' results in games between gardeners.
func (g *Gardener) best(st *evergreen.State, seat int, legal []engine.Move, rng *rand.Rand) engine.Move {
	pick := argmax{rng: rng}
	var scratch evergreen.State
	for i, m := range legal {
		st.CopyInto(&scratch)
		if err := scratch.StepQuiet(engine.Seat(seat), m); err != nil {
			continue
		}
		g.finish(&scratch, seat, st.Round(), rng)
		pick.offer(i, g.value(&scratch, seat))
	}
	return legal[pick.best]
}

// argmax keeps the index offered with the highest value, drawing at
// random among equal values (reservoir sampling: each tie seen so far is
// kept with equal chance, without storing them).
type argmax struct {
	rng  *rand.Rand
	v    float64
	best int
	ties int
}

// tieEpsilon is how close two values are to count as the same: values
// are sums of fractions, so equal plans can differ in the last bits.
const tieEpsilon = 1e-9

func (a *argmax) offer(i int, v float64) {
	switch {
	case a.ties == 0 || v > a.v+tieEpsilon:
		a.v, a.best, a.ties = v, i, 1
	case v >= a.v-tieEpsilon:
		a.ties++
		if a.rng.IntN(a.ties) == 0 {
			a.best = i
		}
	}
}

// finish plays on from st until seat has nothing more to do this round:
// other seats' picks by a simple rule, seat's own decisions greedily.
func (g *Gardener) finish(st *evergreen.State, seat, round int, rng *rand.Rand) {
	for range 64 {
		if st.Ended() || st.Round() != round {
			return
		}
		kind := st.DecisionKind(seat)
		if kind != "" && kind != evergreen.DecideDraft {
			g.buf = st.Legal(engine.Seat(seat), g.buf[:0])
			m := g.buf[0]
			if len(g.buf) > 1 {
				m = g.greedy(st, seat)
			}
			if st.StepQuiet(engine.Seat(seat), m) != nil {
				return
			}
			continue
		}
		d := int(st.Decider())
		if d < 0 || st.DecisionKind(d) != evergreen.DecideDraft || d == seat {
			return // the draft is over and seat's turn is done
		}
		g.buf = st.Legal(engine.Seat(d), g.buf[:0])
		if st.StepQuiet(engine.Seat(d), g.buf[rng.IntN(len(g.buf))]) != nil {
			return
		}
	}
}

// greedy picks seat's move by the value right after it, looking one
// level further for choices that place nothing themselves.
func (g *Gardener) greedy(st *evergreen.State, seat int) engine.Move {
	legal := append([]engine.Move(nil), g.buf...)
	kind := st.DecisionKind(seat)
	bestV, best := -1e18, 0
	var scratch evergreen.State
	for i, m := range legal {
		st.CopyInto(&scratch)
		if scratch.StepQuiet(engine.Seat(seat), m) != nil {
			continue
		}
		if kind == evergreen.DecideOrder || kind == evergreen.DecideAction || kind == evergreen.DecideBiome {
			g.buf = scratch.Legal(engine.Seat(seat), g.buf[:0])
			if len(g.buf) > 0 && scratch.DecisionKind(seat) != evergreen.DecideDraft {
				g.greedyStep(&scratch, seat)
			}
		}
		if v := g.value(&scratch, seat); v > bestV {
			bestV, best = v, i
		}
	}
	return legal[best]
}

// greedyStep plays the one move of seat (from g.buf) valued best right
// after it.
func (g *Gardener) greedyStep(st *evergreen.State, seat int) {
	bestV, best := -1e18, -1
	var scratch evergreen.State
	for i, m := range g.buf {
		st.CopyInto(&scratch)
		if scratch.StepQuiet(engine.Seat(seat), m) != nil {
			continue
		}
		if v := g.value(&scratch, seat); v > bestV {
			bestV, best = v, i
		}
	}
	if best >= 0 {
		st.StepQuiet(engine.Seat(seat), g.buf[best])
	}
}

// value is seat's points plus what its planet promises.
func (g *Gardener) value(st *evergreen.State, seat int) float64 {
	p := st.Player(seat)
	if st.Ended() {
		return float64(p.Score)
	}
	var e evaluator
	e.load(g.rs, st)
	return float64(p.Score) + e.planet(&p.Planet) + e.tracks(&p)
}

// evaluator values planets for one moment of a game.
type evaluator struct {
	rs     *evergreen.Ruleset
	fert   [16]float64
	season int
	later  float64 // seasons of growth still to come after this one
	left   float64 // share of the game's rounds still to play
}

func (e *evaluator) load(rs *evergreen.Ruleset, st *evergreen.State) {
	e.rs, e.season = rs, st.Season()
	for b := range rs.Biomes {
		e.fert[b] = float64(st.Fertility(b))
	}
	e.later = float64(len(rs.Seasons) - 1 - e.season)
	e.left = float64(rs.Rounds()-st.Round()) / float64(rs.Rounds())
}

// planet is what a planet promises: the sun it would catch from every
// side still to come (later seasons count less, as the planet will have
// changed), its largest forest each season, the fertility its big trees
// would score, and growth still to come.
func (e *evaluator) planet(planet *[evergreen.MaxCells]evergreen.Piece) float64 {
	rs := e.rs
	v := 0.0
	forest := float64(rs.ForestSize(planet) * rs.Sun.ForestPoints)
	w := 1.0
	for k := e.season; k < len(rs.Seasons); k++ {
		v += w * (float64(rs.SunPoints(planet, rs.SunSide(k))) + forest)
		w *= 0.75
	}
	cells := rs.Width() * rs.Height()
	for c := range cells {
		switch planet[c] {
		case evergreen.Sprout:
			v += 0.35 + 0.3*e.later + 0.15*e.fert[max(0, rs.BiomeIndex(c))]
		case evergreen.SmallTree:
			v += 0.3*e.later + 0.4*e.fert[max(0, rs.BiomeIndex(c))]
		case evergreen.BigTree:
			v += e.fert[max(0, rs.BiomeIndex(c))]
		}
	}
	return v
}

// tracks values the power tracks by what their next use would give.
func (e *evaluator) tracks(p *evergreen.Player) float64 {
	v := 0.0
	for k, pos := range p.Track {
		tr := e.rs.Track(k)
		v += 0.3 * e.left * float64(tr[min(int(pos)+1, len(tr)-1)])
	}
	return v
}
