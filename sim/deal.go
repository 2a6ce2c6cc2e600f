package sim

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"evergreen/game"
)

// Dealing what seats play as.
//
// A table leaves a seat's House and Virtue open unless its host fixes
// them, and settles them by Rules.Seats: a House at random among every
// House the rule set offers, with its own Virtue. The simulator deals
// every game of a game.Dealer the same way, by the same Rules.Seats,
// from a generator seeded by the game's seed, so the figures per role
// (Report.ByRole) are those players meet: a two-House year is any two of
// the rule set's Houses, not always its first two. Seat i of every game
// once played the same House, so "the first seat's advantage" measured
// Ashgrove's Royal Favour as much as the first turn; dealt at random,
// each role sits at each seat equally often in the long run, and seats
// and roles are measured apart. The bots rotate by game index, the roles
// at random, so that no bot keeps one role.

// dealStream separates the dealing generator from the bots' (which the
// same seed drives on another stream).
const dealStream = 0xdea1_5ea7

// deal returns the seats' set-ups and roles for the game seeded with
// seed: for a game.Dealer, settled by the rules as a table with every
// choice open settles them (Config.Setups fixed; its default order when
// cfg.Undealt), else empty set-ups and no roles. The dealing generator
// is rng over pcg, reseeded; roles reuses into.
func (cfg *Config) deal(seed uint64, n int, pcg *rand.PCG, rng *rand.Rand, into []game.Role) ([]game.Seat, []game.Role, error) {
	d, ok := cfg.Game.(game.Dealer)
	if !ok {
		return make([]game.Seat, n), nil, nil
	}
	var seats []game.Seat
	if cfg.Undealt {
		seats = d.Undealt(cfg.Rules, n)
	} else {
		pcg.Seed(seed, dealStream)
		asked := make([]game.Seat, n)
		copy(asked, cfg.Setups)
		var err error
		if seats, err = cfg.Rules.Seats(asked, rng); err != nil {
			return nil, nil, err
		}
	}
	roles := d.Roles(cfg.Rules, seats, into[:0])
	if len(seats) != n || len(roles) != n {
		return nil, nil, fmt.Errorf("the game dealt %d set-ups and %d roles for %d seats", len(seats), len(roles), n)
	}
	return seats, roles, nil
}

// dealt reports whether cfg deals roles at random.
func (cfg *Config) dealt() bool {
	_, ok := cfg.Game.(game.Dealer)
	return ok && !cfg.Undealt
}

// roleOrder is the roles reports list first, in order: those of an
// undealt table as large as the game allows (Nobles: every House in
// rule-set order); others follow in order of first appearance.
func (cfg *Config) roleOrder(n int) []game.Role {
	d, ok := cfg.Game.(game.Dealer)
	if !ok {
		return nil
	}
	_, hi := cfg.Game.Players()
	return d.Roles(cfg.Rules, d.Undealt(cfg.Rules, max(n, hi)), nil)
}

// partial summarises the games of an interrupted run that finished, in
// game order, or returns nil if none did.
func partial(cfg *Config, g *gather, sm *sums, elapsed time.Duration, workers int) *Report {
	if !slices.Contains(g.done, true) {
		return nil
	}
	rep := summarise(cfg, g, sm, elapsed, workers)
	rep.Partial, rep.Asked = true, cfg.Games
	return rep
}
