package engine

import (
	"errors"
	"fmt"
)

// Seat identifies a player by position around the table, 0-based, in
// clockwise order.
type Seat int

// Spectator is the seat used to ask for a view with no private
// information at all.
const Spectator Seat = -1

// NoSeat marks an event that concerns no particular seat.
const NoSeat Seat = -1

// Sentinel errors for conditions callers branch on. Apply wraps them in a
// *MoveError; test with errors.Is.
var (
	ErrGameOver    = errors.New("engine: the game is over")
	ErrNotYourTurn = errors.New("engine: no decision is pending for this seat")
	ErrIllegalMove = errors.New("engine: move is not legal now")
	ErrUnknownSeat = errors.New("engine: no such seat")
	ErrBadMove     = errors.New("engine: malformed move")
)

// MoveError is the error Apply returns for a rejected move. Code is a
// stable machine-readable name ("not_your_turn", "illegal_move", …) and
// Message says what was wrong in words.
type MoveError struct {
	Err     error // one of the sentinels above
	Seat    Seat
	Move    Move
	Message string
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("seat %d, move %s: %s", e.Seat, e.Move, e.Message)
}

func (e *MoveError) Unwrap() error { return e.Err }

// Code is the stable identifier of the error's kind.
func (e *MoveError) Code() string { return ErrorCode(e.Err) }

// ErrorCode maps a sentinel (or an error wrapping one) to its stable code.
func ErrorCode(err error) string {
	switch {
	case errors.Is(err, ErrGameOver):
		return "game_over"
	case errors.Is(err, ErrNotYourTurn):
		return "not_your_turn"
	case errors.Is(err, ErrIllegalMove):
		return "illegal_move"
	case errors.Is(err, ErrUnknownSeat):
		return "unknown_seat"
	case errors.Is(err, ErrBadMove):
		return "bad_move"
	}
	return "error"
}

// Decision is one open question: Seat must pick one of Moves.
type Decision struct {
	Seat Seat `json:"seat"`
	// Kind names the question ("journey", "duty", "payment", …) so that a
	// client can choose how to present it.
	Kind  string `json:"kind"`
	Moves []Move `json:"moves"`
}

// Outcome is the result of a game, final once Ended is true.
type Outcome struct {
	Ended bool `json:"ended"`
	// Scores per seat; nil until the game has ended.
	Scores []int `json:"scores,omitempty"`
	// Winners lists every winning seat; more than one means a shared
	// victory.
	Winners []Seat `json:"winners,omitempty"`
}

// State is the contract a game's state meets so that tables, stores and
// bots can drive any game. Implementations are immutable from the
// caller's point of view: Apply never changes the receiver.
type State interface {
	// Seats is the number of players.
	Seats() int
	// Pending lists the open decisions; empty once the game has ended.
	Pending() []Decision
	// Legal appends the legal moves of seat to buf and returns it; empty if
	// seat has nothing to decide.
	Legal(seat Seat, buf []Move) []Move
	// Apply checks and plays one move for seat, returning the new state
	// and what happened. On error the receiver is unchanged and the
	// returned state is nil.
	Apply(seat Seat, m Move) (State, []Event, error)
	// View is everything seat may know, ready to serialise. Spectator
	// gets public information only.
	View(seat Seat) any
	// Outcome reports whether the game has ended and who won.
	Outcome() Outcome
}

// Opener is implemented by games whose first events happen before any
// move (the first turn beginning), so that a log can start with them.
type Opener interface {
	Opening() []Event
}

// Revealer is implemented by games that can show, once a game has ended,
// the secrets the Gala reveals (Nobles: every House's Gems), for replays.
// It must never include deck order or generator state.
type Revealer interface {
	Reveal() any
}
