package steward_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/steward"
)

// The steward bots pass the conformance suite in games/nobles/noblesbots, which
// runs it on every Nobles bot.

// TestPolicyLegal plays whole games with the playout policy at every
// seat and checks it only ever picks a legal move.
func TestPolicyLegal(t *testing.T) {
	for _, rs := range []*nobles.Ruleset{mustRules(t, ""), mustRules(t, `{"turn_counting":"shared"}`)} {
		pol := steward.Policy(rs)
		for seats := 2; seats <= 8; seats++ {
			st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(seats), Seats: make([]nobles.SeatSetup, seats)})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, uint64(seats)))
			for !st.Ended() {
				seat := st.Decider()
				legal := st.Legal(seat, nil)
				m := pol(st, seat, legal, rng)
				if _, err := st.Step(seat, m, nil); err != nil {
					t.Fatalf("%d seats: policy chose %v: %v", seats, m, err)
				}
			}
		}
	}
}

func TestStewardChoices(t *testing.T) {
	rs := mustRules(t, "")
	b := steward.New(rs)
	rng := rand.New(rand.NewPCG(1, 2))
	house := func(crowns, tokens int) nobles.HouseView {
		return nobles.HouseView{Crowns: crowns, Tokens: tokens, GiveCost: 500, SaveCost: 500, MarketOpen: true, Items: []string{}}
	}
	two := func(h nobles.HouseView) []nobles.HouseView { return []nobles.HouseView{h, house(1000, 1)} }
	duty := []engine.Move{engine.M(nobles.MoveSave), engine.M(nobles.MoveGive), engine.M(nobles.MoveWait)}
	cases := []struct {
		name  string
		view  nobles.View
		legal []engine.Move
		want  engine.Move
	}{
		{"decline to convert", nobles.View{Seats: 2, Phase: nobles.DecidePayment, Season: "summer", Payment: &nobles.PaymentView{Amount: 300}, Houses: two(house(100, 2))},
			[]engine.Move{engine.M(nobles.MoveConvert), engine.M(nobles.MoveDecline)}, engine.M(nobles.MoveDecline)},
		{"a first token early", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "spring", Houses: two(house(900, 0))},
			duty, engine.M(nobles.MoveSave)},
		{"then Gems", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "spring", Houses: two(house(900, 1))},
			duty, engine.M(nobles.MoveGive)},
		{"the cheaper point", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "summer",
			Houses: two(nobles.HouseView{Crowns: 900, Tokens: 0, GiveCost: 400, SaveCost: 500, Items: []string{}})},
			duty, engine.M(nobles.MoveGive)},
		{"no reserve kept under the default rules", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "autumn", Houses: two(house(550, 1))},
			duty, engine.M(nobles.MoveGive)},
		{"wait when poor", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "summer", Houses: two(house(300, 1))},
			[]engine.Move{engine.M(nobles.MoveWait)}, engine.M(nobles.MoveWait)},
		{"the door early in a long year", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "spring", Houses: two(house(1600, 1))},
			append([]engine.Move{engine.WithItem(nobles.MoveInvest, "reinforced-vault-door")}, duty...), engine.WithItem(nobles.MoveInvest, "reinforced-vault-door")},
		{"no item in Winter", nobles.View{Seats: 2, Phase: nobles.DecideDuty, Season: "winter", SeasonTurns: 8, Houses: two(house(1600, 1))},
			append([]engine.Move{engine.WithItem(nobles.MoveInvest, "reinforced-vault-door")}, duty...), engine.M(nobles.MoveGive)},
	}
	for _, c := range cases {
		turns := map[string]int{"spring": 2, "summer": 10, "autumn": 18, "winter": 28}[c.view.Season]
		for i := range c.view.Houses {
			c.view.Houses[i].Turns = turns
		}
		if got := b.Choose(0, &c.view, c.legal, rng); got != c.want {
			t.Errorf("%s: chose %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPlayoutPlaysAsPolicy: the compact-move playout must make exactly
// the moves of the policy asked move by move, which is what lets search
// bots use either. It plays each year both ways from the same start and
// compares the ends, a few moves at a time so that it also stops where
// asked.
func TestPlayoutPlaysAsPolicy(t *testing.T) {
	for _, rs := range []*nobles.Ruleset{mustRules(t, ""), mustRules(t, `{"turn_counting":"shared"}`)} {
		pol, play := steward.Policy(rs), steward.Playout(rs)
		for seats := 2; seats <= 8; seats++ {
			a, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(seats), Seats: make([]nobles.SeatSetup, seats)})
			if err != nil {
				t.Fatal(err)
			}
			b := a.Clone()
			rng := rand.New(rand.NewPCG(1, uint64(seats)))
			for !a.Ended() {
				for range 7 {
					seat := a.Decider()
					if seat < 0 {
						break
					}
					legal := a.Legal(seat, nil)
					if _, err := a.Step(seat, pol(a, seat, legal, rng), nil); err != nil {
						t.Fatal(err)
					}
				}
				if n, ok := play(b, rng, 7); !ok || n > 7 {
					t.Fatalf("%d seats: playout made %d moves (ok %v), asked for at most 7", seats, n, ok)
				}
				if !reflect.DeepEqual(a.ViewFor(engine.Spectator), b.ViewFor(engine.Spectator)) || a.Outcome().Ended != b.Outcome().Ended || !reflect.DeepEqual(a.ViewFor(0), b.ViewFor(0)) || !reflect.DeepEqual(a.ViewFor(1), b.ViewFor(1)) {
					t.Fatalf("%d seats: the playout and the policy part ways", seats)
				}
			}
			if !reflect.DeepEqual(a.Outcome(), b.Outcome()) {
				t.Fatalf("%d seats: outcomes %v and %v", seats, a.Outcome(), b.Outcome())
			}
		}
	}
	if _, ok := steward.Playout(mustRules(t, ""))(nil, nil, 10); ok {
		t.Error("a playout took a state that is not Nobles'")
	}
}
