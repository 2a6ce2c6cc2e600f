package engine_test

import (
	"errors"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
)

// TestReplayEach: the steps ReplayEach reports add up to what Replay
// returns, and a refused move stops both at the state before it.
func TestReplayEach(t *testing.T) {
	rules, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	start, err := rules.Start(game.Setup{Seed: 1, Seats: make([]game.Seat, 2)})
	if err != nil {
		t.Fatal(err)
	}
	pick := func(seat, k int) engine.SeatedMove {
		return engine.SeatedMove{Seat: engine.Seat(seat), Move: engine.WithOption("pick", k)}
	}
	moves := []engine.SeatedMove{pick(1, 2), pick(0, 3), pick(0, 1)}
	var steps []int
	var events int
	st, err := engine.ReplayEach(start, moves[:2], func(i int, st engine.State, evs []engine.Event) {
		steps = append(steps, i)
		events += len(evs)
	})
	if err != nil || len(steps) != 2 || steps[1] != 1 {
		t.Fatalf("steps %v, %v", steps, err)
	}
	whole, all, err := engine.Replay(start, moves[:2])
	if err != nil || len(all) != events || whole.(*highest.State).Round != st.(*highest.State).Round {
		t.Fatalf("Replay: %d events, ReplayEach: %d; %v", len(all), events, err)
	}
	_, err = engine.ReplayEach(start, []engine.SeatedMove{pick(0, 1), pick(0, 2)}, nil)
	var re *engine.ReplayError
	if !errors.As(err, &re) || re.Index != 1 || !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("a second pick by the same seat: %v", err)
	}
}
