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
// (an everdell.Determinizer, each sample dealt into one reused state: the
// others' hands and the deck dealt from the cards it has not seen, the
// cards it knows of kept in their holders' hands), keeps the gatherer's move unless another does clearly better,
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
// moves ahead and there values every seat by the evaluator (eval.go:
// points as they stand plus what the city, supply, hand, open events and
// remaining workers are likely still to bring, by the ExpertWeights
// set), rather than to the end:
// a short playout's value varies far less than a whole game's, so the
// same iterations tell moves apart far better, and cost less. Every seat
// of a playout plays by the gatherer's judgement read from the state
// (playPolicy), one move in three at random, so that a move is judged
// against sensible play rather than careless. It takes the move of best
// mean and is flat below the root.
func Lookahead(rs *everdell.Ruleset, name string, iterations, horizon int) *ismcts.Bot {
	return lookVariant(rs, name, lookOptions{explore: 0.3, self: true, others: true, iterations: iterations, horizon: horizon})
}

// lookOptions set up a lookahead; the expert's are Lookahead's, the
// others are variants kept off the levels for measuring them
// (docs/BOTS.md): playouts that follow playPolicy one move in 1-explore,
// for the searching seat (self) and for the others (others), at random
// where neither; the share of a lone player's reward that counts its own
// points (soloOwn, 0 for the evaluator's); and the horizon and
// iterations (0 for 16 and 500; the expert plays 400); deny counts, for
// a lone player against Rugwort, the points an event denies him too
// (evaluator.deny); weights names the evaluator's weight set (weights/,
// "" for the expert's, ExpertWeights).
type lookOptions struct {
	explore             float64
	self, others        bool
	soloOwn             float64
	horizon, iterations int
	deny                bool
	weights             string
}

// ExpertWeights is the weight set the expert's evaluator reads: the
// learned one (weights/learned.json), which won 29 of 40 games against
// the hand-set expert (now lookahead+hand) and no fewer against Rugwort
// (docs/BOTS.md). The variants measured before it read the hand set, as
// they did then.
const ExpertWeights = "learned"

func lookVariant(rs *everdell.Ruleset, name string, o lookOptions) *ismcts.Bot {
	if o.horizon == 0 {
		o.horizon = 16
	}
	if o.iterations == 0 {
		o.iterations = 500
	}
	if o.weights == "" {
		o.weights = ExpertWeights
	}
	e := newEvaluator(rs, mustWeights(o.weights))
	if o.soloOwn > 0 {
		e.soloOwn = o.soloOwn
	}
	if o.deny {
		e.deny(rs)
	}
	cfg := ismcts.Config{
		Name:         name,
		Game:         searchable{rs: rs},
		Iterations:   o.iterations,
		Moves:        o.iterations * (o.horizon + 1),
		RolloutLimit: o.horizon,
		Evaluate:     e.reward,
		Expand:       1 << 30,
	}
	p := newPlayPolicy(rs, o.explore)
	if o.self {
		cfg.Rollout = p.choose
	}
	if o.others {
		cfg.Model = p.choose
		if !o.self {
			cfg.Rollout = randomMove
		}
	}
	return ismcts.New(cfg)
}

// randomMove is a bots.Policy that plays at random, as a search without
// a Rollout does.
func randomMove(_ engine.State, _ engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	return legal[rng.IntN(len(legal))]
}

type searchable struct{ rs *everdell.Ruleset }

func (g searchable) Sampler(view any, seen []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*everdell.View)
	if !ok {
		return nil, fmt.Errorf("everdellbots: view is %T, not *everdell.View", view)
	}
	// The seat's history tells it which cards it gave (Teacher, Post
	// Office) and so which cards sit in a receiver's hand.
	d, err := everdell.NewDeterminizer(g.rs, v, everdell.Remember(g.rs, v.Seat, len(v.Players), seen))
	if err != nil {
		return nil, err
	}
	return &sampler{d: d}, nil
}

// sampler deals each sample into the one state it keeps, so that a
// search's samples reuse their memory (a sample is valid until the next,
// as bots.Sampler allows).
type sampler struct {
	d  *everdell.Determinizer
	st everdell.State
}

func (s *sampler) Sample(rng *rand.Rand) engine.State {
	s.d.Sample(rng, &s.st)
	return &s.st
}
