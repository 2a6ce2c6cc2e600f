package everdellbots_test

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
)

// TestSoloReading plays the gatherer (or the bot EVERDELL_SOLO_BOT
// names, with EVERDELL_SOLO_GAMES games) alone against each solitary
// opponent (Rugwort's three years, and our rival) and logs its scores and
// the opponent's (the reading in docs/BOTS.md). It checks only that every
// game ends with the opponent scoring.
func TestSoloReading(t *testing.T) {
	for _, tc := range []struct{ name, patch string }{
		{"rugwort year 1", `{}`},
		{"rugwort year 2", `{"solo": {"rugwort": {"year": 2}}}`},
		{"rugwort year 3", `{"solo": {"rugwort": {"year": 3}}}`},
		{"rival", `{"solo": {"opponent": "rival"}}`},
	} {
		t.Run(tc.name, func(t *testing.T) { soloReading(t, tc.patch) })
	}
}

func soloReading(t *testing.T, patch string) {
	rs, err := everdell.LoadRules([]byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	reg := everdellbots.Registry(rs)
	games := 40
	if testing.Short() {
		games = 8
	}
	name := "gatherer"
	if b := os.Getenv("EVERDELL_SOLO_BOT"); b != "" {
		name = b
	}
	if n, err := strconv.Atoi(os.Getenv("EVERDELL_SOLO_GAMES")); err == nil && n > 0 {
		games = n
	}
	wins, sum, rsum := 0, 0, 0
	for g := range games {
		st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: uint64(g), Seats: []everdell.SeatSetup{{Name: "a"}}})
		if err != nil {
			t.Fatal(err)
		}
		b := mustBot(t, reg, name)
		rng := rand.New(rand.NewPCG(uint64(g), 3))
		var s engine.State = st
		for !s.Outcome().Ended {
			d := s.Pending()[0]
			if s, _, err = s.Apply(d.Seat, bots.Decide(b, d.Seat, s.View(d.Seat), nil, d.Moves, rng)); err != nil {
				t.Fatal(err)
			}
		}
		o := s.Outcome()
		r := s.(*everdell.State).RivalScore()
		if r <= 0 {
			t.Fatalf("game %d: the opponent scored %d", g, r)
		}
		sum += o.Scores[0]
		rsum += r
		if len(o.Winners) == 1 {
			wins++
		}
	}
	t.Logf("%s alone: %d games, mean %.1f points, opponent mean %.1f, %d wins", name, games, float64(sum)/float64(games), float64(rsum)/float64(games), wins)
}
