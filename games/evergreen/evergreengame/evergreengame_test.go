package evergreengame_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreengame"
)

func defaultRules(t *testing.T) *evergreengame.Rules {
	t.Helper()
	r, err := evergreengame.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	return r.(*evergreengame.Rules)
}

func TestRulesAreCached(t *testing.T) {
	g := evergreengame.New()
	a, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := g.Document(a.Doc())
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Error("the same document compiled twice: want one shared copy")
	}
	if _, err := g.Rules([]byte(`{"seasons":[0]}`)); err == nil || !strings.Contains(err.Error(), "seasons[0]") {
		t.Errorf("a bad patch: error %v, want one naming seasons[0]", err)
	}
}

func TestSeats(t *testing.T) {
	r := defaultRules(t)
	rng := rand.New(rand.NewPCG(1, 2))
	seats, err := r.Seats([]game.Seat{
		{Name: "Ann", Setup: json.RawMessage(`{"colour":"#2F6B3A"}`)}, {}, {Setup: json.RawMessage(`{}`)},
	}, rng)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, colour string }{{"Ann", "#2f6b3a"}, {"", "#b5452b"}, {"", "#2b5fa8"}} // unnamed stays unnamed
	for i, w := range want {
		if seats[i].Name != w.name || r.Look(seats[i]).Colour != w.colour {
			t.Errorf("seat %d: %q %s, want %q %s", i, seats[i].Name, seats[i].Setup, w.name, w.colour)
		}
	}
	for _, tc := range []struct {
		setup, errHas string
	}{
		{`{"colour":"green"}`, "seats[1].setup.colour: must be a colour"},
		{`{"color":"#000000"}`, `seats[1].setup: unknown field "color"`},
		{`{"colour":"#2f6b3a"}`, "seats[1].setup.colour: #2f6b3a is seat 0's colour"},
		{`{"planet":["......."]}`, "seats[1].setup.planet: a table starts from the rules' own set-up"},
		{`[1]`, "seats[1].setup: must be an object"},
	} {
		_, err := r.Seats([]game.Seat{{Setup: json.RawMessage(`{"colour":"#2f6b3a"}`)}, {Setup: json.RawMessage(tc.setup)}}, rng)
		if err == nil || !strings.Contains(err.Error(), tc.errHas) {
			t.Errorf("set-up %s: error %v, want one containing %q", tc.setup, err, tc.errHas)
		}
	}
}

func TestStart(t *testing.T) {
	r := defaultRules(t)
	st, err := r.Start(game.Setup{Seed: 7, Seats: make([]game.Seat, 2), First: 1,
		Rig: &engine.Rig{Draws: map[string][]string{evergreen.DeckName: {"grassland-sprout"}}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*evergreen.State)
	if s.Player(0).Name != "" || s.First() != 1 || s.Leaf() != 1 {
		t.Errorf("names %q, first %d, leaf %d: want an unnamed seat, 1, 1", s.Player(0).Name, s.First(), s.Leaf())
	}
	_, err = r.Start(game.Setup{Seats: []game.Seat{{}, {Setup: json.RawMessage(`{"planet":["x"]}`)}}})
	if err == nil || !strings.HasPrefix(err.Error(), "seats[1].setup.planet") {
		t.Errorf("a bad planet: error %v, want one at seats[1].setup.planet", err)
	}
	_, err = r.Start(game.Setup{Seats: make([]game.Seat, 2), Rig: &engine.Rig{Draws: map[string][]string{"ordeal": {"x"}}}})
	if err == nil || !strings.Contains(err.Error(), "draws.ordeal") {
		t.Errorf("a rigged deck of another game: error %v, want one naming draws.ordeal", err)
	}
}

func TestCheckMove(t *testing.T) {
	r := defaultRules(t)
	for _, tc := range []struct {
		m      engine.Move
		errHas string
	}{
		{engine.WithOption("pick", 2), ""},
		{engine.WithItem("order", "power-first"), ""},
		{engine.WithItem("action", "D"), ""},
		{engine.WithItem("biome", "snow"), ""},
		{engine.WithOption("lake", 12), ""},
		{engine.M("skip"), ""},
		{engine.M("pick"), "option"},
		{engine.WithItem("order", "later"), "power-first"},
		{engine.WithItem("action", "E"), "\"A\""},
		{engine.WithItem("biome", "desert"), "grassland"},
		{engine.WithOption("skip", 1), "takes no \"option\""},
		{engine.Move{Name: "pick", Item: "x", Option: 1, HasOption: true}, "takes no \"item\""},
		{engine.M("fly"), "unknown move"},
	} {
		err := r.Moves().Check(tc.m)
		if (tc.errHas == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.errHas) {
			t.Errorf("%v: error %v, want %q", tc.m, err, tc.errHas)
		}
	}
}

// TestStrayOptionRefused: a move Legal lists without an option ("order",
// "action", "biome", "skip") is refused when it carries an option value
// anyway, as the conformance suite first found: it is not among the
// listed moves.
func TestStrayOptionRefused(t *testing.T) {
	r := defaultRules(t)
	st, err := r.Start(game.Setup{Seed: 1, Seats: make([]game.Seat, 1)})
	if err != nil {
		t.Fatal(err)
	}
	st, _, err = st.Apply(0, engine.WithOption(evergreen.MovePick, 0))
	if err != nil {
		t.Fatal(err)
	}
	bent := engine.Move{Name: evergreen.MoveOrder, Item: evergreen.ActionFirst, Option: 3}
	if _, _, err := st.Apply(0, bent); err == nil {
		t.Errorf("%+v was accepted; want it refused", bent)
	}
	if _, _, err := st.Apply(0, engine.WithItem(evergreen.MoveOrder, evergreen.ActionFirst)); err != nil {
		t.Errorf("the listed move was refused: %v", err)
	}
}
