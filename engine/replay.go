package engine

import "fmt"

// Replay applies moves in order to start and returns the final state and
// every event. It stops at the first rejected move and reports its index.
func Replay(start State, moves []SeatedMove) (State, []Event, error) {
	var all []Event
	st, err := ReplayEach(start, moves, func(_ int, _ State, evs []Event) {
		all = append(all, evs...)
	})
	return st, all, err
}

// ReplayEach is Replay for callers that need to see every step: after
// move i is applied, each is called with i, the state it led to and the
// events it caused (a live table numbering its log, a replay page
// stopping part-way). It returns the last state reached; on a rejected
// move, that is the state before it, with a *ReplayError.
func ReplayEach(start State, moves []SeatedMove, each func(i int, st State, evs []Event)) (State, error) {
	st := start
	for i, sm := range moves {
		next, evs, err := st.Apply(sm.Seat, sm.Move)
		if err != nil {
			return st, &ReplayError{Index: i, Err: err}
		}
		st = next
		if each != nil {
			each(i, st, evs)
		}
	}
	return st, nil
}

// ReplayError says which move of a replay was rejected.
type ReplayError struct {
	Index int
	Err   error
}

func (e *ReplayError) Error() string { return fmt.Sprintf("move %d: %v", e.Index, e.Err) }
func (e *ReplayError) Unwrap() error { return e.Err }
