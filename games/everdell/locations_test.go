package everdell

import (
	"testing"

	"evergreen/engine"
)

// locationCases put a worker on every location of the default board and
// check what it gives, by known answers (not read from the rule set, so
// that a location whose power changes or disappears fails here).
var locationCases = []struct {
	loc   string
	setup func(t *testing.T, s *State)
	moves []engine.Move // after placing the worker
	res   Bag
	hand  int // cards in the hand after
	// points are the point tokens after, journey the journey's points.
	points, journey int
}{
	{loc: "three-twigs", res: Bag{Twig: 3}},
	{loc: "two-twigs-card", res: Bag{Twig: 2}, hand: 1},
	{loc: "two-resin", res: Bag{Resin: 2}},
	{loc: "resin-card", res: Bag{Resin: 1}, hand: 1},
	{loc: "two-cards-point", hand: 2, points: 1},
	{loc: "pebble", res: Bag{Pebble: 1}},
	{loc: "berry-card", res: Bag{Berry: 1}, hand: 1},
	{loc: "berry", res: Bag{Berry: 1}},
	{loc: "forest-three-berries", res: Bag{Berry: 3}},
	{loc: "forest-two-berries-card", res: Bag{Berry: 2}, hand: 1},
	{loc: "forest-two-resin-twig", res: Bag{Resin: 2, Twig: 1}},
	{loc: "forest-twig-resin-berry", res: Bag{Twig: 1, Resin: 1, Berry: 1}},
	{loc: "forest-pebble-three-cards", res: Bag{Pebble: 1}, hand: 3},
	{loc: "forest-two-any", moves: []engine.Move{it(MGain, "twig"), it(MGain, "pebble")}, res: Bag{Twig: 1, Pebble: 1}},
	{loc: "forest-two-cards-any", moves: []engine.Move{it(MGain, "resin")}, res: Bag{Resin: 1}, hand: 2},
	{loc: "forest-copy-basic", moves: []engine.Move{it(MChoose, "two-resin")}, res: Bag{Resin: 2}, hand: 1},
	{loc: "forest-discard-gain-any",
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm", "mine", "inn") },
		moves: []engine.Move{it(MDiscard, "farm"), it(MDiscard, "mine"), mv(MDone), it(MGain, "berry"), it(MGain, "berry")},
		res:   Bag{Berry: 2}, hand: 1},
	{loc: "forest-discard-draw-two",
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm") },
		moves: []engine.Move{it(MDiscard, "farm"), mv(MDone)}, hand: 2},
	{loc: "forest-meadow-discount",
		setup: func(t *testing.T, s *State) {
			s.setMeadow(t, "farm", "mine", "inn", "king", "queen", "wife", "husband", "fool")
			s.players[0].Res = Bag{Twig: 2}
		},
		// Two Meadow cards taken; the Farm (2 twigs, 1 resin) played for
		// one resource less (the resin), the Mine kept.
		moves: []engine.Move{it(MChoose, "farm"), it(MChoose, "mine"), it(MChoose, "farm"), mv(MPay), it(MWaive, "resin")},
		res:   Bag{Berry: 1}, hand: 1},
	{loc: "haven",
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm", "mine") },
		moves: []engine.Move{it(MDiscard, "farm"), it(MDiscard, "mine"), mv(MDone), it(MGain, "pebble")},
		res:   Bag{Pebble: 1}},
	{loc: "journey-2", setup: autumnHand(2), moves: discards(2), journey: 2},
	{loc: "journey-3", setup: autumnHand(3), moves: discards(3), journey: 3},
	{loc: "journey-4", setup: autumnHand(4), moves: discards(4), journey: 4},
	{loc: "journey-5", setup: autumnHand(5), moves: discards(5), journey: 5},
}

// autumnHand puts seat 0 in autumn with n Farms in hand.
func autumnHand(n int) func(t *testing.T, s *State) {
	return func(t *testing.T, s *State) {
		s.players[0].Season = len(s.rs.Seasons) - 1
		hand := make([]string, n)
		for i := range hand {
			hand[i] = "farm"
		}
		s.setHand(t, 0, hand...)
	}
}

func discards(n int) []engine.Move {
	out := make([]engine.Move, n)
	for i := range out {
		out[i] = it(MDiscard, "farm")
	}
	return out
}

// TestLocationsGive: each location gives what the published board says.
func TestLocationsGive(t *testing.T) {
	rs := defaultRuleset(t)
	if len(locationCases) != len(rs.Locations) {
		t.Errorf("%d location cases for %d locations", len(locationCases), len(rs.Locations))
	}
	for _, tc := range locationCases {
		t.Run(tc.loc, func(t *testing.T) {
			s := fixture(t, 4)
			if tc.setup != nil {
				tc.setup(t, s)
			}
			s = play(t, s, append([]engine.Move{it(MPlace, tc.loc)}, tc.moves...)...)
			wantRes(t, s, 0, tc.res)
			p := &s.players[0]
			if len(p.Hand) != tc.hand || p.Points != tc.points || p.Journey != tc.journey {
				t.Errorf("hand %d, points %d, journey %d; want %d, %d, %d", len(p.Hand), p.Points, p.Journey, tc.hand, tc.points, tc.journey)
			}
		})
	}
}

// knownCases are more of TestPowers' cases: powers the mutation run
// found no other test checking.
var knownCases = []powerCase{
	{
		name: "a Resin Refinery produces a resin when played", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "resin-refinery")
			s.players[0].Res = Bag{Resin: 1, Pebble: 1}
		},
		moves: []engine.Move{it(MPlay, "resin-refinery"), mv(MPay)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Resin: 1}) },
	},
	{
		name: "a Resin Refinery in the city produces a resin in spring", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "resin-refinery")
			s.worker(t, 0, "berry")
			s.worker(t, 0, "pebble")
		},
		moves: []engine.Move{mv(MPrepare)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Resin: 1}) },
	},
	{
		name: "three travellers achieve the basic traveller event, 3 points", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "wanderer", "ranger", "bard") },
		moves: []engine.Move{it(MAchieve, "basic-traveller")},
		check: func(t *testing.T, s *State) {
			if sc := s.ScoreOf(0); sc.Events != 3 || sc.EventCount != 1 {
				t.Errorf("events %+v", sc)
			}
		},
	},
}
