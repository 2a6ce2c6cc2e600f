package steward_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/steward"
)

func TestLiteChoices(t *testing.T) {
	rs := mustRules(t, "")
	b := steward.NewLite(rs)
	rng := rand.New(rand.NewPCG(1, 2))
	house := func(crowns int) nobles.HouseView {
		return nobles.HouseView{Crowns: crowns, GiveCost: 500, SaveCost: 500, MarketOpen: true}
	}
	duty := []engine.Move{engine.M(nobles.MoveSave), engine.M(nobles.MoveGive), engine.WithItem(nobles.MoveInvest, "ledger-of-wisdom"), engine.M(nobles.MoveWait)}
	cases := []struct {
		name  string
		view  nobles.View
		legal []engine.Move
		want  engine.Move
	}{
		{"reroll a 1", nobles.View{Phase: nobles.DecideReroll, Die: 1, Houses: []nobles.HouseView{house(0)}},
			[]engine.Move{engine.M(nobles.MoveReroll), engine.M(nobles.MoveKeep)}, engine.M(nobles.MoveReroll)},
		{"keep a 3", nobles.View{Phase: nobles.DecideReroll, Die: 3, Houses: []nobles.HouseView{house(0)}},
			[]engine.Move{engine.M(nobles.MoveReroll), engine.M(nobles.MoveKeep)}, engine.M(nobles.MoveKeep)},
		{"decline to convert", nobles.View{Phase: nobles.DecidePayment, Houses: []nobles.HouseView{house(100)}},
			[]engine.Move{engine.M(nobles.MoveConvert), engine.M(nobles.MoveDecline)}, engine.M(nobles.MoveDecline)},
		{"give with a reserve", nobles.View{Phase: nobles.DecideDuty, Season: "summer", TurnsPerYear: 32, Houses: []nobles.HouseView{house(1100)}},
			duty, engine.M(nobles.MoveGive)},
		{"save with a smaller reserve", nobles.View{Phase: nobles.DecideDuty, Season: "summer", TurnsPerYear: 32, Houses: []nobles.HouseView{house(900)}},
			duty, engine.M(nobles.MoveSave)},
		{"ledger early in spring", nobles.View{Phase: nobles.DecideDuty, Season: "spring", TurnsPerYear: 32, Houses: []nobles.HouseView{house(800)}},
			duty, engine.WithItem(nobles.MoveInvest, "ledger-of-wisdom")},
		{"wait when poor", nobles.View{Phase: nobles.DecideDuty, Season: "summer", TurnsPerYear: 32, Houses: []nobles.HouseView{house(800)}},
			duty, engine.M(nobles.MoveWait)},
		{"give on the last turn", nobles.View{Phase: nobles.DecideDuty, Season: "winter", TurnsPerYear: 32,
			Houses: []nobles.HouseView{{Crowns: 500, GiveCost: 500, SaveCost: 500, Turns: 31}}},
			duty, engine.M(nobles.MoveGive)},
		{"best Proving option", nobles.View{Phase: nobles.DecideProving, Season: "spring", Card: &nobles.CardRef{Deck: "proving", ID: "sealed-letter"},
			Houses: []nobles.HouseView{house(1000)}},
			[]engine.Move{engine.WithOption(nobles.MoveChoose, 0), engine.WithOption(nobles.MoveChoose, 1)}, engine.WithOption(nobles.MoveChoose, 0)},
	}
	for _, c := range cases {
		if got := b.Choose(0, &c.view, c.legal, rng); got != c.want {
			t.Errorf("%s: chose %v, want %v", c.name, got, c.want)
		}
	}
}

// TestLitePlays plays whole years with the bot at every seat and
// against the random bot, through bots.PlayOut (which checks every move
// is legal), and expects it to outscore random play on average.
func TestLitePlays(t *testing.T) {
	rs := mustRules(t, "")
	shared := mustRules(t, `{"turn_counting":"shared"}`)
	lite, random := 0, 0
	for seed := range uint64(12) {
		r := rs
		if seed%3 == 0 {
			r = shared
		}
		st, err := nobles.NewGame(r, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 2), FirstSeat: int(seed % 2)})
		if err != nil {
			t.Fatal(err)
		}
		players := []bots.Bot{steward.NewLite(r), bots.Random{}}
		end, _, _, err := bots.PlayOut(st, players, rand.New(rand.NewPCG(seed, 9)), 100000)
		if err != nil {
			t.Fatal(err)
		}
		out := end.Outcome()
		if !out.Ended {
			t.Fatalf("seed %d: the year did not end", seed)
		}
		lite += out.Scores[0]
		random += out.Scores[1]
	}
	t.Logf("steward-lite %d random %d", lite, random)
	if lite <= random {
		t.Errorf("steward-lite scored %d over 12 years, random %d", lite, random)
	}
}

func mustRules(t testing.TB, patch string) *nobles.Ruleset {
	t.Helper()
	var p []byte
	if patch != "" {
		p = []byte(patch)
	}
	rs, err := nobles.LoadRules(p)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}
