package everdell

import (
	"encoding/json"
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/game"
	"evergreen/games/everdell/content"
)

// variants reads the ready-made variants, which must read.
func variants(t testing.TB) []game.Variant {
	vs, err := game.ReadVariants(content.Variants, "variants")
	if err != nil {
		t.Fatal(err)
	}
	return vs
}

// defaultRuleset loads the default rule set, which must load.
func defaultRuleset(t testing.TB) *Ruleset { return enginetest.Load(t, LoadRules, "") }

func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	x, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(x) == string(y)
}

// fixture is a game of n seats with empty hands, cities and supplies,
// seat 0 to play in winter with its two workers; the Meadow and the deck
// are as dealt, the forest is every forest location.
func fixture(t *testing.T, n int) *State {
	t.Helper()
	rs := defaultRuleset(t)
	mutate(t, rs)
	su := Setup{Seed: 1}
	for range n {
		su.Seats = append(su.Seats, SeatSetup{Name: "p"})
	}
	s, _, err := NewGame(rs, su)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.players {
		s.discard = append(s.discard, s.players[i].Hand...)
		s.players[i].Hand = nil
	}
	s.forest = slices.Clone(rs.forests)
	s.specials = slices.Clone(rs.special)
	return s
}

func (s *State) idx(t *testing.T, id string) int {
	t.Helper()
	c := s.rs.CardIndex(id)
	if c < 0 {
		t.Fatalf("no card %q", id)
	}
	return c
}

func (s *State) setHand(t *testing.T, seat int, ids ...string) {
	s.players[seat].Hand = nil
	for _, id := range ids {
		s.players[seat].Hand = append(s.players[seat].Hand, s.idx(t, id))
	}
}

// cityFixture is a two-seat fixture whose seat 0 has the city and
// resources given, then whatever setup (if any) adds: the start of every
// table test of what a city scores.
func cityFixture(t *testing.T, city []string, res Bag, setup func(*testing.T, *State)) *State {
	t.Helper()
	s := fixture(t, 2)
	s.setCity(t, 0, city...)
	s.players[0].Res = res
	if setup != nil {
		setup(t, s)
	}
	return s
}

func (s *State) setCity(t *testing.T, seat int, ids ...string) {
	s.players[seat].City = nil
	for _, id := range ids {
		c := s.idx(t, id)
		s.players[seat].City = append(s.players[seat].City, CityCard{Card: c, Tokens: s.rs.Cards[c].Effect.Tokens})
	}
}

func (s *State) setMeadow(t *testing.T, ids ...string) {
	s.meadow = nil
	for _, id := range ids {
		s.meadow = append(s.meadow, s.idx(t, id))
	}
}

// stackDeck puts ids on top of the deck, the first to be drawn first.
func (s *State) stackDeck(t *testing.T, ids ...string) {
	for i := len(ids) - 1; i >= 0; i-- {
		s.deck = append(s.deck, s.idx(t, ids[i]))
	}
}

// worker puts a worker of seat on location id.
func (s *State) worker(t *testing.T, seat int, id string) {
	i, ok := s.rs.locID[id]
	if !ok {
		t.Fatalf("no location %q", id)
	}
	s.occ[i] = append(s.occ[i], seat)
	s.players[seat].Placed = append(s.players[seat].Placed, Placement{Kind: placeLoc, Index: i})
}

func (s *State) handIDs(seat int) []string { return s.ids(s.players[seat].Hand) }

func (s *State) cityIDs(seat int) []string {
	var out []string
	for _, cc := range s.players[seat].City {
		out = append(out, s.rs.Cards[cc.Card].ID)
	}
	return out
}

// play applies moves in order for whoever is to play.
func play(t *testing.T, s *State, moves ...engine.Move) *State {
	t.Helper()
	for i, m := range moves {
		seat := engine.Seat(s.turn)
		next, _, err := s.Apply(seat, m)
		if err != nil {
			t.Fatalf("move %d (%s) by seat %d: %v; legal: %v", i, m, seat, err, s.Legal(seat, nil))
		}
		s = next.(*State)
	}
	return s
}

func mv(name string) engine.Move         { return engine.M(name) }
func it(name, item string) engine.Move   { return engine.WithItem(name, item) }
func opt(name string, o int) engine.Move { return engine.WithOption(name, o) }
func at(name, item string, o int) engine.Move {
	return engine.Move{Name: name, Item: item, Option: o, HasOption: true}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func wantRes(t *testing.T, s *State, seat int, want Bag) {
	t.Helper()
	if got := s.players[seat].Res; got != want {
		t.Errorf("seat %d has %v, want %v", seat, got, want)
	}
}

func wantCity(t *testing.T, s *State, seat int, want ...string) {
	t.Helper()
	if got := s.cityIDs(seat); !slices.Equal(got, want) {
		t.Errorf("seat %d's city %v, want %v", seat, got, want)
	}
}

func wantHand(t *testing.T, s *State, seat int, want ...string) {
	t.Helper()
	got := s.handIDs(seat)
	slices.Sort(got)
	w := slices.Clone(want)
	slices.Sort(w)
	if !slices.Equal(got, w) {
		t.Errorf("seat %d's hand %v, want %v", seat, got, w)
	}
}
