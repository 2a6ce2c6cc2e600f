package noblesbots_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/bottest"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbots"
	"evergreen/games/nobles/noblesgame"
	"evergreen/games/nobles/steward"
)

// suite is the conformance suite played on Nobles under both
// turn-counting readings, with twins drawn by the game's determinization.
func suite(t *testing.T) bottest.Suite {
	t.Helper()
	g := noblesgame.New()
	perNoble, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := g.Rules([]byte(`{"turn_counting":"shared"}`))
	if err != nil {
		t.Fatal(err)
	}
	return bottest.Suite{Game: g, Rules: []game.Rules{perNoble, shared}, Twin: twin}
}

// rulesOf is the Nobles rule set of r.
func rulesOf(r game.Rules) *nobles.Ruleset { return r.(*noblesgame.Rules).RS }

// twin is a real position the seat cannot tell from st: the same View,
// but other Houses' Gems, the draw piles and the generator drawn afresh;
// with a history, the Gem counts the announced Gives reveal are kept.
func twin(r game.Rules, st engine.State, seat engine.Seat, seen []engine.Event, rng *rand.Rand) (engine.State, error) {
	s := st.(*nobles.State)
	v := s.ViewFor(seat)
	var k *nobles.Knowledge
	if seen != nil {
		var err error
		if k, err = nobles.Remember(v, seen); err != nil {
			return nil, err
		}
	}
	det, err := nobles.NewDeterminizer(rulesOf(r), v, k)
	if err != nil {
		return nil, err
	}
	other := det.Sample(rng, nil)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(other)
	if string(a) == string(b) {
		return nil, nil
	}
	return other, nil
}

func TestRandomConformance(t *testing.T) {
	bottest.Run(t, suite(t), func(game.Rules) bots.Bot { return bots.Random{} })
}

func TestStewardConformance(t *testing.T) {
	bottest.Run(t, suite(t), func(r game.Rules) bots.Bot { return steward.New(rulesOf(r)) })
}

func TestStewardLiteConformance(t *testing.T) {
	bottest.Run(t, suite(t), func(r game.Rules) bots.Bot { return steward.NewLite(rulesOf(r)) })
}

func TestISMCTSConformance(t *testing.T) {
	// A tiny budget keeps the suite quick; the search is the same.
	bottest.Run(t, suite(t), func(r game.Rules) bots.Bot {
		return noblesbots.ISMCTS(rulesOf(r), noblesbots.Level{Name: "test", Iterations: 12, Moves: 3000})
	})
}

// TestLevelsConform: each level answers with the bot LevelBots names,
// and the careless steward-lite (novice) passes the suite.
func TestLevelsConform(t *testing.T) {
	rs, err := nobles.LoadRules(nil)
	if err != nil {
		t.Fatal(err)
	}
	reg := noblesbots.Registry(rs)
	for level, bot := range noblesbots.LevelBots() {
		b, err := reg.New(level)
		if err != nil || b.Name() != bot {
			t.Errorf("level %s: got %v, %v; want %s", level, b, err, bot)
		}
	}
	bottest.Run(t, suite(t), func(r game.Rules) bots.Bot {
		b, err := noblesbots.New(rulesOf(r), bots.Novice)
		if err != nil {
			t.Fatal(err)
		}
		return b
	})
}
