package everdell_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/games/everdell"
)

// TestReveals: a card drawn or dealt to the Meadow, a card given, the
// rival's move and the end make a move final; placing a worker, paying
// and playing from the hand do not.
func TestReveals(t *testing.T) {
	var s *everdell.State
	for _, tc := range []struct {
		evs   []engine.Event
		final bool
	}{
		{[]engine.Event{{Type: everdell.EvPlace, Ref: "l1"}, {Type: everdell.EvGain, Ref: "twig", Amount: 2}, {Type: everdell.EvTurn, Seat: 1}}, false},
		{[]engine.Event{{Type: everdell.EvPlay, Ref: "farm", Detail: "hand"}, {Type: everdell.EvPay, Ref: "twig", Amount: 2}}, false},
		{[]engine.Event{{Type: everdell.EvDraw, Secret: "farm"}}, true},
		{[]engine.Event{{Type: everdell.EvTake, Ref: "farm"}, {Type: everdell.EvMeadow, Ref: "mine"}}, true},
		{[]engine.Event{{Type: everdell.EvGiveCard, Secret: "farm", Audience: engine.SeatsOf(0, 1)}}, true},
		{[]engine.Event{{Type: everdell.EvPlace, Ref: "l1"}, {Type: everdell.EvRivalBlock, Seat: engine.NoSeat, Ref: "l2"}}, true},
		{[]engine.Event{{Type: everdell.EvPass}, {Type: everdell.EvEnd, Amount: 30}}, true},
	} {
		if got := s.Reveals(tc.evs); got != tc.final {
			t.Errorf("Reveals(%+v) = %v, want %v", tc.evs, got, tc.final)
		}
	}
	var _ engine.Revealing = s
}
