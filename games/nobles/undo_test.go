package nobles_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// TestReveals: the die, the cards, a Give's private Gems and the Gala
// make a move final; a Save, an Invest, a choice or a kept die do not.
func TestReveals(t *testing.T) {
	var s *nobles.State
	for _, tc := range []struct {
		evs   []engine.Event
		final bool
	}{
		{[]engine.Event{{Type: nobles.EvSave, Amount: 2}, {Type: nobles.EvTurnEnds}, {Type: nobles.EvTurnBegins, Seat: 1}}, false},
		{[]engine.Event{{Type: nobles.EvInvest, Ref: "lantern", Amount: 3}}, false},
		{[]engine.Event{{Type: nobles.EvChoose, Ref: "c1", Detail: "0"}, {Type: nobles.EvPay, Amount: 1}}, false},
		{[]engine.Event{{Type: nobles.EvKeep, Amount: 4}, {Type: nobles.EvMove, Amount: 9}}, false},
		{[]engine.Event{{Type: nobles.EvRoll, Amount: 4}}, true},
		{[]engine.Event{{Type: nobles.EvKeep, Amount: 4}, {Type: nobles.EvMove, Amount: 9}, {Type: nobles.EvDraw, Ref: "c2"}}, true},
		{[]engine.Event{{Type: nobles.EvReshuffle, Seat: engine.NoSeat}}, true},
		{[]engine.Event{{Type: nobles.EvGive, Amount: 2, Private: 5}}, true},
		{[]engine.Event{{Type: nobles.EvGive, Amount: 2}}, true}, // no Gems yet: still news to the receiver
		{[]engine.Event{{Type: nobles.EvWait}, {Type: nobles.EvGala, Seat: engine.NoSeat}}, true},
	} {
		if got := s.Reveals(tc.evs); got != tc.final {
			t.Errorf("Reveals(%+v) = %v, want %v", tc.evs, got, tc.final)
		}
	}
	var _ engine.Revealing = s
}
