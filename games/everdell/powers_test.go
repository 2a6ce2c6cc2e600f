package everdell

import (
	"slices"
	"testing"

	"evergreen/engine"
)

// powerCase is a known-answer scenario: a position set up by hand, the
// moves played, and what must hold after.
type powerCase struct {
	name    string
	players int
	setup   func(t *testing.T, s *State)
	moves   []engine.Move
	check   func(t *testing.T, s *State)
}

// powerCases are the known-answer scenarios, one or more per power.
var powerCases = []powerCase{
	{
		name: "Farm produces a berry when played", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm"); s.players[0].Res = Bag{Twig: 2, Resin: 1} },
		moves: []engine.Move{it(MPlay, "farm"), mv(MPay)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Berry: 1}); wantCity(t, s, 0, "farm") },
	},
	{
		name: "a critter comes in free through its construction, which is then occupied", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "farm"); s.setHand(t, 0, "husband", "wife") },
		moves: []engine.Move{it(MPlay, "husband"), it(MOccupy, "farm")},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "farm", "husband")
			if !s.players[0].City[0].Occupied {
				t.Error("the Farm is not occupied")
			}
			// The occupied Farm lets no Wife in.
			s.turn = 0
			if slices.Contains(s.Legal(0, nil), it(MPlay, "wife")) {
				t.Error("the Wife could be played with no berries and the Farm occupied")
			}
		},
	},
	{
		name: "the Ever Tree lets any critter in", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "ever-tree"); s.setHand(t, 0, "king") },
		moves: []engine.Move{it(MPlay, "king"), it(MOccupy, "ever-tree")},
		check: func(t *testing.T, s *State) { wantCity(t, s, 0, "ever-tree", "king") },
	},
	{
		name: "Innkeeper: 3 berries off a critter, and the Innkeeper leaves", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "innkeeper")
			s.setHand(t, 0, "queen")
			s.players[0].Res = Bag{Berry: 2}
		},
		moves: []engine.Move{it(MPlay, "queen"), it(MDiscount, "innkeeper")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{}); wantCity(t, s, 0, "queen") },
	},
	{
		name: "Crane: 3 of any off a construction, the player choosing which", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "crane")
			s.setHand(t, 0, "palace")
			s.players[0].Res = Bag{Twig: 2, Resin: 3, Berry: 1}
		},
		moves: []engine.Move{it(MPlay, "palace"), it(MDiscount, "crane"), it(MWaive, "pebble"), it(MWaive, "pebble"), it(MWaive, "pebble")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Berry: 1}); wantCity(t, s, 0, "palace") },
	},
	{
		name: "a full city takes a Mine through the Crane, which makes room", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "crane", "farm", "farm", "farm", "farm", "farm", "farm", "farm", "farm",
				"mine", "mine", "twig-barge", "twig-barge", "resin-refinery", "resin-refinery")
			s.setHand(t, 0, "mine")
			s.players[0].Res = Bag{Twig: 1, Resin: 1, Pebble: 1}
		},
		moves: []engine.Move{it(MPlay, "mine"), it(MDiscount, "crane")},
		check: func(t *testing.T, s *State) {
			if n := s.spaces(0); n != 15 {
				t.Errorf("city takes %d spaces, want 15", n)
			}
			// Nothing paid: the Crane took all three off.
			wantRes(t, s, 0, Bag{Twig: 1, Resin: 1, Pebble: 2})
		},
	},
	{
		name: "Historian draws, Shopkeeper gives a berry, after a critter", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "historian", "shopkeeper")
			s.setHand(t, 0, "wanderer")
			s.players[0].Res = Bag{Berry: 2}
			s.stackDeck(t, "farm", "mine", "inn", "ruins")
		},
		moves: []engine.Move{it(MPlay, "wanderer"), mv(MPay)},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Berry: 1})
			wantHand(t, s, 0, "farm", "mine", "inn", "ruins") // Wanderer 3, Historian 1
		},
	},
	{
		name: "Courthouse: a twig, resin or pebble after a construction", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "courthouse")
			s.setHand(t, 0, "ruins")
			s.setCity(t, 0, "courthouse", "mine")
			s.stackDeck(t, "farm", "farm")
		},
		moves: []engine.Move{it(MPlay, "ruins"), mv(MPay), it(MChoose, "mine"), it(MGain, "pebble")},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Twig: 1, Resin: 1, Pebble: 2})
			wantCity(t, s, 0, "courthouse", "ruins")
			wantHand(t, s, 0, "farm", "farm")
		},
	},
	{
		name: "Chip Sweep copies a production card of its own city", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "mine")
			s.setHand(t, 0, "chip-sweep")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "chip-sweep"), mv(MPay), at(MCopy, "mine", 0)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Pebble: 1}) },
	},
	{
		name: "Miner Mole copies a production card of an opponent's city", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 1, "twig-barge")
			s.setHand(t, 0, "miner-mole")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "miner-mole"), mv(MPay), at(MCopy, "twig-barge", 1)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Twig: 2}); wantRes(t, s, 1, Bag{}) },
	},
	{
		name: "Chip Sweep may copy its own city's Miner Mole, which copies an opponent's card", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "miner-mole")
			s.setCity(t, 1, "mine", "chip-sweep")
			s.setHand(t, 0, "chip-sweep")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "chip-sweep"), mv(MPay), at(MCopy, "miner-mole", 0), at(MCopy, "mine", 1)},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Pebble: 1})
			s.turn = 0
			s.push(Task{Kind: "copy", Then: "opponent"})
			if slices.Contains(s.Legal(0, nil), at(MCopy, "chip-sweep", 1)) {
				t.Error("Miner Mole could copy a Chip Sweep")
			}
		},
	},
	{
		name: "Teacher keeps one and discards the other when the only opponent has passed", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "teacher")
			s.players[0].Res = Bag{Berry: 2}
			s.players[1].Passed = true
			s.stackDeck(t, "farm", "mine")
		},
		moves: []engine.Move{it(MPlay, "teacher"), mv(MPay), it(MChoose, "farm")},
		check: func(t *testing.T, s *State) {
			wantHand(t, s, 0, "farm")
			wantHand(t, s, 1)
			if !slices.Contains(s.discard, s.idx(t, "mine")) {
				t.Error("the Mine was not discarded")
			}
		},
	},
	{
		name: "a card given to a full hand is discarded", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "teacher")
			s.setHand(t, 1, "farm", "farm", "farm", "farm", "farm", "farm", "farm", "farm")
			s.players[0].Res = Bag{Berry: 2}
			s.stackDeck(t, "mine", "inn")
		},
		moves: []engine.Move{it(MPlay, "teacher"), mv(MPay), it(MChoose, "mine"), opt(MTarget, 1)},
		check: func(t *testing.T, s *State) {
			if len(s.players[1].Hand) != 8 || s.discard[len(s.discard)-1] != s.rs.CardIndex("inn") {
				t.Errorf("the Inn was not discarded: hand %v", s.handIDs(1))
			}
		},
	},
	{
		name: "Monk gives berries to an opponent for 2 points each", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "monk"); s.players[0].Res = Bag{Berry: 3} },
		moves: []engine.Move{it(MPlay, "monk"), mv(MPay), opt(MSpend, 2), opt(MTarget, 1)},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 1, Bag{Berry: 2})
			if s.players[0].Points != 4 {
				t.Errorf("points %d, want 4", s.players[0].Points)
			}
		},
	},
	{
		name: "Monastery: give 2 of any, gain 4 points, the worker stays for good", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "monastery"); s.players[0].Res = Bag{Twig: 1, Resin: 1} },
		moves: []engine.Move{at(MVisit, "monastery", 0), it(MGain, "twig"), it(MGain, "resin"), opt(MTarget, 1)},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 1, Bag{Twig: 1, Resin: 1})
			if s.players[0].Points != 4 || !s.players[0].Placed[0].Permanent {
				t.Errorf("points %d, placement %+v", s.players[0].Points, s.players[0].Placed)
			}
			s.recallAll(0)
			if len(s.players[0].Placed) != 1 {
				t.Error("the Monastery's worker came back")
			}
		},
	},
	{
		name: "Post Office: give 2 cards, discard, draw up to the limit; the owner scores a point", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 1, "post-office")
			s.setHand(t, 0, "farm", "mine", "wife")
		},
		moves: []engine.Move{at(MVisit, "post-office", 1), opt(MTarget, 1), it(MChoose, "farm"), it(MChoose, "mine"), it(MDiscard, "wife"), mv(MDone)},
		check: func(t *testing.T, s *State) {
			wantHand(t, s, 1, "farm", "mine")
			if n := len(s.players[0].Hand); n != 8 {
				t.Errorf("hand of %d, want 8", n)
			}
			if s.players[1].Points != 1 {
				t.Errorf("owner has %d points, want 1", s.players[1].Points)
			}
		},
	},
	{
		name: "the Fool goes into an opponent's city", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "fool"); s.players[0].Res = Bag{Berry: 3} },
		moves: []engine.Move{it(MPlay, "fool"), mv(MPay), opt(MTarget, 1)},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 1, "fool")
			wantCity(t, s, 0)
			if sc := s.ScoreOf(1); sc.Cards != -2 {
				t.Errorf("seat 1's cards score %d, want -2", sc.Cards)
			}
		},
	},
	{
		name: "University: a card's cost back, one of any and a point", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "university", "mine") },
		moves: []engine.Move{at(MVisit, "university", 0), it(MChoose, "mine"), it(MGain, "berry")},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Twig: 1, Resin: 1, Pebble: 1, Berry: 1})
			wantCity(t, s, 0, "university")
			if s.players[0].Points != 1 {
				t.Errorf("points %d, want 1", s.players[0].Points)
			}
		},
	},
	{
		name: "Cemetery with an Undertaker: two plots, a card revealed and played free", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "cemetery", "undertaker")
			s.stackDeck(t, "castle", "farm", "mine", "inn")
		},
		moves: []engine.Move{at(MVisit, "cemetery", 0), it(MChoose, "deck"), it(MChoose, "castle")},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "cemetery", "undertaker", "castle")
			s.turn = 0
			if !slices.Contains(s.Legal(0, nil), at(MVisit, "cemetery", 0)) {
				t.Error("the second plot is not open with the Undertaker")
			}
		},
	},
	{
		name: "Undertaker: three Meadow cards buried, one taken", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "undertaker")
			s.players[0].Res = Bag{Berry: 2}
			s.setMeadow(t, "farm", "mine", "inn", "king", "queen", "wife", "husband", "fool")
			s.stackDeck(t, "castle", "palace", "school")
		},
		moves: []engine.Move{it(MPlay, "undertaker"), mv(MPay), it(MChoose, "farm"), it(MChoose, "mine"), it(MChoose, "inn"), it(MChoose, "castle")},
		check: func(t *testing.T, s *State) {
			wantHand(t, s, 0, "castle")
			if len(s.meadow) != 8 || slices.Contains(s.meadow, s.rs.CardIndex("farm")) {
				t.Errorf("meadow %v", s.ids(s.meadow))
			}
		},
	},
	{
		name: "Queen plays a card of up to 3 points free", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "queen"); s.setHand(t, 0, "farm", "castle") },
		moves: []engine.Move{at(MVisit, "queen", 0), it(MChoose, "hand:farm")},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "queen", "farm")
			wantRes(t, s, 0, Bag{Berry: 1})
			wantHand(t, s, 0, "castle")
		},
	},
	{
		name: "an opponent's Inn: a Meadow card for 3 fewer, a point for the owner", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 1, "inn")
			s.setMeadow(t, "mine", "castle")
			s.players[0].Res = Bag{Twig: 1}
		},
		moves: []engine.Move{at(MVisit, "inn", 1), it(MChoose, "mine"), mv(MPay)},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "mine")
			wantRes(t, s, 0, Bag{Twig: 1, Pebble: 1}) // nothing paid; the Mine produces
			if s.players[1].Points != 1 {
				t.Errorf("owner has %d points", s.players[1].Points)
			}
		},
	},
	{
		name: "a destination takes one worker, an open one too", players: 3,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 1, "inn")
			s.players[1].City[0].Workers = 1
			s.setMeadow(t, "farm")
			s.players[0].Res = Bag{Twig: 3}
		},
		check: func(t *testing.T, s *State) {
			if slices.Contains(s.Legal(0, nil), at(MVisit, "inn", 1)) {
				t.Error("a second worker could visit the Inn")
			}
		},
	},
	{
		name: "Postal Pigeon: two revealed, one of up to 3 points played free", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "postal-pigeon")
			s.players[0].Res = Bag{Berry: 2}
			s.stackDeck(t, "castle", "farm")
		},
		moves: []engine.Move{it(MPlay, "postal-pigeon"), mv(MPay), it(MChoose, "farm")},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "postal-pigeon", "farm")
			if s.discard[len(s.discard)-1] != s.rs.CardIndex("castle") {
				t.Error("the Castle was not discarded")
			}
		},
	},
	{
		name: "Dungeon with a Ranger holds two prisoners, 3 of any off each time", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "dungeon", "ranger", "wife", "bard")
			s.setHand(t, 0, "mine", "fairgrounds")
		},
		moves: []engine.Move{it(MPlay, "mine"), it(MImprison, "wife")},
		check: func(t *testing.T, s *State) {
			wantCity(t, s, 0, "dungeon", "ranger", "bard", "mine")
			s.turn = 0
			s.players[0].Res = Bag{Resin: 1}
			s = play(t, s, it(MPlay, "fairgrounds"), it(MImprison, "bard"), it(MWaive, "twig"), it(MWaive, "resin"), it(MWaive, "pebble"))
			wantRes(t, s, 0, Bag{})
			d := s.players[0].City[0]
			if len(d.Under) != 2 {
				t.Errorf("dungeon holds %d", len(d.Under))
			}
		},
	},
	{
		name: "Clock Tower: a point to use a location again before the workers come back", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "clock-tower")
			s.worker(t, 0, "pebble")
			s.worker(t, 0, "berry")
		},
		moves: []engine.Move{mv(MPrepare), it(MChoose, "pebble")},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Pebble: 1})
			p := &s.players[0]
			if p.City[0].Tokens != 2 || p.Season != 1 || p.Workers != 3 || len(p.Placed) != 0 {
				t.Errorf("tokens %d season %d workers %d placed %d", p.City[0].Tokens, p.Season, p.Workers, len(p.Placed))
			}
		},
	},
	{
		name: "Lookout copies a basic location even when it is taken", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "lookout"); s.worker(t, 1, "three-twigs") },
		moves: []engine.Move{at(MVisit, "lookout", 0), it(MChoose, "three-twigs")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Twig: 3}) },
	},
	{
		name: "Ranger moves a deployed worker", players: 2,
		setup: func(t *testing.T, s *State) {
			s.worker(t, 0, "berry")
			s.setHand(t, 0, "ranger")
			s.players[0].Res = Bag{Berry: 2}
		},
		moves: []engine.Move{it(MPlay, "ranger"), mv(MPay), it(MChoose, "w0"), it(MPlace, "pebble")},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Pebble: 1})
			if pl := s.players[0].Placed; len(pl) != 1 || s.rs.Locations[pl[0].Index].ID != "pebble" {
				t.Errorf("placements %+v", pl)
			}
		},
	},
	{
		name: "a journey in autumn: discard its value, score it", players: 2,
		setup: func(t *testing.T, s *State) {
			s.players[0].Season = 3
			s.setHand(t, 0, "farm", "mine", "inn", "wife")
		},
		moves: []engine.Move{it(MPlace, "journey-3"), it(MDiscard, "farm"), it(MDiscard, "mine"), it(MDiscard, "inn")},
		check: func(t *testing.T, s *State) {
			wantHand(t, s, 0, "wife")
			if sc := s.ScoreOf(0); sc.Journeys != 3 {
				t.Errorf("journeys %d", sc.Journeys)
			}
		},
	},
	{
		name: "Haven: a resource of choice for every two cards", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm", "mine", "inn", "wife", "king") },
		moves: []engine.Move{it(MPlace, "haven"), it(MDiscard, "farm"), it(MDiscard, "mine"), it(MDiscard, "inn"), it(MDiscard, "wife"), it(MDiscard, "king"), mv(MDone), it(MGain, "pebble"), it(MGain, "resin")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Resin: 1, Pebble: 1}) },
	},
	{
		name: "summer: up to two Meadow cards", players: 2,
		setup: func(t *testing.T, s *State) {
			s.players[0].Season = 1
			s.worker(t, 0, "berry")
			s.worker(t, 0, "berry")
			s.players[0].Workers = 3
			s.worker(t, 0, "berry")
			s.setMeadow(t, "farm", "mine", "inn", "king", "queen", "wife", "husband", "fool")
		},
		moves: []engine.Move{mv(MPrepare), it(MChoose, "king"), it(MChoose, "queen")},
		check: func(t *testing.T, s *State) {
			wantHand(t, s, 0, "king", "queen")
			if s.players[0].Workers != 4 {
				t.Errorf("workers %d", s.players[0].Workers)
			}
		},
	},
	{
		name: "Storehouse keeps, then gives all to a worker", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "storehouse")
			s.players[0].Res = Bag{Twig: 1, Resin: 1, Pebble: 1}
		},
		moves: []engine.Move{it(MPlay, "storehouse"), mv(MPay), it(MChoose, "twig")},
		check: func(t *testing.T, s *State) {
			s.turn = 0
			s = play(t, s, at(MVisit, "storehouse", 0))
			wantRes(t, s, 0, Bag{Twig: 3})
		},
	},
	{
		name: "Shepherd: 3 berries and a point per Chapel token; its berries go to an opponent", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "chapel")
			s.players[0].City[0].Tokens = 2
			s.setHand(t, 0, "shepherd")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "shepherd"), mv(MPay), opt(MTarget, 1)},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Berry: 3})
			wantRes(t, s, 1, Bag{Berry: 3})
			if s.players[0].Points != 2 {
				t.Errorf("points %d", s.players[0].Points)
			}
		},
	},
	{
		name: "Chapel: a token, then two cards per token", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "chapel"); s.players[0].City[0].Tokens = 1 },
		moves: []engine.Move{at(MVisit, "chapel", 0)},
		check: func(t *testing.T, s *State) {
			if n := len(s.players[0].Hand); n != 4 || s.players[0].City[0].Tokens != 2 {
				t.Errorf("hand %d tokens %d", n, s.players[0].City[0].Tokens)
			}
		},
	},
	{
		name: "Husband with a Wife and a Farm: one of any", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "farm", "wife")
			s.setHand(t, 0, "husband")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "husband"), mv(MPay), it(MGain, "pebble")},
		check: func(t *testing.T, s *State) {
			wantRes(t, s, 0, Bag{Pebble: 1})
			if n := s.spaces(0); n != 2 {
				t.Errorf("a Husband and Wife take %d spaces with the Farm, want 2", n)
			}
		},
	},
	{
		name: "Peddler trades up to two resources", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "peddler"); s.players[0].Res = Bag{Berry: 4} },
		moves: []engine.Move{it(MPlay, "peddler"), mv(MPay), it(MGain, "berry"), it(MGain, "berry"), it(MGain, "pebble"), it(MGain, "resin")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Resin: 1, Pebble: 1}) },
	},
	{
		name: "Judge pays a berry with a twig", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "judge")
			s.setHand(t, 0, "wanderer")
			s.players[0].Res = Bag{Twig: 1, Berry: 1}
		},
		moves: []engine.Move{it(MPlay, "wanderer"), it(MJudge, "berry-twig")},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{}); wantCity(t, s, 0, "judge", "wanderer") },
	},
	{
		name: "Doctor: berries for points when played", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "doctor"); s.players[0].Res = Bag{Berry: 6} },
		moves: []engine.Move{it(MPlay, "doctor"), mv(MPay), opt(MSpend, 2)},
		check: func(t *testing.T, s *State) {
			if s.players[0].Points != 2 || s.players[0].Res[Berry] != 0 {
				t.Errorf("points %d berries %d", s.players[0].Points, s.players[0].Res[Berry])
			}
		},
	},
	{
		name: "Bard: up to five cards for a point each", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setHand(t, 0, "bard", "farm", "mine")
			s.players[0].Res = Bag{Berry: 3}
		},
		moves: []engine.Move{it(MPlay, "bard"), mv(MPay), it(MDiscard, "farm"), it(MDiscard, "mine"), mv(MDone)},
		check: func(t *testing.T, s *State) {
			if s.players[0].Points != 2 {
				t.Errorf("points %d", s.players[0].Points)
			}
		},
	},
	{
		name: "Barge Toad: two twigs per Farm; General Store: a berry more with a Farm", players: 2,
		setup: func(t *testing.T, s *State) {
			s.setCity(t, 0, "farm", "farm", "barge-toad", "general-store")
			s.worker(t, 0, "berry")
			s.worker(t, 0, "berry")
		},
		moves: []engine.Move{mv(MPrepare)},
		check: func(t *testing.T, s *State) { wantRes(t, s, 0, Bag{Twig: 4, Berry: 4}) },
	},
	{
		name: "a basic event needs three cards of its type", players: 2,
		setup: func(t *testing.T, s *State) { s.setCity(t, 0, "historian", "shopkeeper", "judge") },
		moves: []engine.Move{it(MAchieve, "basic-governance")},
		check: func(t *testing.T, s *State) {
			if sc := s.ScoreOf(0); sc.Events != 3 || sc.EventCount != 1 {
				t.Errorf("events %+v", sc)
			}
		},
	},
	{
		name: "never two of one's own workers on a forest location", players: 4,
		setup: func(t *testing.T, s *State) { s.worker(t, 0, "forest-three-berries") },
		moves: nil,
		check: func(t *testing.T, s *State) {
			if slices.Contains(s.Legal(0, nil), it(MPlace, "forest-three-berries")) {
				t.Error("a second own worker could go to a forest location")
			}
			s.turn = 1
			if !slices.Contains(s.Legal(1, nil), it(MPlace, "forest-three-berries")) {
				t.Error("the second space is closed at four players")
			}
		},
	},
	{
		name: "the hand stops at 8", players: 2,
		setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm", "farm", "farm", "farm", "farm", "farm", "farm") },
		moves: []engine.Move{it(MPlace, "two-cards-point")},
		check: func(t *testing.T, s *State) {
			if n := len(s.players[0].Hand); n != 8 {
				t.Errorf("hand %d", n)
			}
		},
	},
	{
		name: "an empty deck takes the discard pile, shuffled", players: 2,
		setup: func(t *testing.T, s *State) {
			s.discard = append(s.discard, s.deck...)
			s.deck = nil
		},
		moves: []engine.Move{it(MPlace, "two-cards-point")},
		check: func(t *testing.T, s *State) {
			if len(s.players[0].Hand) != 2 || len(s.discard) != 0 {
				t.Errorf("hand %d, discard %d", len(s.players[0].Hand), len(s.discard))
			}
		},
	},
}

func TestPowers(t *testing.T) {
	for _, tc := range append(slices.Clone(powerCases), knownCases...) {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, tc.players)
			tc.setup(t, s)
			s = play(t, s, tc.moves...)
			tc.check(t, s)
		})
	}
}
