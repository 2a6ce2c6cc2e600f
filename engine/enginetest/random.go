package enginetest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"

	"evergreen/engine"
)

// Random is how PlayRandom plays a game.
type Random struct {
	// Rng draws the decision to take, when several are open, and its
	// move.
	Rng *rand.Rand
	// MaxMoves bounds the game: one not over after that many moves fails.
	MaxMoves int
	// CheckEvery, above 0, makes every CheckEvery-th move (the first
	// among them) a checked one: before the drawn move is played, every
	// legal move of its decision must apply, a seat with no decision open
	// must be refused, and Apply must leave its receiver as it was (the
	// same JSON before and after).
	CheckEvery int
	// Each, if set, is called after every move.
	Each func(Turn)
}

// Turn is one move of a game PlayRandom plays.
type Turn struct {
	// Index counts the moves played before this one.
	Index int
	// Before is the state the move was drawn in, Open its open
	// decisions and Decision the one taken.
	Before   engine.State
	Open     []engine.Decision
	Decision engine.Decision
	Move     engine.Move
	// After is the state the move led to, Events what it caused.
	After  engine.State
	Events []engine.Event
}

// PlayRandom plays start to its end with random legal moves, as r says,
// and returns the final state and the moves played. It fails t when a
// game not over has no decision open, a decision has no legal move, a
// legal move is refused or the game does not end within r.MaxMoves.
func PlayRandom(t Fataler, start engine.State, r Random) (engine.State, []engine.SeatedMove) {
	t.Helper()
	st := start
	var moves []engine.SeatedMove
	for i := 0; ; i++ {
		open := st.Pending()
		if len(open) == 0 {
			if !st.Outcome().Ended {
				t.Fatalf("move %d: no decision open in a game not over", i)
			}
			return st, moves
		}
		if i >= r.MaxMoves {
			t.Fatalf("the game is not over after %d moves", i)
		}
		for _, d := range open {
			if len(d.Moves) == 0 {
				t.Fatalf("move %d: decision %s of seat %d has no legal move", i, d.Kind, d.Seat)
			}
		}
		d := open[0]
		if len(open) > 1 {
			d = open[r.Rng.IntN(len(open))]
		}
		var before []byte
		if r.CheckEvery > 0 && i%r.CheckEvery == 0 {
			before = checkMoves(t, st, open, d)
		}
		m := d.Moves[r.Rng.IntN(len(d.Moves))]
		next, evs, err := st.Apply(d.Seat, m)
		if err != nil {
			t.Fatalf("move %d: legal move %v of seat %d refused: %v", i, m, d.Seat, err)
		}
		if before != nil {
			if after, _ := json.Marshal(st); !bytes.Equal(before, after) {
				t.Fatalf("move %d: Apply(%d, %v) changed its receiver", i, d.Seat, m)
			}
		}
		moves = append(moves, engine.SeatedMove{Seat: d.Seat, Move: m})
		if r.Each != nil {
			r.Each(Turn{Index: i, Before: st, Open: open, Decision: d, Move: m, After: next, Events: evs})
		}
		st = next
	}
}

// checkMoves applies every legal move of d to st, and d's first move for
// every seat with no decision open (which must be refused), and returns
// st's JSON from before, for the caller to compare once it has played.
func checkMoves(t Fataler, st engine.State, open []engine.Decision, d engine.Decision) []byte {
	t.Helper()
	before, err := json.Marshal(st)
	if err != nil {
		t.Fatalf("state does not marshal: %v", err)
	}
	for _, m := range d.Moves {
		if _, _, err := st.Apply(d.Seat, m); err != nil {
			t.Fatalf("legal move %v of seat %d refused: %v", m, d.Seat, err)
		}
	}
	for s := range engine.Seat(st.Seats()) {
		if !deciding(open, s) {
			if _, _, err := st.Apply(s, d.Moves[0]); err == nil {
				t.Fatalf("seat %d moved without a decision open", s)
			}
		}
	}
	return before
}

func deciding(open []engine.Decision, seat engine.Seat) bool {
	for _, d := range open {
		if d.Seat == seat {
			return true
		}
	}
	return false
}
