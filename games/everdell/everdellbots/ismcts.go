package everdellbots

import (
	"fmt"
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
	"evergreen/games/everdell"
)

// ISMCTS returns a search bot: it samples positions from its seat's View
// (everdell.DeterminizeKnowing: the others' hands and the deck dealt from
// the cards it has not seen, the cards it knows of kept in their holders'
// hands), keeps the gatherer's move unless another does clearly better,
// and plays samples out at random. iterations bounds each decision, and
// so do 300 simulated moves an iteration: the long playouts of the first
// seasons would otherwise take a decision past 100 ms of CPU (measured in
// docs/BOTS.md).
func ISMCTS(rs *everdell.Ruleset, name string, iterations int) *ismcts.Bot {
	return ismcts.New(ismcts.Config{
		Name:       name,
		Game:       searchable{rs: rs},
		Iterations: iterations,
		Moves:      iterations * 300,
		Prior:      &Gatherer{rs: rs},
		Confidence: 1,
		Expand:     50,
	})
}

// Lookahead returns a search bot that plays each sample only horizon
// moves ahead (at random, every seat) and there values every seat by the
// evaluator (eval.go: points as they stand plus what the city, supply,
// hand, open events and remaining workers are likely still to bring),
// rather than to the end: a short playout's value varies far less than a
// whole game's, so the same iterations tell moves apart far better, and
// cost less. It takes the move of best mean (keeping the gatherer's
// unless another did better scored 3 points a game less) and is flat
// below the root.
func Lookahead(rs *everdell.Ruleset, name string, iterations, horizon int) *ismcts.Bot {
	return ismcts.New(lookConfig(rs, name, iterations, horizon))
}

// lookOptions are the lookahead's variants kept off the levels until
// measured better (docs/BOTS.md): playouts that follow the gatherer's
// judgement (playPolicy) one move in 1-explore, for the searching seat
// (self) and for the others (others), and the share of a lone player's
// reward that counts its own points (soloOwn, 0 for the evaluator's).
type lookOptions struct {
	explore      float64
	self, others bool
	soloOwn      float64
	// horizon and iterations, when set, replace the expert's 16 and 500.
	horizon, iterations int
}

func lookVariant(rs *everdell.Ruleset, name string, o lookOptions) *ismcts.Bot {
	if o.horizon == 0 {
		o.horizon = 16
	}
	if o.iterations == 0 {
		o.iterations = 500
	}
	cfg := lookConfig(rs, name, o.iterations, o.horizon)
	e := newEvaluator(rs)
	if o.soloOwn > 0 {
		e.soloOwn = o.soloOwn
	}
	cfg.Evaluate = e.reward
	p := newPlayPolicy(rs, o.explore)
	random := func(_ engine.State, _ engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
		return legal[rng.IntN(len(legal))]
	}
	if o.self || o.others {
		cfg.Rollout, cfg.Model = random, random
	}
	if o.self {
		cfg.Rollout = p.choose
	}
	if o.others {
		cfg.Model = p.choose
	}
	return ismcts.New(cfg)
}

func lookConfig(rs *everdell.Ruleset, name string, iterations, horizon int) ismcts.Config {
	return ismcts.Config{
		Name:         name,
		Game:         searchable{rs: rs},
		Iterations:   iterations,
		Moves:        iterations * (horizon + 1),
		RolloutLimit: horizon,
		Evaluate:     newEvaluator(rs).reward,
		Expand:       1 << 30,
	}
}

type searchable struct{ rs *everdell.Ruleset }

func (g searchable) Sampler(view any, seen []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*everdell.View)
	if !ok {
		return nil, fmt.Errorf("everdellbots: view is %T, not *everdell.View", view)
	}
	// The seat's history tells it which cards it gave (Teacher, Post
	// Office) and so which cards sit in a receiver's hand.
	return sampler{rs: g.rs, v: v, k: everdell.Remember(g.rs, v.Seat, len(v.Players), seen)}, nil
}

type sampler struct {
	rs *everdell.Ruleset
	v  *everdell.View
	k  *everdell.Knowledge
}

func (s sampler) Sample(rng *rand.Rand) engine.State {
	st, err := everdell.DeterminizeKnowing(s.rs, s.v, s.k, rng)
	if err != nil {
		// A view from this rule set always rebuilds; a failure is a bug
		// the search cannot work around.
		panic(err)
	}
	return st
}
