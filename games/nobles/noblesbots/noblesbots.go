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
	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/steward"
)

// Level is an ISMCTS budget per decision.
type Level struct {
	Name string
	// Iterations at most, and moves simulated at most (0: no cap).
	Iterations, Moves int
	// Budget, if positive, is a time limit; play then depends on the
	// machine.
	Budget time.Duration
	// OpenLoop keys the tree by moves alone (ismcts.Config.OpenLoop), so
	// that chance does not split it: hard's nodes a turn or two ahead
	// then gather enough visits to be searched.
	OpenLoop bool
	// Model, if set, has the other Houses play the steward itself
	// (steward.Model) at their nodes of the tree and for their first
	// Horizon decisions of each playout (every one if Horizon is
	// negative), instead of its pared-down playout policy.
	Model   bool
	Horizon int
	// Sole, if set, rewards only sole victories (ismcts.SoleReward).
	Sole bool
	// Cut, if positive, stops every playout after Cut moves and scores
	// the position reached by the steward's evaluation (steward.Evaluate,
	// Win its weight on the chance of victory, the rest on the margin)
	// instead of playing on to the Gala.
	Cut int
	Win float64
}

// Levels are the named ISMCTS levels, easiest first. Budgets are counted
// in iterations and simulated moves, never time, so that play is
// deterministic for a seed; hard is sized to decide within 100 ms of CPU
// time at the 99th percentile, two games at once on a 2-core machine (see
// docs/BOTS.md). Each call returns a fresh slice, so
// no caller can change the levels another sees.
func Levels() []Level {
	return []Level{
		{Name: "easy", Iterations: 200, Moves: 10_000},
		{Name: "normal", Iterations: 1000, Moves: 40_000},
		{Name: "hard", Iterations: 12000, Moves: 480_000, OpenLoop: true},
	}
}

// LevelBots maps each of the levels every game offers (bots.Levels) to
// a Nobles bot: steward-lite playing a third of its moves at random,
// steward-lite, and ismcts:hard (docs/BOTS.md measures each against the
// level below).
func LevelBots() map[string]string {
	return map[string]string{bots.Novice: "steward-lite:careless", bots.Skilled: "steward-lite", bots.Expert: "ismcts:hard"}
}

// Registry returns the bots for rule set rs: "random", "steward",
// "steward-lite", "steward-lite:careless", "ismcts:easy", "ismcts:normal"
// and "ismcts:hard" ("ismcts" is normal), and the levels "novice",
// "skilled" and "expert" (LevelBots). Registry(nil) may be used for the
// names alone.
func Registry(rs *nobles.Ruleset) bots.Registry {
	r := bots.Basic()
	r["steward"] = func() bots.Bot { return steward.New(rs) }
	r["steward-lite"] = func() bots.Bot { return steward.NewLite(rs) }
	r.AddCareless("steward-lite")
	bots.AddSearch(r, Levels(), func(l Level) string { return l.Name }, "normal", func(l Level) bots.Bot { return ISMCTS(rs, l) })
	return r.MustLevels(LevelBots())
}

// names are the registry's names, for New's error.
var names = Registry(nil).Names()

// New returns the bot called name for rule set rs. Besides the registry's
// names it accepts "ismcts:N" (N iterations per decision) and
// "ismcts:DURATION" (a time budget such as 50ms; play then depends on the
// machine's speed).
func New(rs *nobles.Ruleset, name string) (bots.Bot, error) {
	if f, ok := Registry(rs)[name]; ok {
		return f(), nil
	}
	if arg, ok := strings.CutPrefix(name, "ismcts:"); ok {
		if l, ok := variant(arg); ok {
			return ISMCTS(rs, l), nil
		}
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			return ISMCTS(rs, Level{Name: arg, Iterations: n}), nil
		}
		if d, err := time.ParseDuration(arg); err == nil && d > 0 {
			return ISMCTS(rs, Level{Name: arg, Iterations: 1 << 30, Budget: d}), nil
		}
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s, or ismcts:N iterations, ismcts:50ms)", name, strings.Join(names, ", "))
}

// variant reads "hard+model", "hard+modelN" (N exact decisions per
// playout), "hard+tree" (exact at the tree's nodes only), "hard+sole",
// "hard+cutN" (playouts cut off after N moves and evaluated),
// "hard+winP" (the evaluation's weight on the chance of victory, P
// percent) and their combinations, each optionally with "@N"
// iterations (moves scaled alike; "hard@N" alone is hard at N
// iterations): hard with Level.Model, Sole or Cut set, options kept off
// the named levels for measuring them (docs/BOTS.md).
func variant(arg string) (Level, bool) {
	arg, iters, hasIters := strings.Cut(arg, "@")
	parts := strings.Split(arg, "+")
	if parts[0] != "hard" || len(parts) < 2 && !hasIters {
		return Level{}, false
	}
	l := Levels()[2]
	l.Name = arg
	for _, p := range parts[1:] {
		switch p {
		case "model":
			l.Model, l.Horizon = true, -1
		case "tree":
			l.Model = true // the tree's opponent nodes only
		case "sole":
			l.Sole = true
		default:
			if n, err := strconv.Atoi(strings.TrimPrefix(p, "cut")); strings.HasPrefix(p, "cut") && err == nil && n > 0 {
				l.Cut = n
				if l.Win == 0 {
					l.Win = 0.5
				}
				continue
			}
			if n, err := strconv.Atoi(strings.TrimPrefix(p, "win")); strings.HasPrefix(p, "win") && err == nil && n > 0 && n <= 100 {
				l.Win = float64(n) / 100
				continue
			}
			h, err := strconv.Atoi(strings.TrimPrefix(p, "model"))
			if !strings.HasPrefix(p, "model") || err != nil || h < 0 {
				return Level{}, false
			}
			l.Model, l.Horizon = true, h
		}
	}
	if hasIters {
		n, err := strconv.Atoi(iters)
		if err != nil || n <= 0 {
			return Level{}, false
		}
		l.Moves = l.Moves / l.Iterations * n
		l.Iterations = n
		l.Name += "@" + iters
	}
	return l, true
}

// ISMCTS returns an ISMCTS bot for Nobles at level l, named
// "ismcts:"+l.Name. It samples states with the game's determinization
// (and remembers the announced Gives when handed its seat's history),
// plays them out with the steward's playout policy, and keeps the
// steward's move unless another beats it clearly on the same samples.
func ISMCTS(rs *nobles.Ruleset, l Level) *ismcts.Bot {
	cfg := ismcts.Config{
		Name:       "ismcts:" + l.Name,
		Game:       Game(rs),
		Iterations: l.Iterations,
		Moves:      l.Moves,
		Budget:     l.Budget,
		Rollout:    steward.Policy(rs),
		Prior:      steward.New(rs),
		Confidence: 1,
		// A real tree: a node below the root is searched from its 4th
		// visit, the seat's own decisions by UCB1 and the other Houses'
		// by the steward's playout policy, the model of a steward
		// opponent; hard keys it open-loop, so that it is searched a
		// turn or two ahead. On 2-House games against the steward, hard
		// wins about 64% whatever the tree (flat, keyed by events, open
		// loop); docs/BOTS.md says why and what would do better.
		Expand:   4,
		Others:   true,
		OpenLoop: l.OpenLoop,
		Playout:  steward.Playout(rs),
	}
	if l.Model {
		cfg.Model = steward.Model(rs)
		cfg.SeatPlayout = steward.MixedPlayout(rs, l.Horizon)
	}
	if l.Sole {
		cfg.Reward = ismcts.SoleReward
	}
	if l.Cut > 0 {
		cfg.RolloutLimit = l.Cut
		cfg.Evaluate = steward.Evaluate(rs, l.Win)
	}
	return ismcts.New(cfg)
}

// Game adapts Nobles of Evergreen to bots.Searchable: states are sampled
// with nobles.Determinizer from the seat's *nobles.View and, when a
// history is given, the Gem counts nobles.Remember finds in it.
func Game(rs *nobles.Ruleset) bots.Searchable { return game{rs} }

type game struct{ rs *nobles.Ruleset }

func (g game) Sampler(view any, seen []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*nobles.View)
	if !ok {
		return nil, fmt.Errorf("noblesbots: view is %T, not *nobles.View", view)
	}
	// A history that does not square with the view is not used: the
	// Gems are then sampled, as for a seat that remembers nothing.
	k, _ := nobles.Remember(v, seen)
	d, err := nobles.NewDeterminizer(g.rs, v, k)
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
