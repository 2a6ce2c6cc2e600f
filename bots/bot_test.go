package bots_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/game/bottest"
	"evergreen/game/gametest/highest"
)

// TestRandomConformance runs the suite on a game of simultaneous
// decisions; Nobles runs it in games/nobles/noblesbots.
func TestRandomConformance(t *testing.T) {
	bottest.Run(t, bottest.Suite{Game: highest.New()}, func(game.Rules) bots.Bot { return bots.Random{} })
}

// TestPlayOutSeatOrder plays Highest Unique, where every seat picks at
// once each round: PlayOut asks them lowest seat first.
func TestPlayOutSeatOrder(t *testing.T) {
	r, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := r.Start(game.Setup{Seed: 3, Seats: make([]game.Seat, 3)})
	if err != nil {
		t.Fatal(err)
	}
	if got := bots.Next(st); got != 0 {
		t.Fatalf("Next = %d with every seat pending, want 0", got)
	}
	players := []bots.Bot{bots.Random{}, bots.Random{}, bots.Random{}}
	final, moves, _, err := bots.PlayOut(st, players, rand.New(rand.NewPCG(1, 2)), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if !final.Outcome().Ended || len(moves) != 9 {
		t.Fatalf("ended %v after %d moves, want 3 rounds of 3 picks", final.Outcome().Ended, len(moves))
	}
	for i, m := range moves {
		if int(m.Seat) != i%3 {
			t.Fatalf("move %d was seat %d's, want seat %d's", i, m.Seat, i%3)
		}
	}
	if got := bots.Next(final); got >= 0 {
		t.Errorf("Next = %d once the game is over", got)
	}
}
