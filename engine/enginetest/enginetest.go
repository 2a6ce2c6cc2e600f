// Package enginetest holds the checks a game's rules package runs on
// itself through the engine contract, written once instead of in every
// game's tests: random legal play with the contract's own checks
// (PlayRandom), replay against live play (CheckReplay), which events make
// a move final (CheckReveals), a rule set that must load (Load) and the
// shorthand for a move (Move).
//
// It imports only engine, so that a rules package's tests stay as light
// as the rules; a game's whole conformance run, through its game.Game,
// is game/gametest's.
package enginetest

import (
	"bytes"
	"encoding/json"
	"testing"

	"evergreen/engine"
)

// Fataler is what the checks report to: a *testing.T or *testing.B, or
// a property test's *rapid.T.
type Fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Load loads a rule set through a game's LoadRules, patch merged onto
// the game's default ("" for none), and fails t if it does not load.
func Load[R any](t Fataler, loadRules func(patch []byte) (R, error), patch string) R {
	t.Helper()
	var p []byte
	if patch != "" {
		p = []byte(patch)
	}
	rs, err := loadRules(p)
	if err != nil {
		t.Fatalf("the rule set does not load: %v", err)
	}
	return rs
}

// Move builds a move from a test's shorthand: an int argument is the
// move's option, a string its item.
func Move(name string, args ...any) engine.Move {
	m := engine.M(name)
	for _, a := range args {
		switch v := a.(type) {
		case int:
			m.Option, m.HasOption = v, true
		case string:
			m.Item = v
		}
	}
	return m
}

// CheckReveals requires r.Reveals to find that the events of each move
// in undoable may be taken back, and that those of each in final make
// their move final (see engine.Revealing).
func CheckReveals(t testing.TB, r engine.Revealing, undoable, final [][]engine.Event) {
	t.Helper()
	for _, evs := range undoable {
		if r.Reveals(evs) {
			t.Errorf("Reveals(%+v) = true: a move with these events could not be taken back", evs)
		}
	}
	for _, evs := range final {
		if !r.Reveals(evs) {
			t.Errorf("Reveals(%+v) = false: a move with these events could be taken back", evs)
		}
	}
}

// CheckReplay requires that replaying moves from start reaches live, the
// same to the byte in JSON.
func CheckReplay(t Fataler, start, live engine.State, moves []engine.SeatedMove) {
	t.Helper()
	replayed, _, err := engine.Replay(start, moves)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	a, _ := json.Marshal(live)
	b, _ := json.Marshal(replayed)
	if !bytes.Equal(a, b) {
		t.Fatalf("replaying %d moves reaches a different state from live play", len(moves))
	}
}

// Start sets up a game through a rules package's NewGame and fails t if
// it does not start: a test's opening position in one line.
func Start[R, S, St any](t Fataler, newGame func(R, S) (St, error), rs R, setup S) St {
	t.Helper()
	st, err := newGame(rs, setup)
	if err != nil {
		t.Fatalf("the game does not start: %v", err)
	}
	return st
}
