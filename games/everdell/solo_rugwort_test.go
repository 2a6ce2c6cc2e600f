package everdell

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
)

// rugwortState is a lone player's game against Rugwort of year y, just
// set up: his two workers out, nothing taken, the player's hand empty.
func rugwortState(t *testing.T, y int) *State {
	t.Helper()
	return soloState(t, fmt.Sprintf(`{"solo": {"rugwort": {"year": %d}}}`, y))
}

func (s *State) rugwortAt(t *testing.T) []string {
	t.Helper()
	var out []string
	for i, o := range s.occ {
		for _, seat := range o {
			if seat == RivalSeat {
				out = append(out, s.rs.Locations[i].ID)
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestRugwortSetup: the lone player holds 5 cards; Rugwort has a worker
// on the first forest location dealt and one on Three twigs, and nothing
// else.
func TestRugwortSetup(t *testing.T) {
	rs := defaultRuleset(t)
	s, _, err := NewGame(rs, Setup{Seed: 3, Seats: []SeatSetup{{Name: "p"}}})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.players[0].Hand); n != 5 {
		t.Errorf("a first hand of %d", n)
	}
	if n := len(s.forest); n != 3 {
		t.Errorf("%d forest locations dealt, want 3 (as for two players)", n)
	}
	want := []string{s.rs.Locations[s.forest[0]].ID, "three-twigs"}
	if got := s.locIDs(s.rival.Blocked); !slices.Equal(got, want) {
		t.Errorf("Rugwort's workers on %v, want %v", got, want)
	}
	if len(s.rival.Cards)+len(s.rival.Events)+len(s.rival.Meadow) != 0 {
		t.Errorf("Rugwort starts with %+v", s.rival)
	}
	if slices.Contains(s.Legal(0, nil), it(MPlace, "three-twigs")) {
		t.Error("Three twigs is open under Rugwort's worker")
	}
}

// TestRugwortPrepares: what Rugwort does as the player prepares for each
// season, in each year.
func TestRugwortPrepares(t *testing.T) {
	cases := []struct {
		year, upTo int
		// where his workers stand after, besides the forest ones
		at      []string
		forest  int // the forest location his forest worker is on, -1 none
		meadow  int // Meadow workers
		workers int // the player's workers
	}{
		{1, 1, []string{"two-resin"}, 1, 1, 3},
		{1, 2, []string{"pebble"}, 2, 2, 4},
		{1, 3, []string{"berry-card", "journey-3"}, -1, 4, 6},
		{2, 3, []string{"berry-card", "journey-4"}, -1, 4, 6},
		{3, 2, []string{"pebble"}, 2, 2, 4},
		{3, 3, []string{"journey-5"}, -1, 4, 5},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("year %d season %d", tc.year, tc.upTo), func(t *testing.T) {
			s := rugwortState(t, tc.year)
			for k := 1; k <= tc.upTo; k++ {
				s.players[0].Workers += s.rs.Seasons[k].Workers
				s.rugwortPrepares(k, new([]engine.Event))
			}
			want := slices.Clone(tc.at)
			if tc.forest >= 0 {
				want = append(want, s.rs.Locations[s.forest[tc.forest]].ID)
			}
			slices.Sort(want)
			if got := s.rugwortAt(t); !slices.Equal(got, want) {
				t.Errorf("his workers on %v, want %v", got, want)
			}
			if n := len(s.rival.Meadow); n != tc.meadow {
				t.Errorf("%d workers on Meadow cards, want %d", n, tc.meadow)
			}
			if n := s.players[0].Workers; n != tc.workers {
				t.Errorf("the player has %d workers, want %d", n, tc.workers)
			}
			// The cards under his Meadow workers are the first in the
			// Meadow, and closed to the player.
			for _, c := range s.rival.Meadow {
				if slices.Contains(s.Legal(0, nil), it(MPlayMeadow, s.rs.Cards[c].ID)) && countOf(s.meadow, c) <= countOf(s.rival.Meadow, c) {
					t.Errorf("%s is playable under his worker", s.rs.Cards[c].ID)
				}
			}
		})
	}
}

// TestRugwortEvents: he achieves a basic event when his city holds its
// count of the type, as he prepares.
func TestRugwortEvents(t *testing.T) {
	cases := []struct {
		cards []string
		want  []string
	}{
		{nil, nil},
		{[]string{"farm", "farm", "mine"}, nil},
		{[]string{"farm", "farm", "mine", "general-store"}, []string{"basic-production"}},
		{[]string{"inn", "post-office", "queen", "wanderer", "ranger", "bard"}, []string{"basic-destination", "basic-traveller"}},
	}
	for _, tc := range cases {
		t.Run(strings.Join(tc.cards, ","), func(t *testing.T) {
			s := rugwortState(t, 1)
			for _, id := range tc.cards {
				s.rival.Cards = append(s.rival.Cards, s.idx(t, id))
			}
			s.rugwortPrepares(1, new([]engine.Event))
			got := s.eventIDs(s.rival.Events)
			if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
				t.Errorf("achieved %v, want %v", got, tc.want)
			}
			for _, e := range s.rival.Events {
				if s.eventOwner[e] != RivalSeat {
					t.Errorf("%s owned by %d", s.rs.Events[e].ID, s.eventOwner[e])
				}
			}
		})
	}
}

// TestRugwortPlays: each card the player plays, Rugwort answers with the
// Meadow card his die names, once the action is over.
func TestRugwortPlays(t *testing.T) {
	meadow := []string{"farm", "mine", "king", "castle", "inn", "wife", "fool", "ruins"}
	cases := []struct {
		name    string
		setup   func(t *testing.T, s *State)
		moves   []engine.Move
		dice    []int
		took    []string
		blocked []string // the Meadow cards under his workers after
	}{
		{
			name:  "a card from the hand: he takes the die's card",
			setup: func(t *testing.T, s *State) { s.setHand(t, 0, "farm"); s.players[0].Res = Bag{Twig: 2, Resin: 1} },
			moves: []engine.Move{it(MPlay, "farm"), mv(MPay)},
			dice:  []int{3}, took: []string{"king"},
		},
		{
			name: "a card from the Meadow: the Meadow is refilled first, the new card in the taken one's place, 1",
			setup: func(t *testing.T, s *State) {
				s.players[0].Res = Bag{Twig: 2, Resin: 1}
				s.stackDeck(t, "chapel")
			},
			moves: []engine.Move{it(MPlayMeadow, "farm"), mv(MPay)},
			dice:  []int{1}, took: []string{"chapel"},
		},
		{
			name: "a card his worker stands on: he takes it, the worker stays on the card dealt in its place",
			setup: func(t *testing.T, s *State) {
				s.setHand(t, 0, "farm")
				s.players[0].Res = Bag{Twig: 2, Resin: 1}
				s.rival.Meadow = []int{s.idx(t, "farm")}
				s.stackDeck(t, "theatre")
			},
			moves: []engine.Move{it(MPlay, "farm"), mv(MPay)},
			dice:  []int{1}, took: []string{"farm"}, blocked: []string{"theatre"},
		},
		{
			name: "a card played through the Queen counts",
			setup: func(t *testing.T, s *State) {
				s.setCity(t, 0, "queen")
				s.setHand(t, 0, "wanderer")
			},
			moves: []engine.Move{at(MVisit, "queen", 0), it(MChoose, "hand:wanderer")},
			dice:  []int{2}, took: []string{"mine"},
		},
		{
			name: "the Postal Pigeon plays a second card: he answers both, after the action",
			setup: func(t *testing.T, s *State) {
				s.setHand(t, 0, "postal-pigeon")
				s.players[0].Res = Bag{Berry: 2}
				s.stackDeck(t, "farm", "bard")
			},
			moves: []engine.Move{it(MPlay, "postal-pigeon"), mv(MPay), it(MChoose, "farm")},
			dice:  []int{2, 2}, took: []string{"mine", "husband"}, // the Husband refilled place 2
		},
		{
			name:  "placing a worker plays no card: he takes nothing",
			setup: func(t *testing.T, s *State) {},
			moves: []engine.Move{it(MPlace, "two-resin")},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rugwortState(t, 1)
			s.setMeadow(t, meadow...)
			tc.setup(t, s)
			s.rig = &engine.Rig{Dice: tc.dice}
			s = play(t, s, tc.moves...)
			if got := s.ids(s.rival.Cards); !slices.Equal(got, tc.took) && len(got)+len(tc.took) > 0 {
				t.Errorf("he took %v, want %v", got, tc.took)
			}
			if got := s.ids(s.rival.Meadow); !slices.Equal(got, tc.blocked) && len(got)+len(tc.blocked) > 0 {
				t.Errorf("his Meadow workers on %v, want %v", got, tc.blocked)
			}
			if len(s.meadow) != s.rs.Meadow || s.rival.Owed != 0 {
				t.Errorf("a Meadow of %d, %d owed", len(s.meadow), s.rival.Owed)
			}
		})
	}
}

// TestRugwortBlocksMeadow: a Meadow card under his worker can be neither
// played nor taken by the player; a second copy of it can.
func TestRugwortBlocksMeadow(t *testing.T) {
	s := rugwortState(t, 1)
	s.setMeadow(t, "farm", "farm", "mine", "king", "castle", "inn", "wife", "ruins")
	s.players[0].Res = Bag{Twig: 9, Resin: 9, Pebble: 9, Berry: 9}
	s.rival.Meadow = []int{s.idx(t, "farm"), s.idx(t, "mine")}
	legal := s.Legal(0, nil)
	if !slices.Contains(legal, it(MPlayMeadow, "farm")) {
		t.Error("the free copy of the Farm is not playable")
	}
	if slices.Contains(legal, it(MPlayMeadow, "mine")) {
		t.Error("the Mine under his worker is playable")
	}
	s.rival.Meadow = append(s.rival.Meadow, s.idx(t, "farm"))
	if slices.Contains(s.Legal(0, nil), it(MPlayMeadow, "farm")) {
		t.Error("a Farm is playable with both under his workers")
	}
	// Summer's Meadow cards: only the open ones.
	s.push(Task{Kind: "choose", Then: "meadow-take", Max: 2})
	for _, m := range s.Legal(0, nil) {
		if m.Item == "farm" || m.Item == "mine" {
			t.Errorf("%s offered to take", m)
		}
	}
}

// TestRugwortScore: 2 a card, 3 a prosperity card, 3 a basic event, 3 a
// special event the player did not achieve, and his journey.
func TestRugwortScore(t *testing.T) {
	cases := []struct {
		name    string
		cards   []string
		events  int
		mine    int // special events the player achieved
		journey string
		want    int
	}{
		{"nothing but the specials", nil, 0, 0, "", 12},
		{"cards", []string{"farm", "mine", "castle"}, 0, 4, "", 2 + 2 + 3},
		{"events", nil, 2, 4, "", 6},
		{"a special of the player's", nil, 0, 1, "", 9},
		{"the journey", nil, 0, 4, "journey-4", 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rugwortState(t, 2)
			s.rival.Blocked = nil
			for _, id := range tc.cards {
				s.rival.Cards = append(s.rival.Cards, s.idx(t, id))
			}
			for i := range tc.events {
				s.rival.Events = append(s.rival.Events, i)
			}
			for i := range tc.mine {
				s.eventOwner[s.specials[i]] = 0
			}
			if tc.journey != "" {
				s.rival.Blocked = append(s.rival.Blocked, s.rs.locID[tc.journey])
			}
			if got := s.RivalScore(); got != tc.want {
				t.Errorf("Rugwort scores %d, want %d", got, tc.want)
			}
		})
	}
}

// TestRugwortGolden plays a whole game against Rugwort (year 3) at random
// from a fixed seed and compares what he did and the result with
// testdata/rugwort-golden.txt (rewrite with -update).
func TestRugwortGolden(t *testing.T) {
	soloGolden(t, `{"solo": {"rugwort": {"year": 3}}}`, "rugwort-golden.txt", "rugwort", "the game against Rugwort", func(b *strings.Builder, e engine.Event) {
		switch e.Type {
		case EvRivalBlock, EvRivalClaim, EvRivalMeadow, EvPrepare, EvPass:
			fmt.Fprintf(b, "%s %s\n", e.Type, e.Ref)
		case EvPlay:
			fmt.Fprintf(b, "%s %s from %s\n", e.Type, e.Ref, e.Detail)
		case EvRivalTake:
			fmt.Fprintf(b, "%s %s (die %d)\n", e.Type, e.Ref, e.Amount)
		case EvRivalEnd, EvEnd, EvRivalKidnap:
			fmt.Fprintf(b, "%s %d\n", e.Type, e.Amount)
		}
	})
}
