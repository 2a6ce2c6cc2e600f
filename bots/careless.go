package bots

import (
	"math/rand/v2"

	"evergreen/engine"
)

// Careless plays as Bot does, except that at a decision with a choice it
// plays a legal move at random with probability Odds: a gentler player
// made from a game's heuristic, for a level below it (its margin over
// Careless is measured, docs/BOTS.md). It draws only from the rng it is
// given, so it is as deterministic as Bot.
type Careless struct {
	Bot Bot
	// Odds of a random move, in [0,1].
	Odds float64
	// Called is what Name reports.
	Called string
}

// Name is Called.
func (c *Careless) Name() string { return c.Called }

// Choose plays at random with probability Odds, else as Bot.
func (c *Careless) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	return c.Recall(seat, view, nil, legal, rng)
}

// Recall is Choose, handing Bot the seat's history when it is a
// Recaller.
func (c *Careless) Recall(seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) engine.Move {
	if len(legal) > 1 && rng.Float64() < c.Odds {
		return legal[rng.IntN(len(legal))]
	}
	return Decide(c.Bot, seat, view, seen, legal, rng)
}
