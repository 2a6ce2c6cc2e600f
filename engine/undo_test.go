package engine_test

import (
	"testing"

	"evergreen/engine"
)

type plain struct{ engine.State }

type chancy struct{ engine.State }

func (chancy) Reveals(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Type == "roll" || e.Secret != "" {
			return true
		}
	}
	return false
}

// TestFinal: a game that has not said what reveals offers no undo; one
// that has makes final exactly the moves it says reveal.
func TestFinal(t *testing.T) {
	quiet := []engine.Event{{Type: "take", Ref: "gem"}}
	for _, tc := range []struct {
		name  string
		st    engine.State
		evs   []engine.Event
		final bool
	}{
		{"silent game", plain{}, quiet, true},
		{"silent game, no events", plain{}, nil, true},
		{"quiet move", chancy{}, quiet, false},
		{"no events", chancy{}, nil, false},
		{"a die", chancy{}, append(quiet, engine.Event{Type: "roll", Amount: 4}), true},
		{"a drawn card", chancy{}, []engine.Event{{Type: "draw", Secret: "c7"}}, true},
	} {
		if got := engine.Final(tc.st, tc.evs); got != tc.final {
			t.Errorf("%s: Final = %v, want %v", tc.name, got, tc.final)
		}
	}
}
