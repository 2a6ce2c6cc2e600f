package noblesbots_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/bots"
	"evergreen/bots/bottest"
	"evergreen/bots/noblesbots"
	"evergreen/games/nobles"
)

func TestISMCTSConformance(t *testing.T) {
	// A tiny budget keeps the suite quick; the search is the same.
	bottest.Run(t, func(rs *nobles.Ruleset) bots.Bot {
		return noblesbots.ISMCTS(rs, noblesbots.Level{Name: "test", Iterations: 12, Moves: 3000})
	})
}

func TestRegistry(t *testing.T) {
	rs, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	reg := noblesbots.Registry(rs)
	want := []string{"ismcts", "ismcts:easy", "ismcts:hard", "ismcts:normal", "random", "steward", "steward-lite"}
	if got := reg.Names(); !slices.Equal(got, want) {
		t.Fatalf("names %v, want %v", got, want)
	}
	for _, name := range want {
		b, err := reg.New(name)
		if err != nil {
			t.Fatal(err)
		}
		if name != "ismcts" && b.Name() != name {
			t.Errorf("%s is called %s", name, b.Name())
		}
	}
	for _, name := range []string{"ismcts:500", "ismcts:20ms", "steward"} {
		if _, err := noblesbots.New(rs, name); err != nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
	for _, name := range []string{"ismcts:0", "ismcts:x", "nobody"} {
		if _, err := noblesbots.New(rs, name); err == nil {
			t.Errorf("New(%q) accepted", name)
		}
	}
}

// TestISMCTSBlindToHiddenState searches, at many decisions of a real
// game, once from the real position and once from a twin that differs
// only in what the seat cannot see; every statistic of the two searches
// must agree, which shows the determinization never draws on the real
// hidden state.
func TestISMCTSBlindToHiddenState(t *testing.T) {
	rs, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	bot := noblesbots.ISMCTS(rs, noblesbots.Level{Name: "test", Iterations: 120})
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: 5, Seats: make([]nobles.SeatSetup, 3)})
	if err != nil {
		t.Fatal(err)
	}
	walk := rand.New(rand.NewPCG(5, 5))
	checked := 0
	for step := 0; !st.Ended(); step++ {
		d := st.Pending()[0]
		if len(d.Moves) > 1 && step%4 == 0 {
			twin, err := nobles.Determinize(rs, st.ViewFor(d.Seat), rand.New(rand.NewPCG(uint64(step), 1)))
			if err != nil {
				t.Fatal(err)
			}
			a, sa := bot.Search(d.Seat, st.View(d.Seat), d.Moves, rand.New(rand.NewPCG(2, uint64(step))))
			b, sb := bot.Search(d.Seat, twin.View(d.Seat), d.Moves, rand.New(rand.NewPCG(2, uint64(step))))
			ja, _ := json.Marshal(sa)
			jb, _ := json.Marshal(sb)
			if a != b || string(ja) != string(jb) {
				t.Fatalf("move %d: real position %v %s, twin %v %s", step, a, ja, b, jb)
			}
			checked++
		}
		next, _, err := st.Apply(d.Seat, d.Moves[walk.IntN(len(d.Moves))])
		if err != nil {
			t.Fatal(err)
		}
		st = next.(*nobles.State)
	}
	if checked < 10 {
		t.Fatalf("only %d decisions checked", checked)
	}
}
