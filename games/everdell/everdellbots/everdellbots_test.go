package everdellbots_test

import (
	"evergreen/engine/enginetest"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/bottest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
	"evergreen/games/everdell/everdellgame"
)

// TestGathererConforms: legal moves only, blind to hidden cards, the
// same seed the same game, games finished at every table size.
func TestGathererConforms(t *testing.T) {
	suite := bottest.Suite{
		Game: everdellgame.New(),
		Twin: func(_ game.Rules, st engine.State, seat engine.Seat, _ []engine.Event, rng *rand.Rand) (engine.State, error) {
			return st.(*everdell.State).Twin(seat, rng), nil
		},
	}
	bottest.Run(t, suite, func(r game.Rules) bots.Bot {
		b, err := everdellbots.Registry(r.(*everdellgame.Rules).RS).New("gatherer")
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
}

// TestGathererBeatsRandom: over 60 two-player games the gatherer wins
// most (the measured rate, over many more games, is in docs/BOTS.md).
func TestGathererBeatsRandom(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	reg := everdellbots.Registry(rs)
	wins := 0
	const games = 60
	for g := range games {
		st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: uint64(g), FirstSeat: g % 2, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
		if err != nil {
			t.Fatal(err)
		}
		players := []bots.Bot{mustBot(t, reg, "gatherer"), mustBot(t, reg, "random")}
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		var s engine.State = st
		for !s.Outcome().Ended {
			d := s.Pending()[0]
			m := players[d.Seat].Choose(d.Seat, s.View(d.Seat), d.Moves, rng)
			if s, _, err = s.Apply(d.Seat, m); err != nil {
				t.Fatal(err)
			}
		}
		if o := s.Outcome(); len(o.Winners) == 1 && o.Winners[0] == 0 {
			wins++
		}
	}
	if wins < games*3/4 {
		t.Errorf("the gatherer won %d of %d games against random", wins, games)
	}
}

func mustBot(t *testing.T, reg bots.Registry, name string) bots.Bot {
	b, err := reg.New(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLevelsConform: every level (the lookahead and the full search at
// small budgets, so that the suite stays quick) passes the conformance
// suite, and each level answers with the bot LevelBots names.
func TestLevelsConform(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	reg := everdellbots.Registry(rs)
	for level, bot := range everdellbots.LevelBots() {
		if b := mustBot(t, reg, level); b.Name() != bot {
			t.Errorf("level %s plays %s, want %s", level, b.Name(), bot)
		}
	}
	suite := bottest.Suite{
		Game: everdellgame.New(),
		Twin: func(_ game.Rules, st engine.State, seat engine.Seat, _ []engine.Event, rng *rand.Rand) (engine.State, error) {
			return st.(*everdell.State).Twin(seat, rng), nil
		},
	}
	bottest.Run(t, suite, func(r game.Rules) bots.Bot {
		return everdellbots.Lookahead(r.(*everdellgame.Rules).RS, "lookahead", 6, 4)
	})
}
