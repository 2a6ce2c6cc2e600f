package everdell

import (
	"errors"
	"strings"
	"testing"

	"evergreen/ruleset"
)

// TestDefaultContent checks the published game's numbers in the default
// rule set: 48 kinds of card, 128 cards, 24 critters and 24
// constructions, and the board.
func TestDefaultContent(t *testing.T) {
	rs := defaultRuleset(t)
	if n := len(rs.Cards); n != 48 {
		t.Errorf("%d kinds of card, want 48", n)
	}
	// Where public card lists disagree, the values docs/RULESETS.md §7.1
	// chose and explains.
	for _, c := range []struct {
		id             string
		count, points  int
		unique         bool
		twig, res, peb int
	}{
		{"husband", 4, 2, false, 0, 0, 0}, {"wife", 4, 2, false, 0, 0, 0}, {"wanderer", 3, 1, false, 0, 0, 0},
		{"postal-pigeon", 3, 0, false, 0, 0, 0}, {"fairgrounds", 3, 3, true, 1, 2, 1},
		{"monastery", 2, 1, true, 1, 1, 1}, {"university", 2, 3, true, 0, 1, 2},
	} {
		got, ok := rs.Card(c.id)
		if !ok {
			t.Errorf("no card %s", c.id)
			continue
		}
		cost := got.Cost.Bag()
		if got.Count != c.count || got.Points != c.points || got.Unique != c.unique ||
			cost[Twig] != c.twig || cost[Resin] != c.res || cost[Pebble] != c.peb {
			t.Errorf("%s: ×%d, %d points, unique %v, cost %v; RULESETS §7.1 says ×%d, %d, %v, %d twig %d resin %d pebble",
				c.id, got.Count, got.Points, got.Unique, cost, c.count, c.points, c.unique, c.twig, c.res, c.peb)
		}
	}
	if n := rs.DeckSize(); n != 128 {
		t.Errorf("%d cards, want 128", n)
	}
	kinds := map[string]int{}
	for _, c := range rs.Cards {
		kinds[c.Kind]++
	}
	if kinds[KindCritter] != 24 || kinds[KindConstruction] != 24 {
		t.Errorf("kinds %v, want 24 of each", kinds)
	}
	for kind, want := range map[string]int{LocBasic: 8, LocForest: 11, LocHaven: 1, LocJourney: 4} {
		got := 0
		for _, l := range rs.Locations {
			if l.Kind == kind {
				got++
			}
		}
		if got != want {
			t.Errorf("%d %s locations, want %d", got, kind, want)
		}
	}
	if len(rs.basicEv) != 4 || len(rs.special) != 16 {
		t.Errorf("%d basic and %d special events, want 4 and 16", len(rs.basicEv), len(rs.special))
	}
	workers := 0
	for _, s := range rs.Seasons {
		workers += s.Workers
	}
	if workers != 6 {
		t.Errorf("the Ever Tree gives %d workers in all, want 6", workers)
	}
}

// TestLoadProblems checks that bad documents are refused with a path
// that names the fault.
func TestLoadProblems(t *testing.T) {
	for _, tc := range []struct {
		patch string
		want  string
	}{
		{`{"hand_limit": 0}`, "hand_limit: must be 1 to 20"},
		{`{"game": "nobles"}`, "game: must be \"everdell\""},
		{`{"hand_limit": 8, "hand_limit": 9}`, `duplicate key "hand_limit"`},
		{`{"hand_limt": 8}`, "hand_limt: unknown field"},
		{`{"forest_shown": [3, 3, 4]}`, "forest_shown: must give a number for 1 to 4 players"},
		{`{"forest_shown": [3, 3, 4, 12]}`, "forest_shown[3]: must be 0 to 11"},
		{`{"seasons": [{"id": "winter", "workers": 2, "effect": "storm"}]}`, "seasons[0].effect: must be"},
		{`{"resources": ["twig", "resin", "pebble", "berry", "fire"]}`, "resources: must be"},
	} {
		_, err := LoadRules([]byte(tc.patch))
		var ps ruleset.Problems
		var de *ruleset.DocError
		if !errors.As(err, &ps) && !errors.As(err, &de) || err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a problem %q", tc.patch, err, tc.want)
		}
	}
}

// TestCardProblems edits the default's cards and checks each fault is
// found at its path.
func TestCardProblems(t *testing.T) {
	rs := defaultRuleset(t)
	for _, tc := range []struct {
		edit func(r *Rules)
		want string
	}{
		{func(r *Rules) { r.Cards[1].ID = r.Cards[0].ID }, `cards[1].id: "architect" is used twice`},
		{func(r *Rules) { r.Cards[0].Pair = "nowhere" }, `cards[0].pair: unknown card "nowhere"`},
		{func(r *Rules) { r.Cards[0].Pair = "bard" }, "cards[0].pair: a critter pairs with a card of the other kind"},
		{func(r *Rules) { r.Cards[2].Effect.Op = "fly" }, `cards[2].effect.op: unknown op "fly"`},
		{func(r *Rules) { r.Cards[3].Effect.Power = "teleport" }, `cards[3].effect.power: unknown power "teleport"`},
		{func(r *Rules) { r.Cards[4].Cost.Berry = -1 }, "cards[4].cost.berry: must be 0 to 20"},
		{func(r *Rules) { r.Cards[5].Type = "purple" }, "cards[5].type: must be one of"},
		{func(r *Rules) { r.Events[5].Requires.Cards = []string{"dragon"} }, `events[5].requires.cards[0]: unknown card "dragon"`},
		{func(r *Rules) { r.Locations[0].Kind = "river" }, "locations[0].kind: must be"},
		{func(r *Rules) { r.Locations[20].Season = "monsoon" }, `locations[20].season: unknown season "monsoon"`},
		{func(r *Rules) { r.Cards[0].Provenance = "folklore" }, "cards[0].provenance: must be"},
	} {
		r := rs.Rules
		r.Cards = append([]Card(nil), rs.Cards...)
		r.Events = append([]Event(nil), rs.Events...)
		r.Locations = append([]Location(nil), rs.Locations...)
		tc.edit(&r)
		err := r.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want %q", err, tc.want)
		}
	}
}

// FuzzRules feeds patches to the loader: it must refuse or accept, never
// panic, and an accepted rule set must deal a game.
func FuzzRules(f *testing.F) {
	f.Add([]byte(`{"hand_limit": 6}`))
	f.Add([]byte(`{"forest_shown": [0, 0, 0, 4]}`))
	f.Add([]byte(`{"meadow": 0, "starting_hand": [0, 0, 0, 0]}`))
	f.Fuzz(func(t *testing.T, patch []byte) {
		rs, err := LoadRules(patch)
		if err != nil {
			return
		}
		if _, _, err := NewGame(rs, Setup{Seed: 1, Seats: []SeatSetup{{"a"}, {"b"}}}); err != nil {
			t.Fatal(err)
		}
	})
}
