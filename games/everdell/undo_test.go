package everdell_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/everdell"
)

// TestReveals: a card drawn or dealt to the Meadow, a card given, the
// rival's move and the end make a move final; placing a worker, paying
// and playing from the hand do not.
func TestReveals(t *testing.T) {
	var s *everdell.State
	enginetest.CheckReveals(t, s, [][]engine.Event{
		{{Type: everdell.EvPlace, Ref: "l1"}, {Type: everdell.EvGain, Ref: "twig", Amount: 2}, {Type: everdell.EvTurn, Seat: 1}},
		{{Type: everdell.EvPlay, Ref: "farm", Detail: "hand"}, {Type: everdell.EvPay, Ref: "twig", Amount: 2}},
	}, [][]engine.Event{
		{{Type: everdell.EvDraw, Secret: "farm"}},
		{{Type: everdell.EvTake, Ref: "farm"}, {Type: everdell.EvMeadow, Ref: "mine"}},
		{{Type: everdell.EvGiveCard, Secret: "farm", Audience: engine.SeatsOf(0, 1)}},
		{{Type: everdell.EvPlace, Ref: "l1"}, {Type: everdell.EvRivalBlock, Seat: engine.NoSeat, Ref: "l2"}},
		{{Type: everdell.EvPass}, {Type: everdell.EvEnd, Amount: 30}},
	})
}
