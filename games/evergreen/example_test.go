package evergreen_test

import (
	"fmt"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Example sets up a two-player game and plays the draft: the leaf holder
// picks, the leaf goes on the card nearest the draw pile, and then both
// players act at once.
func Example() {
	rs, _ := evergreen.Default()
	st, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: []evergreen.SeatSetup{{Name: "Ada"}, {Name: "Bo"}}})
	var g engine.State = st
	for _, sm := range []engine.SeatedMove{
		{Seat: 0, Move: engine.WithOption(evergreen.MovePick, 2)},
		{Seat: 1, Move: engine.WithOption(evergreen.MovePick, 0)},
	} {
		g, _, _ = g.Apply(sm.Seat, sm.Move)
	}
	for _, d := range g.Pending() {
		fmt.Println(d.Seat, d.Kind, d.Moves)
	}
	// Output:
	// 0 order [order(power-first) order(action-first)]
	// 1 order [order(power-first) order(action-first)]
}
