package noblesgame_test

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesgame"
)

// TestDeal: the roles Roles names for the seats a table settles
// (Rules.Seats with every choice open) are the Houses and Virtues the
// year seats, dealt from every House the rule set offers (a two-House
// table is not always its first two); Undealt is the default table's, in
// order.
func TestDeal(t *testing.T) {
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := r.(*noblesgame.Rules).RS
	def := g.Roles(r, g.Undealt(r, 5), nil)
	for h, role := range def {
		if want := rs.Houses[h].ID + "/" + rs.Houses[h].Virtue; role.Key != want {
			t.Errorf("undealt seat %d plays %s, want %s", h, role.Key, want)
		}
	}
	if def[0].Label != "House Ashgrove (Royal Favour)" {
		t.Errorf("label %q", def[0].Label)
	}
	houses := map[string]bool{}
	for seed := range uint64(60) {
		seats, err := r.Seats(make([]game.Seat, 2), rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		roles := g.Roles(r, seats, nil)
		st, err := r.Start(game.Setup{Seed: seed, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		for s, role := range roles {
			nb := st.(*nobles.State).Noble(s)
			if got := rs.Houses[nb.House].ID + "/" + rs.Virtues[nb.Virtue].ID; got != role.Key {
				t.Errorf("seed %d seat %d: named %s, seated %s", seed, s, role.Key, got)
			}
			houses[role.Key] = true
		}
	}
	if len(houses) != len(rs.Houses) {
		t.Errorf("60 two-House tables dealt only %v", slices.Sorted(maps.Keys(houses)))
	}
}

// TestWatchedTallyCountsAsEvents: a tally that watches the state (the
// simulator's quiet path) counts every figure, purchase, card and space
// as a tally fed every move's events, over random years of 2–5 Houses
// with and without the token offer (its conversions are decisions).
func TestWatchedTallyCountsAsEvents(t *testing.T) {
	g := noblesgame.New()
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`} {
		r, err := g.Rules([]byte(patch))
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(12) {
			seats := 2 + int(seed)%4
			st, err := r.Start(game.Setup{Seed: seed, Seats: make([]game.Seat, seats)})
			if err != nil {
				t.Fatal(err)
			}
			ns := st.(*nobles.State)
			byEvents, watched := g.Tally(r, seats), g.Tally(r, seats)
			if !watched.(game.Watcher).Watch(ns) {
				t.Fatal("Watch refused a Nobles state")
			}
			byEvents.Events(ns.Opening())
			rng := rand.New(rand.NewPCG(seed, 1))
			for !ns.Ended() {
				seat := ns.Decider()
				legal := ns.Legal(seat, nil)
				evs, err := ns.Step(seat, legal[rng.IntN(len(legal))], nil)
				if err != nil {
					t.Fatal(err)
				}
				byEvents.Events(evs)
			}
			v1, i1 := byEvents.End(ns)
			v2, i2 := watched.End(ns)
			if !slices.EqualFunc(v1, v2, slices.Equal) {
				t.Fatalf("seed %d: figures by events %v, watched %v", seed, v1, v2)
			}
			for s := range i1 {
				a, b := slices.Sorted(slices.Values(i1[s])), slices.Sorted(slices.Values(i2[s]))
				if !slices.Equal(a, b) {
					t.Fatalf("seed %d, seat %d: purchases by events %v, watched %v", seed, s, a, b)
				}
			}
			// Counted by index, both ways, as the lists name them.
			c1, c2 := countFired(byEvents), countFired(watched)
			ids := watched.(game.FireCounter).FireIDs()
			f1, f2 := byEvents.(game.Firer).Fired(), watched.(game.Firer).Fired()
			for k := range ids {
				if !slices.Equal(c1[k], c2[k]) {
					t.Fatalf("seed %d, fires %d: counted by events %v, watched %v", seed, k, c1[k], c2[k])
				}
				byName := map[string]int{}
				for _, id := range f2[k] {
					byName[id]++
				}
				for j, id := range ids[k] {
					if c2[k][j] != byName[id] {
						t.Fatalf("seed %d, fires %d: %s counted %d times, listed %d", seed, k, id, c2[k][j], byName[id])
					}
				}
			}
			for k := range f1 {
				a, b := slices.Sorted(slices.Values(f1[k])), slices.Sorted(slices.Values(f2[k]))
				if len(a) == 0 || !slices.Equal(a, b) {
					t.Fatalf("seed %d, fires %d: by events %d %v, watched %d %v", seed, k, len(a), a, len(b), b)
				}
			}
		}
	}
}

// countFired is what tally counts by index.
func countFired(tally game.Tally) [][]int {
	fc := tally.(game.FireCounter)
	var counts [][]int
	for _, ids := range fc.FireIDs() {
		counts = append(counts, make([]int, len(ids)))
	}
	fc.CountFired(counts)
	return counts
}
