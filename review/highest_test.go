package review_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/review"
)

// playHighest plays one game of Highest Unique between the bots named,
// returning its first state and its moves.
func playHighest(t *testing.T, seed uint64, names ...string) (review.Game, game.Rules) {
	t.Helper()
	r, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := r.Start(game.Setup{Seed: seed, Seats: make([]game.Seat, len(names))})
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bots.Bot, len(names))
	for i, n := range names {
		if players[i], err = game.NewBot(r, n); err != nil {
			t.Fatal(err)
		}
	}
	_, moves, _, err := bots.PlayOut(st, players, rand.New(rand.NewPCG(seed, 7)), 1000)
	if err != nil {
		t.Fatal(err)
	}
	return review.Game{Start: st, Moves: moves}, r
}

func judgeOf(t *testing.T, r game.Rules, name string) bots.Bot {
	t.Helper()
	b, err := game.NewBot(r, name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHighest reviews a whole game of the test game: every seat's picks
// are counted, the prizes are chance events, and the report adds up.
func TestHighest(t *testing.T) {
	g, r := playHighest(t, 3, "ismcts", "random")
	var streamed int
	rep, err := review.Run(context.Background(), g, judgeOf(t, r, "ismcts"), review.Config{Seed: 1, Progress: func(review.Progress) { streamed++ }})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Seats) != 2 {
		t.Fatalf("%d seats summed up, want 2", len(rep.Seats))
	}
	for _, s := range rep.Seats {
		if s.Decisions != 3 {
			t.Errorf("seat %d: %d decisions counted, want one a round (3)", s.Seat, s.Decisions)
		}
		t.Logf("seat %d: %+v", s.Seat, s)
	}
	if len(rep.Luck) == 0 {
		t.Errorf("no chance events found; each round's reveal and prize is one")
	}
	if streamed != len(rep.Decisions)+len(rep.Luck) {
		t.Errorf("%d progress reports, want one per decision and chance event (%d)", streamed, len(rep.Decisions)+len(rep.Luck))
	}
	for _, d := range rep.Decisions {
		t.Logf("%+v", d)
	}
	for _, l := range rep.Luck {
		t.Logf("%+v", l)
	}
	_ = engine.Seat(0)
}

// TestHighestSameBot: in games of the test game between the judge and
// itself, marks are rare, and each one clears its threshold by twice its
// standard error.
func TestHighestSameBot(t *testing.T) {
	decisions, marks := 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		g, r := playHighest(t, seed, "ismcts", "ismcts")
		rep, err := review.Run(context.Background(), g, judgeOf(t, r, "ismcts"), review.Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range rep.Decisions {
			decisions++
			if d.Mark == "" {
				continue
			}
			marks++
			if d.Loss-2*d.Error < rep.Thresholds.Inaccuracy {
				t.Errorf("seed %d, move %d: marked %s on a loss of %.3f ± %.3f", seed, d.Step, d.Mark, d.Loss, d.Error)
			}
		}
	}
	t.Logf("%d marks in %d decisions", marks, decisions)
	if marks*10 > decisions {
		t.Errorf("%d marks in %d decisions of the judge against itself; want at most one in ten", marks, decisions)
	}
}
