package everdellbots

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/everdell"
)

// TestLookaheadGolden: the lookahead with the hand weight set, at a
// small budget, plays the same game, move for move, as the lookahead did
// before its weights became data (the digest of the moves and the final
// scores were recorded with Lookahead(rs, "lookahead", 40, 16) on commit
// 836d283): the hand set is the evaluator it was.
func TestLookaheadGolden(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	st, opening, err := everdell.NewGame(rs, everdell.Setup{Seed: 7, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	bot := lookVariant(rs, "lookahead", lookOptions{explore: 0.3, self: true, others: true, iterations: 40, horizon: 16, weights: "hand"})
	rng := rand.New(rand.NewPCG(7, 26))
	var s engine.State = st
	var seen [2][]engine.Event
	for i := range seen {
		seen[i] = engine.RedactAll(opening, engine.Seat(i))
	}
	h := sha256.New()
	for !s.Outcome().Ended {
		d := s.Pending()[0]
		m := bots.Decide(bot, d.Seat, s.View(d.Seat), seen[d.Seat], d.Moves, rng)
		fmt.Fprintf(h, "%d %s %s %d\n", d.Seat, m.Name, m.Item, m.Option)
		var evs []engine.Event
		if s, evs, err = s.Apply(d.Seat, m); err != nil {
			t.Fatal(err)
		}
		for i := range seen {
			seen[i] = append(seen[i], engine.RedactAll(evs, engine.Seat(i))...)
		}
	}
	end := s.(*everdell.State)
	got := fmt.Sprintf("%x scores %d %d", h.Sum(nil)[:8], end.ScoreOf(0).Total, end.ScoreOf(1).Total)
	if want := goldenLookahead; got != want {
		t.Errorf("the lookahead played another game: %s, want %s", got, want)
	}
}

const goldenLookahead = "c1cda7c1c9ce2956 scores 47 49"
