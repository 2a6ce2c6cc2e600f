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
// Before dealing, seat i of every simulated Nobles year was House i with
// its Virtue, so "the first seat's advantage" measured Ashgrove's Royal
// Favour as much as the first turn (in one steward-against-steward run
// seat 1 won 34.4% of its years as Ashgrove and 58.1% as Merrow). A
// game.Dealer now deals every game's seats from the game's seed: the same
// roles as a default table, in an order drawn at random, so each role
// sits at each seat equally often in the long run and the seat figures
// and the role figures (Report.ByRole) are measured apart. The bots
// rotate by game index, the roles at random, so that no bot keeps one
// role.

// dealStream separates the dealing generator from the bots' (which the
// same seed drives on another stream).
const dealStream = 0xdea1_5ea7

// deal returns the seats' set-ups and roles for the game seeded with
// seed: dealt by the game if it is a game.Dealer (in its default order
// when cfg.Undealt), else empty set-ups and no roles. The dealing
// generator is rng over pcg, reseeded.
func (cfg *Config) deal(seed uint64, n int, pcg *rand.PCG, rng *rand.Rand) ([]game.Seat, []string, error) {
	d, ok := cfg.Game.(game.Dealer)
	if !ok {
		return make([]game.Seat, n), nil, nil
	}
	if cfg.Undealt {
		rng = nil
	} else {
		pcg.Seed(seed, dealStream)
	}
	seats, roles := d.Deal(cfg.Rules, n, rng)
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

// roleOrder is the roles of a default table, the order reports list
// roles in (others follow in order of first appearance).
func (cfg *Config) roleOrder(n int) []string {
	if d, ok := cfg.Game.(game.Dealer); ok {
		_, roles := d.Deal(cfg.Rules, n, nil)
		return roles
	}
	return nil
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
