package everdell

import (
	"strings"
	"testing"

	"evergreen/engine"
)

// Every ready-made variant loads onto the default and changes something.
func TestVariantsLoad(t *testing.T) {
	vs := variants(t)
	if len(vs) == 0 {
		t.Fatal("no variants")
	}
	def := defaultRuleset(t)
	for _, v := range vs {
		rs, err := LoadRules(v.Patch)
		if err != nil {
			t.Errorf("%s: %v", v.ID, err)
			continue
		}
		if len(Diff(&def.Rules, &rs.Rules)) == 0 {
			t.Errorf("%s changes nothing", v.ID)
		}
	}
}

// The seed's forest: no forest location is dealt, shown or open to a
// worker below four players, and four are at four; the published rules
// deal three at two players.
func TestForestAtFourVariantPlaysAsStated(t *testing.T) {
	var patch []byte
	for _, v := range variants(t) {
		if v.ID == "forest-at-four" {
			patch = v.Patch
		}
	}
	if patch == nil {
		t.Fatal("no forest-at-four variant")
	}
	variant, err := LoadRules(patch)
	if err != nil {
		t.Fatal(err)
	}
	published := defaultRuleset(t)
	forestMoves := func(st *State) int {
		n := 0
		for _, m := range st.Legal(engine.Seat(st.turn), nil) {
			if l, ok := st.rs.Location(m.Item); ok && m.Name == MPlace && l.Kind == LocForest {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		rs            *Ruleset
		seats, forest int
	}{{variant, 1, 0}, {variant, 2, 0}, {variant, 3, 0}, {variant, 4, 4}, {published, 2, 3}, {published, 4, 4}} {
		for seed := range uint64(5) {
			st := newGame(t, c.rs, c.seats, seed)
			v := st.ViewFor(0)
			if len(v.Forest) != c.forest {
				t.Fatalf("%s, %d players: %d forest locations dealt, want %d", c.rs.Name, c.seats, len(v.Forest), c.forest)
			}
			shown := 0
			for _, sp := range v.Board {
				if sp.Kind == LocForest {
					shown++
				}
			}
			// A dealt location may want what the seat lacks (cards to
			// discard): open ones are some of those dealt, none without.
			open := forestMoves(st)
			if shown != c.forest || open > c.forest || (open == 0) != (c.forest == 0) {
				t.Fatalf("%s, %d players: %d forest locations on the board and %d open to a worker, want %d",
					c.rs.Name, c.seats, shown, open, c.forest)
			}
		}
	}
}

func newGame(t *testing.T, rs *Ruleset, seats int, seed uint64) *State {
	t.Helper()
	su := Setup{Seed: seed}
	for range seats {
		su.Seats = append(su.Seats, SeatSetup{Name: "p"})
	}
	st, _, err := NewGame(rs, su)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// The variant's changed setting is badged the table's variant; what it
// leaves alone keeps the default's badge.
func TestVariantBadges(t *testing.T) {
	def := defaultRuleset(t)
	v, err := LoadRules(variants(t)[0].Patch)
	if err != nil {
		t.Fatal(err)
	}
	b := BadgesOf(&v.Rules, &def.Rules)
	if b["forest_shown"] != "variant" || b["hand_limit"] != "source" || b["solo"] != "source" || b["cards/farm"] != "source" {
		t.Errorf("badges: forest_shown %q, hand_limit %q, solo %q, cards/farm %q", b["forest_shown"], b["hand_limit"], b["solo"], b["cards/farm"])
	}
	farm, err := LoadRules([]byte(`{"cards": []}`))
	if err == nil {
		t.Fatalf("a rule set without cards loaded: %v", farm.Code)
	}
	d := BadgesOf(&def.Rules, &def.Rules)
	for k, x := range d {
		if x == "variant" {
			t.Errorf("the default badges %s as a variant", k)
		}
	}
}

// A discount's kind, a trigger's kind and an event's count are checked
// with their paths: another word would silently never match.
func TestValidateKindsAndCounts(t *testing.T) {
	rs := defaultRuleset(t)
	for _, tc := range []struct {
		edit func(r *Rules)
		want string
	}{
		{func(r *Rules) {
			for i := range r.Cards {
				if r.Cards[i].Effect.Op == "discount" {
					r.Cards[i].Effect.Applies = "critters"
				}
			}
		}, `.effect.applies: must be "critter" or "construction", got "critters"`},
		{func(r *Rules) {
			for i := range r.Cards {
				if r.Cards[i].Effect.Op == "trigger" {
					r.Cards[i].Effect.On = ""
				}
			}
		}, `.effect.on: must be "critter" or "construction", got ""`},
		{func(r *Rules) { r.Events[0].Requires.Count = 0 }, "events[0].requires.count: must be at least 1"},
	} {
		r := rs.Rules
		r.Cards = append([]Card(nil), rs.Cards...)
		r.Events = append([]Event(nil), rs.Events...)
		tc.edit(&r)
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want %q", err, tc.want)
		}
	}
}
