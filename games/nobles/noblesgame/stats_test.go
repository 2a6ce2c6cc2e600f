package noblesgame_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesgame"
)

// TestDeal: the set-ups Deal gives start a year whose Houses and Virtues
// are the roles it names; without a generator they are the default
// table's, in order; with one, the same Houses in a dealt order.
func TestDeal(t *testing.T) {
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := r.(*noblesgame.Rules).RS
	_, def := g.Deal(r, 5, nil)
	orders := map[string]bool{}
	for seed := range uint64(30) {
		var rng *rand.Rand
		if seed > 0 {
			rng = rand.New(rand.NewPCG(seed, 1))
		}
		seats, roles := g.Deal(r, 5, rng)
		st, err := r.Start(game.Setup{Seed: seed, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		for s, role := range roles {
			nb := st.(*nobles.State).Noble(s)
			if got := rs.Houses[nb.House].ID + "/" + rs.Virtues[nb.Virtue].ID; got != role {
				t.Errorf("seed %d seat %d: dealt %s, seated %s", seed, s, role, got)
			}
		}
		if seed == 0 && !slices.Equal(roles, def) {
			t.Errorf("undealt roles %v, want %v", roles, def)
		}
		sorted := slices.Sorted(slices.Values(roles))
		if !slices.Equal(sorted, slices.Sorted(slices.Values(def))) {
			t.Errorf("seed %d dealt %v, not the default table's Houses %v", seed, roles, def)
		}
		orders[roles[0]] = true
	}
	if len(orders) < 4 {
		t.Errorf("seat 1 played only %v in 30 deals", orders)
	}
	if def[0] != "ashgrove/royal-favour" {
		t.Errorf("default first seat %s", def[0])
	}
}
