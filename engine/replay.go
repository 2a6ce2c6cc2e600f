package engine

import "fmt"

// Replay applies moves in order to start and returns the final state and
// every event. It stops at the first rejected move and reports its index.
func Replay(start State, moves []SeatedMove) (State, []Event, error) {
	st := start
	var all []Event
	for i, sm := range moves {
		next, evs, err := st.Apply(sm.Seat, sm.Move)
		if err != nil {
			return st, all, &ReplayError{Index: i, Err: err}
		}
		st = next
		all = append(all, evs...)
	}
	return st, all, nil
}

// ReplayError says which move of a replay was rejected.
type ReplayError struct {
	Index int
	Err   error
}

func (e *ReplayError) Error() string { return fmt.Sprintf("move %d: %v", e.Index, e.Err) }
func (e *ReplayError) Unwrap() error { return e.Err }
