// Package noblesbench plays random years of Nobles of Evergreen as fast as
// the rules engine allows, for the side-by-side measurement against the
// boardgame.io peer (evergreen bench-peer) and the speed figures in
// docs/PERFORMANCE.md. Every decision is drawn uniformly from the legal
// moves, as the peer's plain loop and boardgame.io's RandomBot draw, and
// every year is dealt afresh from its own seed, as the peer deals a game.
package noblesbench

import (
	"fmt"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// Totals sums, over every House of every year played, what the peer
// reports per House, so that the two can be compared as means.
type Totals struct {
	Years  int
	Houses int // Houses per year
	// Moves counts decisions, the peer's "moves": rolls (its Journey),
	// Proving choices, payment decisions and Duties.
	Moves       int
	Gems        int
	Tokens      int
	Crowns      int
	Surrendered int // turns surrendered
	Winners     int // winners, shared victories counted once per winner
}

// Means are Totals per House per year (Moves and Winners per year).
type Means struct {
	MovesPerYear   float64 `json:"movesPerYear"`
	Gems           float64 `json:"gems"`
	Tokens         float64 `json:"tokens"`
	Crowns         float64 `json:"crowns"`
	Surrendered    float64 `json:"surrendered"`
	WinnersPerYear float64 `json:"winnersPerYear"`
}

// Means divides the totals by the Houses and years played.
func (t Totals) Means() Means {
	if t.Years == 0 {
		return Means{}
	}
	hy := float64(t.Years * t.Houses)
	return Means{
		MovesPerYear:   float64(t.Moves) / float64(t.Years),
		Gems:           float64(t.Gems) / hy,
		Tokens:         float64(t.Tokens) / hy,
		Crowns:         float64(t.Crowns) / hy,
		Surrendered:    float64(t.Surrendered) / hy,
		WinnersPerYear: float64(t.Winners) / float64(t.Years),
	}
}

// Player plays random years at one table size in place: one state, reused
// year after year, so a year allocates nothing.
type Player struct {
	start, st *nobles.State
	rng       engine.Quick
	seed      uint64
	// Totals accumulates over every year played.
	Totals Totals
}

// NewPlayer prepares years of houses Houses under rs, seated without
// Virtues when noVirtue is set (the peer's seats have none). seed fixes
// the years' deals and the random choices.
func NewPlayer(rs *nobles.Ruleset, houses int, noVirtue bool, seed uint64) (*Player, error) {
	seats := make([]nobles.SeatSetup, houses)
	for i := range seats {
		seats[i].NoVirtue = noVirtue
	}
	start, err := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: seats})
	if err != nil {
		return nil, fmt.Errorf("noblesbench: %w", err)
	}
	return &Player{
		start: start, st: start.Clone(),
		rng:    engine.NewQuick(seed ^ 0x5eed),
		seed:   seed,
		Totals: Totals{Houses: houses},
	}, nil
}

// Year deals a new year and plays it to the Gala with uniform random
// legal moves in their compact form (PlayoutRandom: no events, no move
// names, no list), adding to Totals.
func (p *Player) Year() error {
	st := p.st
	p.seed++
	st.Redeal(p.start, p.seed)
	moves, rolls := st.PlayoutRandom(&p.rng)
	t := &p.Totals
	t.Years++
	t.Moves += moves
	// The Gala's rule, counted here because Outcome allocates: score is
	// Gems plus Vault Tokens, ties go to the most Gems, then are shared.
	best, bestGems, turns := -1, -1, 0
	for seat := range st.Seats() {
		n := st.Noble(seat)
		t.Gems += n.Gems
		t.Tokens += n.Tokens
		t.Crowns += n.Crowns
		turns += n.Turns
		if sc := n.Gems + n.Tokens; sc > best || (sc == best && n.Gems > bestGems) {
			best, bestGems = sc, n.Gems
		}
	}
	for seat := range st.Seats() {
		if n := st.Noble(seat); n.Gems+n.Tokens == best && n.Gems == bestGems {
			t.Winners++
		}
	}
	t.Surrendered += turns - rolls
	return nil
}
