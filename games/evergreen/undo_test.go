package evergreen_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// TestReveals: a card turned over, a reshuffle and the game's end make a
// move final; a pick, an order, an action or a planting do not.
func TestReveals(t *testing.T) {
	var s *evergreen.State
	for _, tc := range []struct {
		evs   []engine.Event
		final bool
	}{
		{[]engine.Event{{Type: evergreen.EvPick, Ref: "c1", Amount: 2}, {Type: evergreen.EvLeafLaid, Amount: 1}}, false},
		{[]engine.Event{{Type: evergreen.EvOrder, Detail: "power-first"}}, false},
		{[]engine.Event{{Type: evergreen.EvPlant, Amount: 12}, {Type: evergreen.EvGrow, Amount: 13}}, false},
		{[]engine.Event{{Type: evergreen.EvDone}, {Type: evergreen.EvRound, Amount: 2}, {Type: evergreen.EvReveal, Ref: "c4", Seat: engine.NoSeat}}, true},
		{[]engine.Event{{Type: evergreen.EvReshuffle, Seat: engine.NoSeat}}, true},
		{[]engine.Event{{Type: evergreen.EvDone}, {Type: evergreen.EvGameEnds, Seat: engine.NoSeat}}, true},
	} {
		if got := s.Reveals(tc.evs); got != tc.final {
			t.Errorf("Reveals(%+v) = %v, want %v", tc.evs, got, tc.final)
		}
	}
	var _ engine.Revealing = s
}
