package nobles_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// TestReveals: the die, the cards, a Give's private Gems and the Gala
// make a move final; a Save, an Invest, a choice or a kept die do not.
func TestReveals(t *testing.T) {
	var s *nobles.State
	enginetest.CheckReveals(t, s, [][]engine.Event{
		{{Type: nobles.EvSave, Amount: 2}, {Type: nobles.EvTurnEnds}, {Type: nobles.EvTurnBegins, Seat: 1}},
		{{Type: nobles.EvInvest, Ref: "lantern", Amount: 3}},
		{{Type: nobles.EvChoose, Ref: "c1", Detail: "0"}, {Type: nobles.EvPay, Amount: 1}},
		{{Type: nobles.EvKeep, Amount: 4}, {Type: nobles.EvMove, Amount: 9}},
	}, [][]engine.Event{
		{{Type: nobles.EvRoll, Amount: 4}},
		{{Type: nobles.EvKeep, Amount: 4}, {Type: nobles.EvMove, Amount: 9}, {Type: nobles.EvDraw, Ref: "c2"}},
		{{Type: nobles.EvReshuffle, Seat: engine.NoSeat}},
		{{Type: nobles.EvGive, Amount: 2, Private: 5}},
		{{Type: nobles.EvGive, Amount: 2}}, // no Gems yet: still news to the receiver
		{{Type: nobles.EvWait}, {Type: nobles.EvGala, Seat: engine.NoSeat}},
	})
}
