package sim_test

import (
	"context"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
	"evergreen/sim"
)

// benchPlay plays one game of g per iteration, with random bots at n
// seats, on one goroutine, one Worker.
func benchPlay(b *testing.B, g game.Game, n int) {
	names := make([]string, n)
	for i := range names {
		names[i] = "random"
	}
	benchBots(b, g, names)
}

// benchBots plays one game of g per iteration between names, on one
// goroutine, one Worker.
func benchBots(b *testing.B, g game.Game, names []string) {
	r, err := g.Rules(nil)
	if err != nil {
		b.Fatal(err)
	}
	cfg := sim.Config{Game: g, Rules: r, Bots: names, Games: 1, Seed: 1}
	w := sim.NewWorker(&cfg) // as each of Run's goroutines plays
	var res sim.Result
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if err := w.PlayInto(i, &res); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayNobles is the simulator's fast path: a game that steps in
// place and names its one decider (bots.Stepper, bots.Decider).
func BenchmarkPlayNobles(b *testing.B) { benchPlay(b, noblesgame.New(), 4) }

// BenchmarkPlayNoblesSteward is a balance preview's game: four stewards,
// each reading a View at every decision with a choice (built over the
// seat's last one, bots.ViewReuser).
func BenchmarkPlayNoblesSteward(b *testing.B) {
	benchBots(b, noblesgame.New(), []string{"steward", "steward", "steward", "steward"})
}

// BenchmarkPlayHighest is the general path: Apply and Pending, with every
// seat deciding at once.
func BenchmarkPlayHighest(b *testing.B) { benchPlay(b, highest.New(), 4) }

// BenchmarkRunNobles is a whole run of 2,000 random 4-House years on one
// worker, report included, as `evergreen sim --workers 1` plays them.
func BenchmarkRunNobles(b *testing.B) {
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		b.Fatal(err)
	}
	cfg := sim.Config{Game: g, Rules: r, Bots: []string{"random", "random", "random", "random"}, Games: 2000, Seed: 1, Workers: 1}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sim.Run(context.Background(), cfg); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*cfg.Games), "ns/game")
}
