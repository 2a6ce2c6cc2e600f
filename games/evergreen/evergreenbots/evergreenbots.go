// Package evergreenbots offers every bot that plays the planet game, by
// name, for a rule set: the generic random player, the gardener
// heuristic, and ISMCTS search wired to the game's determinization.
//
//	reg := evergreenbots.Registry(rs)
//	bot, err := reg.New("ismcts:hard")
package evergreenbots

import (
	"fmt"
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Level is an ISMCTS budget per decision, counted in iterations and
// simulated moves so that play is deterministic for a seed.
type Level struct {
	Name              string
	Iterations, Moves int
}

// Levels are the named ISMCTS levels, easiest first.
func Levels() []Level {
	return []Level{
		{Name: "easy", Iterations: 16, Moves: 4_000},
		{Name: "normal", Iterations: 48, Moves: 12_000},
		{Name: "hard", Iterations: 96, Moves: 24_000},
	}
}

// Registry returns the bots for rule set rs: "random", "gardener",
// "ismcts:easy", "ismcts:normal" and "ismcts:hard" ("ismcts" is
// normal).
func Registry(rs *evergreen.Ruleset) bots.Registry {
	r := bots.Basic()
	r["gardener"] = func() bots.Bot { return NewGardener(rs) }
	for _, l := range Levels() {
		r["ismcts:"+l.Name] = func() bots.Bot { return ISMCTS(rs, l) }
	}
	r["ismcts"] = r["ismcts:normal"]
	return r
}

// ISMCTS returns a search bot at level l. The gardener names the default
// move, which the search keeps unless another clearly beats it, and
// Rollout plays the samples out.
func ISMCTS(rs *evergreen.Ruleset, l Level) *ismcts.Bot {
	return ismcts.New(ismcts.Config{
		Name:       "ismcts:" + l.Name,
		Game:       Game(rs),
		Iterations: l.Iterations,
		Moves:      l.Moves,
		Rollout:    Rollout(rs),
		Prior:      NewGardener(rs),
		Confidence: 1,
		Expand:     1000,
		Reward:     reward(rs),
	})
}

// reward is ismcts.DefaultReward for a table, and for a solitary player
// the score as a share of the winning score (capped at 1.5 times it).
func reward(rs *evergreen.Ruleset) func(out engine.Outcome, r []float64) {
	return func(out engine.Outcome, r []float64) {
		if len(r) == 1 && len(out.Scores) == 1 {
			r[0] = min(1, float64(out.Scores[0])/float64(max(1, rs.Solo.WinAt))/1.5)
			return
		}
		ismcts.DefaultReward(out, r)
	}
}

// Game adapts the planet game to bots.Searchable: states are sampled
// with evergreen.Determinizer from the seat's *evergreen.View.
func Game(rs *evergreen.Ruleset) bots.Searchable { return game{rs} }

type game struct{ rs *evergreen.Ruleset }

func (g game) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*evergreen.View)
	if !ok {
		return nil, fmt.Errorf("evergreenbots: view is %T, not *evergreen.View", view)
	}
	d, err := evergreen.NewDeterminizer(g.rs, v)
	if err != nil {
		return nil, err
	}
	return &sampler{d: d}, nil
}

type sampler struct {
	d  *evergreen.Determinizer
	st evergreen.State
}

func (s *sampler) Sample(rng *rand.Rand) engine.State { return s.d.Sample(rng, &s.st) }
