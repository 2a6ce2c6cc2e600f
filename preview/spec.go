package preview

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"evergreen/bots"
	"evergreen/game"
)

// Limits on what a preview may ask for.
const (
	// MaxGames bounds the games of one preview with the quick bots.
	MaxGames = 10000
	// MaxSearchGames bounds the games of a preview with a search bot at
	// the table: each of its games takes seconds, not milliseconds.
	MaxSearchGames = 40
	// DefaultGames is the number of games when a Spec gives none.
	DefaultGames = 500
)

// Offer is what a game's previews may seat. It is the game's choice (its
// pages make it), since only the game knows which of its bots are quick
// enough to play hundreds of games while a designer waits.
type Offer struct {
	// Bots lists the bots a preview may seat, quickest first; the first
	// fills every seat of a Spec that names none.
	Bots []string
	// Search lists the bots of Bots that search ahead (bots.Searching):
	// one at the table lowers the games allowed to MaxSearchGames and
	// costs SearchCost a seat.
	Search []string
	// Seats is the table size of a Spec that names no bots.
	Seats int
	// Min and Max bound the seats (the game's Players).
	Min, Max int
}

// OfferOf is an offer of bots of reg at the game's own player range,
// seats players by default, with the bots that search found out (Search).
func OfferOf(g game.Game, reg bots.Registry, seats int, offered ...string) Offer {
	lo, hi := g.Players()
	o := Offer{Bots: offered, Seats: seats, Min: lo, Max: hi}
	return o.Searching(reg)
}

// Searching returns o with Search filled from reg: the bots of o.Bots
// reg says search ahead.
func (o Offer) Searching(reg bots.Registry) Offer {
	o.Search = nil
	for _, b := range o.Bots {
		if reg.Searches(b) {
			o.Search = append(o.Search, b)
		}
	}
	return o
}

// ErrSpec is wrapped by every error Normalize returns.
var ErrSpec = errors.New("preview")

// Spec says what to preview: how many games, and the bots at the table,
// one per seat (they rotate round the seats game by game).
type Spec struct {
	Games int      `json:"games"`
	Bots  []string `json:"bots"`
	// search says, seat by seat, whether its bot searches ahead (the
	// offer's Search), as Normalize found it.
	search []bool
}

// Normalize fills in the defaults (DefaultGames games, o.Seats of o's
// first bot) and checks the limits. Errors wrap ErrSpec and name the
// field.
func (s Spec) Normalize(o Offer) (Spec, error) {
	if len(o.Bots) == 0 {
		return s, fmt.Errorf("%w: this game offers no bots for previews", ErrSpec)
	}
	if s.Games == 0 {
		s.Games = DefaultGames
	}
	if len(s.Bots) == 0 {
		s.Bots = slices.Repeat([]string{o.Bots[0]}, max(o.Seats, o.Min, 1))
	}
	s.Bots = slices.Clone(s.Bots)
	if n := len(s.Bots); n < o.Min || n > o.Max {
		return s, fmt.Errorf("%w: bots: a table seats %d to %d players, got %d bots", ErrSpec, o.Min, o.Max, n)
	}
	limit := MaxGames
	s.search = make([]bool, len(s.Bots))
	for i, b := range s.Bots {
		if !slices.Contains(o.Bots, b) {
			return s, fmt.Errorf("%w: bots[%d]: unknown bot %q (previews seat %s)", ErrSpec, i, b, strings.Join(o.Bots, ", "))
		}
		if slices.Contains(o.Search, b) {
			s.search[i] = true
			limit = MaxSearchGames
		}
	}
	if s.Games < 1 || s.Games > limit {
		why := ""
		if limit == MaxSearchGames {
			why = " with a search bot at the table"
		}
		return s, fmt.Errorf("%w: games: must be between 1 and %d%s, got %d", ErrSpec, limit, why, s.Games)
	}
	return s, nil
}

// SearchCost is what one seat of a search bot costs a game, in the
// units of Cost, against 1 for a quick bot: the games a preview may
// play with one fall by the same ratio (MaxGames / MaxSearchGames).
const SearchCost = MaxGames / MaxSearchGames

// Cost is what one game of s costs, in seat-games of a quick bot: its
// seats, each weighted by its bot (SearchCost for a search bot). A
// preview's cost is its games times this (Runner charges it to the
// client through its jobs.Pool).
func (s Spec) Cost() int64 {
	var c int64
	for i := range s.Bots {
		if i < len(s.search) && s.search[i] {
			c += SearchCost
		} else {
			c++
		}
	}
	return c
}

// Seed is the seed every preview plays from: game i of every preview
// with the same Spec starts alike, whatever the rules.
const Seed = 1

// Key names the results of previewing the rule set with code under s.
// The version prefix changes whenever what is measured changes, so stale
// results are never read back (v2: ISMCTS remembers the announced Gives
// and follows the steward's policy below the root; v3: Houses dealt at
// random, shares of victories with intervals, game length, margins and
// what fired; v4: Houses dealt from every House the rule set offers, as
// a table deals them, and warnings of seats and roles outside the Band).
func (s Spec) Key(code string) string {
	return fmt.Sprintf("v4/%s/%d/%s", code, s.Games, strings.Join(s.Bots, ","))
}
