package everdellgame

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
)

// Every move the rules offer is in the vocabulary (Moves); a move outside the
// vocabulary is refused saying why.
func TestCheckMove(t *testing.T) {
	g := New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rules := r.(*Rules)
	for seed := range uint64(4) {
		st, err := r.Start(game.Setup{Seed: seed, Seats: make([]game.Seat, 3)})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 300 && !st.Outcome().Ended; i++ {
			d := st.Pending()[0]
			for _, m := range d.Moves {
				if err := rules.Moves().Check(m); err != nil {
					t.Fatalf("a legal move %v refused: %v", m, err)
				}
			}
			if st, _, err = st.Apply(d.Seat, d.Moves[(i*7)%len(d.Moves)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range []struct {
		m    engine.Move
		want string
	}{
		{engine.M("fly"), "unknown move"},
		{engine.M("play"), "needs \"item\""},
		{engine.WithItem("play", "dragon"), "not a card"},
		{engine.WithItem("visit", "inn"), "needs \"option\""},
		{engine.WithOption("pass", 1), "takes no \"option\""},
		{engine.WithItem("gain", "gold"), "not a resource"},
		{engine.WithItem("judge", "twig"), "not a swap"},
		{engine.WithItem("done", "x"), "takes no \"item\""},
	} {
		if err := rules.Moves().Check(c.m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.m, err, c.want)
		}
	}
}
