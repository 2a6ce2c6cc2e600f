package everdell

import (
	"testing"

	"evergreen/engine"
)

// eventCases achieve each special event from a city that qualifies and
// check what it does and scores. want is the event's part of the score.
var eventCases = []struct {
	event string
	city  []string
	res   Bag
	setup func(t *testing.T, s *State)
	moves []engine.Move
	want  int
	check func(t *testing.T, s *State)
}{
	{event: "an-evening-of-fireworks", city: []string{"lookout", "miner-mole"}, res: Bag{Twig: 4},
		moves: []engine.Move{opt(MSpend, 3)}, want: 6},
	{event: "performer-in-residence", city: []string{"inn", "bard"}, res: Bag{Berry: 3},
		moves: []engine.Move{opt(MSpend, 3)}, want: 6},
	{event: "a-brilliant-marketing-plan", city: []string{"shopkeeper", "post-office"}, res: Bag{Twig: 1, Berry: 2},
		moves: []engine.Move{it(MGain, "berry"), it(MGain, "berry"), it(MGain, "twig"), opt(MTarget, 1)}, want: 6,
		check: func(t *testing.T, s *State) { wantRes(t, s, 1, Bag{Twig: 1, Berry: 2}) }},
	{event: "under-new-management", city: []string{"peddler", "general-store"}, res: Bag{Resin: 1, Berry: 1},
		moves: []engine.Move{it(MGain, "resin"), it(MGain, "berry"), mv(MDone)}, want: 3},
	{event: "graduation-of-scholars", city: []string{"teacher", "university"},
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "wife", "king", "farm") },
		moves: []engine.Move{it(MChoose, "wife"), it(MChoose, "king"), mv(MDone)}, want: 4,
		check: func(t *testing.T, s *State) { wantHand(t, s, 0, "farm") }},
	{event: "capture-of-the-acorn-thieves", city: []string{"courthouse", "ranger", "wife"},
		moves: []engine.Move{it(MChoose, "wife"), it(MChoose, "ranger")}, want: 6,
		check: func(t *testing.T, s *State) { wantCity(t, s, 0, "courthouse") }},
	{event: "croak-wart-cure", city: []string{"undertaker", "barge-toad", "farm"}, res: Bag{Berry: 2},
		moves: []engine.Move{it(MChoose, "farm"), it(MChoose, "barge-toad")}, want: 6,
		check: func(t *testing.T, s *State) { wantCity(t, s, 0, "undertaker"); wantRes(t, s, 0, Bag{}) }},
	{event: "ancient-scrolls-discovered", city: []string{"historian", "ruins"},
		setup: func(t *testing.T, s *State) { s.stackDeck(t, "farm", "mine", "inn", "wife", "king") },
		moves: []engine.Move{it(MChoose, "king"), mv(MDone)}, want: 4,
		check: func(t *testing.T, s *State) { wantHand(t, s, 0, "king") }},
	{event: "tax-relief", city: []string{"judge", "queen", "farm"}, want: 3,
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Berry: 1}) }},
	{event: "a-wee-run-city", city: []string{"chip-sweep", "clock-tower"},
		setup: func(t *testing.T, s *State) { s.worker(t, 0, "berry") },
		moves: []engine.Move{it(MChoose, "w0")}, want: 4,
		check: func(t *testing.T, s *State) {
			if len(s.players[0].Placed) != 1 || len(s.occ[s.rs.locID["berry"]]) != 0 {
				t.Errorf("placed %+v", s.players[0].Placed)
			}
		}},
	{event: "the-everdell-games", city: []string{"farm", "mine", "wanderer", "ruins", "inn", "post-office", "crane", "innkeeper", "wife", "castle"}, want: 9},
	{event: "flying-doctor-service", city: []string{"doctor", "postal-pigeon", "husband", "wife"},
		setup: func(t *testing.T, s *State) { s.setCity(t, 1, "husband", "wife") }, want: 6},
	{event: "ministering-to-miscreants", city: []string{"monk", "dungeon"},
		setup: func(t *testing.T, s *State) { s.players[0].City[1].Under = []int{s.idx(t, "wife")} }, want: 3},
	{event: "path-of-the-pilgrims", city: []string{"monastery", "wanderer"},
		setup: func(t *testing.T, s *State) { s.players[0].City[0].Workers = 2 }, want: 6},
	{event: "remembering-the-fallen", city: []string{"cemetery", "shepherd"},
		setup: func(t *testing.T, s *State) { s.players[0].City[0].Workers = 1 }, want: 3},
	{event: "pristine-chapel-ceiling", city: []string{"woodcarver", "chapel"},
		setup: func(t *testing.T, s *State) { s.players[0].City[1].Tokens = 2 },
		// 2 points a Chapel token, counted at the end.
		moves: []engine.Move{it(MGain, "pebble"), it(MGain, "pebble")}, want: 4,
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Pebble: 2})
			if len(s.players[0].Hand) != 1 {
				t.Errorf("hand %v", s.handIDs(0))
			}
		}},
}

func TestSpecialEvents(t *testing.T) {
	for _, tc := range eventCases {
		t.Run(tc.event, func(t *testing.T) {
			s := cityFixture(t, tc.city, tc.res, tc.setup)
			s = play(t, s, append([]engine.Move{it(MAchieve, tc.event)}, tc.moves...)...)
			if got := s.ScoreOf(0).Events; got != tc.want {
				t.Errorf("the event scores %d, want %d", got, tc.want)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

// TestMarketingPlanToSeveralOpponents: donations may be split between
// opponents, 3 resources in all.
func TestMarketingPlanToSeveralOpponents(t *testing.T) {
	s := fixture(t, 3)
	s.setCity(t, 0, "shopkeeper", "post-office")
	s.players[0].Res = Bag{Twig: 2, Berry: 2}
	s = play(t, s, it(MAchieve, "a-brilliant-marketing-plan"), it(MGain, "berry"), mv(MDone), opt(MTarget, 1),
		it(MGain, "twig"), it(MGain, "twig"), opt(MTarget, 2))
	wantRes(t, s, 1, Bag{Berry: 1})
	wantRes(t, s, 2, Bag{Twig: 2})
	wantRes(t, s, 0, Bag{Berry: 1})
	if got := s.ScoreOf(0).Events; got != 6 {
		t.Errorf("the event scores %d, want 6", got)
	}
}

// TestEventNeedsItsCards: a special event is closed to a city without
// both its cards, and to everyone once achieved.
func TestEventNeedsItsCards(t *testing.T) {
	s := fixture(t, 2)
	s.setCity(t, 0, "lookout")
	s.setCity(t, 1, "lookout", "miner-mole")
	m := it(MAchieve, "an-evening-of-fireworks")
	for _, l := range s.Legal(0, nil) {
		if l == m {
			t.Fatal("achievable without a Miner Mole")
		}
	}
	s.setCity(t, 0, "lookout", "miner-mole")
	s = play(t, s, m)
	if s.turn != 1 {
		t.Fatalf("turn %d", s.turn)
	}
	for _, l := range s.Legal(1, nil) {
		if l == m {
			t.Fatal("achieved twice")
		}
	}
}
