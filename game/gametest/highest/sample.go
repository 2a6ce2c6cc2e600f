package highest

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"evergreen/bots"
	"evergreen/engine"
)

// Sampler makes Rules a bots.Searchable, so that search bots (and the
// review) can play Highest Unique: a sample keeps everything the view
// shows and draws afresh what it hides, the numbers other seats have
// picked this round and the prizes to come.
func (r *Rules) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(View)
	if !ok {
		return nil, fmt.Errorf("highest: view is %T, not highest.View", view)
	}
	if len(v.Scores) != len(v.Picked) || len(v.Last) != len(v.Scores) {
		return nil, fmt.Errorf("highest: the view's scores, picks and last picks cover different seats")
	}
	return sampler{r: r, v: v}, nil
}

type sampler struct {
	r *Rules
	v View
}

// Sample draws one state the view cannot tell from the real one.
func (s sampler) Sample(rng *rand.Rand) engine.State {
	v := s.v
	st := &State{
		rules: s.r, Round: v.Round, Prize: v.Prize, Scores: slices.Clone(v.Scores),
		Picks: make([]int, len(v.Picked)), Last: slices.Clone(v.Last),
		rng: engine.NewSource(rng.Uint64()),
	}
	for seat, picked := range v.Picked {
		switch {
		case !picked:
		case seat == v.Seat:
			st.Picks[seat] = v.Mine
		default:
			st.Picks[seat] = 1 + rng.IntN(s.r.RS.Highest)
		}
	}
	return st
}
