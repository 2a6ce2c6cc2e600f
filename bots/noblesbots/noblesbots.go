// Package noblesbots offers every bot that plays Nobles of Evergreen, by
// name, for a rule set: the generic ones from package bots, the
// steward heuristics and ISMCTS search wired to the game's
// determinization and the steward's playout policy.
//
//	reg := noblesbots.Registry(rs)
//	bot, err := reg.New("ismcts:hard")
package noblesbots

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/bots/steward"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Levels maps the ISMCTS level names to iterations per decision.
var levels = []struct {
	name       string
	iterations int
}{{"easy", ismcts.Easy}, {"normal", ismcts.Normal}, {"hard", ismcts.Hard}}

// Registry returns the bots for rule set rs: "random", "steward",
// "steward-lite", "ismcts:easy", "ismcts:normal" and "ismcts:hard"
// ("ismcts" is normal). Registry(nil) may be used for the names alone.
func Registry(rs *nobles.Ruleset) bots.Registry {
	r := bots.Basic()
	r["steward"] = func() bots.Bot { return steward.New(rs) }
	r["steward-lite"] = func() bots.Bot { return steward.NewLite(rs) }
	for _, l := range levels {
		r["ismcts:"+l.name] = func() bots.Bot { return ISMCTS(rs, "ismcts:"+l.name, l.iterations, 0) }
	}
	r["ismcts"] = r["ismcts:normal"]
	return r
}

// New returns the bot called name for rule set rs. Besides the registry's
// names it accepts "ismcts:N" (N iterations per decision) and
// "ismcts:DURATION" (a time budget such as 50ms; play then depends on the
// machine's speed).
func New(rs *nobles.Ruleset, name string) (bots.Bot, error) {
	if b, err := Registry(rs).New(name); err == nil {
		return b, nil
	}
	if arg, ok := strings.CutPrefix(name, "ismcts:"); ok {
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			return ISMCTS(rs, name, n, 0), nil
		}
		if d, err := time.ParseDuration(arg); err == nil && d > 0 {
			return ISMCTS(rs, name, 1<<30, d), nil
		}
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s, or ismcts:N iterations, ismcts:50ms)", name, strings.Join(Registry(nil).Names(), ", "))
}

// ISMCTS returns an ISMCTS bot for Nobles: iterations per decision, and,
// if budget is positive, a time limit as well.
func ISMCTS(rs *nobles.Ruleset, name string, iterations int, budget time.Duration) *ismcts.Bot {
	return ismcts.New(ismcts.Config{
		Name:       name,
		Game:       Game(rs),
		Iterations: iterations,
		Budget:     budget,
		Rollout:    steward.Policy(rs),
	})
}

// Game adapts Nobles of Evergreen to bots.Searchable: states are sampled
// with nobles.Determinizer from the seat's *nobles.View.
func Game(rs *nobles.Ruleset) bots.Searchable { return game{rs} }

type game struct{ rs *nobles.Ruleset }

func (g game) Sampler(view any) (bots.Sampler, error) {
	v, ok := view.(*nobles.View)
	if !ok {
		return nil, fmt.Errorf("noblesbots: view is %T, not *nobles.View", view)
	}
	d, err := nobles.NewDeterminizer(g.rs, v, nil)
	if err != nil {
		return nil, err
	}
	return &sampler{d: d}, nil
}

type sampler struct {
	d  *nobles.Determinizer
	st nobles.State
}

func (s *sampler) Sample(rng *rand.Rand) engine.State { return s.d.Sample(rng, &s.st) }
