package enginetest

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// A Deal is one random game for a property test: its table size, first
// seat, the seed of its deal, which of the rule sets under test it plays
// (an index), and Rng, the generator that picks its moves.
type Deal struct {
	Seats, First, Rules int
	Seed                uint64
	Rng                 *rand.Rand
}

// Deals is the table sizes and rule sets a game's property test deals
// over: From to To seats, Rules rule sets (one at least), Games seeded
// games (a tenth of them with -short).
type Deals struct {
	From, To, Rules, Games int
}

// Random checks play, a game's invariants over one deal, twice over: on
// deals rapid draws (every table size, rule set, first seat and seed it
// likes), and on d.Games seeded deals that go through the rule sets in
// turn, then the table sizes, first seats in turn, so that a failure
// there is found again by its number. viewEvery is play's to use (how
// often to check views): rapid's deals pass drawn, seeded ones seeded.
func (d Deals) Random(t *testing.T, drawn, seeded int, play func(t Fataler, deal Deal, viewEvery int)) {
	t.Helper()
	rules := max(d.Rules, 1)
	t.Run("drawn", func(t *testing.T) {
		rapid.Check(t, func(rt *rapid.T) {
			seats := rapid.IntRange(d.From, d.To).Draw(rt, "seats")
			deal := Deal{Seats: seats, Rules: rapid.IntRange(0, rules-1).Draw(rt, "rules"), Seed: rapid.Uint64().Draw(rt, "seed")}
			deal.First = rapid.IntRange(0, seats-1).Draw(rt, "first")
			deal.Rng = rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "pick"), 1))
			play(rt, deal, drawn)
		})
	})
	t.Run("seeded", func(t *testing.T) {
		games := d.Games
		if testing.Short() {
			games /= 10
		}
		for g := range games {
			seats := d.From + (g/rules)%(d.To-d.From+1)
			play(t, Deal{Seats: seats, First: g % seats, Rules: g % rules, Seed: uint64(g)*7919 + 1, Rng: rand.New(rand.NewPCG(uint64(g), 1))}, seeded)
		}
	})
}
