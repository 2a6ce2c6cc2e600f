package evergreenbots_test

import (
	"evergreen/engine/enginetest"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/bottest"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenbots"
	"evergreen/games/evergreen/evergreengame"
)

// TestBotsConform: every registered name builds a bot, each level the
// bot LevelBots names, and the bots (the deeper ISMCTS levels differ
// from easy only in their budgets) pass the conformance suite: only
// legal moves, views left as they were, games finished at every table
// size, the same seed giving the same game.
func TestBotsConform(t *testing.T) {
	g := evergreengame.New()
	rules, err := g.Rules([]byte(`{"seasons":[2,1,1,1]}`))
	if err != nil {
		t.Fatal(err)
	}
	rs := rules.(*evergreengame.Rules).RS
	reg := evergreenbots.Registry(rs)
	for _, name := range []string{"random", "gardener", "gardener:careless", "ismcts", "ismcts:easy", "ismcts:normal", "ismcts:hard", "ismcts:deep"} {
		if _, err := reg.New(name); err != nil {
			t.Error(err)
		}
	}
	for level, bot := range evergreenbots.LevelBots() {
		if b, err := reg.New(level); err != nil || b.Name() != bot {
			t.Errorf("level %s: got %v, %v; want %s", level, b, err, bot)
		}
	}
	for _, name := range []string{"random", "gardener", "gardener:careless", "ismcts:easy"} {
		t.Run(name, func(t *testing.T) {
			bottest.Run(t, bottest.Suite{Game: g, Rules: []game.Rules{rules}}, func(r game.Rules) bots.Bot {
				b, err := evergreenbots.Registry(r.(*evergreengame.Rules).RS).New(name)
				if err != nil {
					t.Fatal(err)
				}
				return b
			})
		})
	}
}

// TestSamplesHideTheDeck checks that samples drawn from one view differ
// in the draw pile's order: the search never inherits the real one.
func TestSamplesHideTheDeck(t *testing.T) {
	rs := enginetest.Load(t, evergreen.LoadRules, "")
	st, err := evergreen.NewGame(rs, evergreen.Setup{Seed: 4, Seats: make([]evergreen.SeatSetup, 2)})
	if err != nil {
		t.Fatal(err)
	}
	s, err := evergreenbots.Game(rs).Sampler(st.View(0), nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	a := evergreenbots.Unwrap(s.Sample(rng)).Snapshot().DrawOrder
	b := evergreenbots.Unwrap(s.Sample(rng)).Snapshot().DrawOrder
	real := st.Snapshot().DrawOrder
	if slices.Equal(a, b) || slices.Equal(a, real) {
		t.Errorf("samples repeat a draw order")
	}
	slices.Sort(a)
	slices.Sort(real)
	if !slices.Equal(a, real) {
		t.Errorf("a sample's draw pile holds other cards than the real one")
	}
}

// TestSearchAnswersItsOwnQuestion samples states for seat 1 while seat 0
// also decides (the action phase): in the samples seat 1 must move
// first, or the search would answer seat 0's question in its place.
func TestSearchAnswersItsOwnQuestion(t *testing.T) {
	rs := enginetest.Load(t, evergreen.LoadRules, "")
	st, err := evergreen.NewGame(rs, evergreen.Setup{Seed: 4, Seats: make([]evergreen.SeatSetup, 2)})
	if err != nil {
		t.Fatal(err)
	}
	var g engine.State = st
	g, _, _ = g.Apply(0, engine.WithOption(evergreen.MovePick, 0))
	g, _, _ = g.Apply(1, engine.WithOption(evergreen.MovePick, 1))
	if len(g.Pending()) != 2 {
		t.Fatalf("want both seats deciding, got %v", g.Pending())
	}
	for _, lvl := range []string{"", "easy"} {
		game := evergreenbots.Game(rs)
		if lvl != "" {
			game = evergreenbots.SearchGame(rs, lvl)
		}
		s, err := game.Sampler(g.View(1), nil)
		if err != nil {
			t.Fatal(err)
		}
		sample := s.Sample(rand.New(rand.NewPCG(1, 1)))
		if d := sample.(bots.Decider).Decider(); d != 1 {
			t.Errorf("level %q: the sample's decider is seat %d, want the searching seat 1", lvl, d)
		}
	}
}
