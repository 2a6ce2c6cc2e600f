// Package evergreenbots offers every bot that plays the planet game, by
// name, for a rule set: the generic random player, the gardener
// heuristic, and ISMCTS search wired to the game's determinization.
//
//	reg := evergreenbots.Registry(rs)
//	bot, err := reg.New("ismcts:hard")
//
// The search (package bots/ismcts, which knows no game) is given samples
// that end a round or two ahead (horizon.go): there each seat is valued
// by the gardener's reckoning of its points and its planet's promise.
// Played to the end instead, fourteen rounds of quick playouts judge a
// move by noise; to a horizon, the search can afford to let every seat
// play its turns by the rollout policy (rollout.go) and see what the
// draft, the leftover card and the placements do to each planet. The
// gardener names the default move, which the search keeps unless another
// beats it clearly.
//
// Measured on a busy 2-core machine, in CPU time (match_test.go, with
// EVERGREEN_MATCH_GAMES set): the gardener beat the random player in 40
// two-seat games of 40 and 12 four-seat games (against three random
// players) of 12, at 1 to 5 ms a decision; ismcts:hard beat the gardener
// in 31 two-seat games of 40 (12 ms a decision on average, 55 ms at
// worst) and in 8 four-seat games of 12 against three gardeners (30 ms
// on average, 91 ms at worst).
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
// simulated moves so that play is deterministic for a seed, and the
// horizon: how many rounds after the current one the search plays
// before it values the planets.
type Level struct {
	Name              string
	Iterations, Moves int
	Horizon           int
}

// Levels are the named ISMCTS levels, easiest first. Budgets count
// iterations and simulated moves, never time, so play is deterministic
// for a seed; hard is sized to decide within about 100 ms of CPU on a
// 2-core machine at a full table, and deep (the expert level), with 2.5
// times hard's budget, wins more against the gardener (docs/BOTS.md).
func Levels() []Level {
	return []Level{
		{Name: "easy", Iterations: 32, Moves: 2_000, Horizon: 0},
		{Name: "normal", Iterations: 96, Moves: 6_000, Horizon: 1},
		{Name: "hard", Iterations: 160, Moves: 12_000, Horizon: 1},
		{Name: "deep", Iterations: 400, Moves: 30_000, Horizon: 1},
	}
}

// LevelBots maps each of the levels every game offers (bots.Levels) to
// a bot of the planet game: the gardener playing a third of its moves at
// random, the gardener, and ismcts:deep (docs/BOTS.md measures each
// against the level below).
func LevelBots() map[string]string {
	return map[string]string{bots.Novice: "gardener:careless", bots.Skilled: "gardener", bots.Expert: "ismcts:deep"}
}

// Registry returns the bots for rule set rs: "random", "gardener",
// "gardener:careless", "ismcts:easy", "ismcts:normal", "ismcts:hard" and
// "ismcts:deep" ("ismcts" is normal), and the levels "novice", "skilled" and "expert"
// (LevelBots).
func Registry(rs *evergreen.Ruleset) bots.Registry {
	r := bots.Basic()
	r["gardener"] = func() bots.Bot { return NewGardener(rs) }
	r.AddCareless("gardener")
	bots.AddSearch(r, Levels(), func(l Level) string { return l.Name }, "normal", func(l Level) bots.Bot { return ISMCTS(rs, l) })
	return r.MustLevels(LevelBots())
}

// ISMCTS returns a search bot at level l. The gardener names the default
// move, which the search keeps unless another clearly beats it, and
// Rollout plays the samples out.
func ISMCTS(rs *evergreen.Ruleset, l Level) *ismcts.Bot {
	return ismcts.New(ismcts.Config{
		Name:       "ismcts:" + l.Name,
		Game:       game{rs: rs, horizon: l.Horizon},
		Iterations: l.Iterations,
		Moves:      l.Moves,
		Rollout:    Rollout(rs),
		Prior:      NewGardener(rs),
		Confidence: 1,
		Expand:     1000,
		Reward:     reward(rs),
	})
}

// Game adapts the planet game to bots.Searchable: states are sampled
// with evergreen.Determinizer from the seat's *evergreen.View, and play
// on to the end of the game, the seat itself first whenever it decides at
// the same time as others.
func Game(rs *evergreen.Ruleset) bots.Searchable { return game{rs: rs, horizon: -1} }

// game samples states; with horizon >= 0 the game ends, for the search,
// that many rounds after the current one (see horizon).
type game struct {
	rs      *evergreen.Ruleset
	horizon int
}

func (g game) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*evergreen.View)
	if !ok {
		return nil, fmt.Errorf("evergreenbots: view is %T, not *evergreen.View", view)
	}
	d, err := evergreen.NewDeterminizer(g.rs, v)
	if err != nil {
		return nil, err
	}
	s := &sampler{d: d}
	s.h = &horizon{State: &s.st, g: NewGardener(g.rs), stop: -1, root: engine.Seat(v.Viewer)}
	if g.horizon >= 0 {
		s.h.stop = v.Round + 1 + g.horizon
	}
	return s, nil
}

type sampler struct {
	d  *evergreen.Determinizer
	st evergreen.State
	h  *horizon
}

func (s *sampler) Sample(rng *rand.Rand) engine.State {
	s.d.Sample(rng, &s.st)
	return s.h
}
