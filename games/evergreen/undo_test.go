package evergreen_test

import (
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/evergreen"
)

// TestReveals: a card turned over, a reshuffle and the game's end make a
// move final; a pick, an order, an action or a planting do not.
func TestReveals(t *testing.T) {
	var s *evergreen.State
	enginetest.CheckReveals(t, s, [][]engine.Event{
		{{Type: evergreen.EvPick, Ref: "c1", Amount: 2}, {Type: evergreen.EvLeafLaid, Amount: 1}},
		{{Type: evergreen.EvOrder, Detail: "power-first"}},
		{{Type: evergreen.EvPlant, Amount: 12}, {Type: evergreen.EvGrow, Amount: 13}},
	}, [][]engine.Event{
		{{Type: evergreen.EvDone}, {Type: evergreen.EvRound, Amount: 2}, {Type: evergreen.EvReveal, Ref: "c4", Seat: engine.NoSeat}},
		{{Type: evergreen.EvReshuffle, Seat: engine.NoSeat}},
		{{Type: evergreen.EvDone}, {Type: evergreen.EvGameEnds, Seat: engine.NoSeat}},
	})
}
