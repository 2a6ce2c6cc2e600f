package everdell

import (
	"testing"

	"evergreen/engine"
)

// TestScoreOf checks the end-game count by part, card by card.
func TestScoreOf(t *testing.T) {
	cases := []struct {
		name  string
		city  []string
		res   Bag
		want  Score
		setup func(t *testing.T, s *State)
	}{
		{name: "base points", city: []string{"farm", "mine", "fool"}, want: Score{Cards: 1}},
		{name: "Castle counts common constructions", city: []string{"castle", "farm", "farm", "mine"}, want: Score{Cards: 8, Prosperity: 3}},
		{name: "Palace counts unique constructions, itself too", city: []string{"palace", "crane", "farm"}, want: Score{Cards: 6, Prosperity: 2}},
		{name: "School counts common critters", city: []string{"school", "wife", "husband", "teacher"}, want: Score{Cards: 8, Prosperity: 3 + 3}},
		{name: "Theatre counts unique critters", city: []string{"theatre", "king", "bard"}, want: Score{Cards: 7, Prosperity: 2}},
		{name: "Ever Tree counts purple cards, itself too", city: []string{"ever-tree", "wife", "castle"}, want: Score{Cards: 11, Prosperity: 3}},
		{name: "Architect: resin and pebbles left, at most 6", city: []string{"architect"}, res: Bag{Resin: 4, Pebble: 5}, want: Score{Cards: 2, Prosperity: 6}},
		{name: "one pair, two Wives: the bonus once", city: []string{"wife", "wife", "husband"}, want: Score{Cards: 6, Prosperity: 3}},
		{name: "King: 1 a basic event, 2 a special", city: []string{"king"}, want: Score{Cards: 4, Prosperity: 3, Events: 3 + 9},
			setup: func(t *testing.T, s *State) {
				s.players[0].Events = []Achieved{{Event: s.rs.eventID["basic-governance"]}, {Event: s.rs.eventID["the-everdell-games"]}}
			}},
		{name: "Clock Tower's tokens left count", city: []string{"clock-tower"}, want: Score{Tokens: 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := cityFixture(t, tc.city, tc.res, tc.setup)
			got := s.ScoreOf(0)
			tc.want.Total = tc.want.Cards + tc.want.Tokens + tc.want.Prosperity + tc.want.Journeys + tc.want.Events
			tc.want.EventCount = len(s.players[0].Events)
			tc.want.Leftover = tc.res.Total()
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestTieBreaks: equal points go to most events, then most resources
// left; equal on all three is a shared victory.
func TestTieBreaks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		setup   func(s *State)
		winners []engine.Seat
	}{
		{"points", func(s *State) { s.players[1].Points = 1 }, []engine.Seat{1}},
		{"events", func(s *State) {
			s.players[0].Points = 3
			s.players[1].Events = []Achieved{{Event: s.rs.eventID["basic-governance"]}}
		}, []engine.Seat{1}},
		{"resources", func(s *State) { s.players[0].Res = Bag{Berry: 1} }, []engine.Seat{0}},
		{"shared", func(s *State) {}, []engine.Seat{0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 2)
			tc.setup(s)
			s.over = true
			o := s.Outcome()
			if len(o.Winners) != len(tc.winners) || o.Winners[0] != tc.winners[0] {
				t.Errorf("winners %v, want %v (scores %v)", o.Winners, tc.winners, o.Scores)
			}
		})
	}
}
