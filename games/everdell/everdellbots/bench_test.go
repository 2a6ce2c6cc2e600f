package everdellbots_test

import (
	"evergreen/engine/enginetest"
	"evergreen/game/bottest"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
)

// BenchmarkISMCTSDecision is one ISMCTS decision from a two-player
// opening.
func BenchmarkISMCTSDecision(b *testing.B) {
	rs := enginetest.Load(b, everdell.LoadRules, "")
	st, _, _ := everdell.NewGame(rs, everdell.Setup{Seed: 1, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	bot := everdellbots.ISMCTS(rs, "ismcts", 100)
	rng := rand.New(rand.NewPCG(1, 2))
	legal := st.Legal(0, nil)
	// The machine is shared: CPU time, not wall time, is the figure.
	before := bottest.CPUTime()
	for b.Loop() {
		bot.Choose(0, st.View(engine.Seat(0)), legal, rng)
	}
	b.ReportMetric(float64((bottest.CPUTime()-before).Milliseconds())/float64(b.N), "cpu-ms/op")
}

// BenchmarkRandomPlayout is one random game from the opening, the unit
// of a search's work.
func BenchmarkRandomPlayout(b *testing.B) {
	rs, _ := everdell.Default()
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		st, _, _ := everdell.NewGame(rs, everdell.Setup{Seed: rng.Uint64(), Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
		n := 0
		for st.Decider() >= 0 {
			legal := st.Legal(st.Decider(), nil)
			if err := st.StepQuiet(st.Decider(), legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			n++
		}
		b.ReportMetric(float64(n), "moves/game")
	}
}

// BenchmarkLookaheadGame is one two-player game of the strongest level
// against itself, the figure behind its CPU time per decision.
func BenchmarkLookaheadGame(b *testing.B) {
	rs, _ := everdell.Default()
	bot := everdellbots.Lookahead(rs, "look", 500, 8)
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		st, _, _ := everdell.NewGame(rs, everdell.Setup{Seed: rng.Uint64(), Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
		var s engine.State = st
		for !s.Outcome().Ended {
			d := s.Pending()[0]
			s, _, _ = s.Apply(d.Seat, bot.Choose(d.Seat, s.View(d.Seat), d.Moves, rng))
		}
	}
}
