package everdell

import (
	"testing"

	"evergreen/engine"
)

// TestChapelCeilingScores: Pristine Chapel Ceiling is worth 2 points per
// point token on the Chapel at the end of the game, tokens added after
// it was achieved included.
func TestChapelCeilingScores(t *testing.T) {
	cases := []struct {
		name         string
		before, late int // tokens when achieved, tokens added afterwards
		want         int
	}{
		{"no tokens", 0, 0, 0},
		{"one token", 1, 0, 2},
		{"three tokens", 3, 0, 6},
		{"a token added later counts", 1, 2, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 2)
			s.setCity(t, 0, "woodcarver", "chapel")
			s.players[0].City[1].Tokens = tc.before
			moves := []engine.Move{it(MAchieve, "pristine-chapel-ceiling")}
			for range tc.before {
				moves = append(moves, it(MGain, "berry"))
			}
			s = play(t, s, moves...)
			s.players[0].City[1].Tokens += tc.late
			if got := s.ScoreOf(0).Events; got != tc.want {
				t.Errorf("the event scores %d, want %d", got, tc.want)
			}
		})
	}
}

// TestRangerMovesOffAnEvent: the published Ranger moves any deployed
// worker but one placed for good; a worker taken off an achieved event
// leaves the event achieved and scoring.
func TestRangerMovesOffAnEvent(t *testing.T) {
	cases := []struct {
		name     string
		previous []string // locations with a worker of seat 0 before the event
	}{
		{"the event's worker is the only one out", nil},
		{"the event's worker was placed last", []string{"berry"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 2)
			s.players[0].Workers = 3
			for _, l := range tc.previous {
				s.worker(t, 0, l)
			}
			s.setCity(t, 0, "farm", "farm", "mine", "general-store")
			s.setHand(t, 0, "ranger")
			s.players[0].Res = Bag{Berry: 2}
			s = play(t, s, it(MAchieve, "basic-production"))
			s.turn = 0
			w := len(tc.previous) // the event's worker
			s = play(t, s, it(MPlay, "ranger"), mv(MPay), it(MChoose, "w"+itoa(w)), it(MPlace, "pebble"))
			p := &s.players[0]
			if len(p.Placed) != len(tc.previous)+1 || s.rs.Locations[p.Placed[len(p.Placed)-1].Index].ID != "pebble" {
				t.Errorf("placements %+v", p.Placed)
			}
			if len(p.Events) != 1 || s.eventOwner[p.Events[0].Event] != 0 {
				t.Errorf("the event is no longer achieved: %+v", p.Events)
			}
			if got := s.ScoreOf(0).Events; got != 3 {
				t.Errorf("events score %d, want 3", got)
			}
		})
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
