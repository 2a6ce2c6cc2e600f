package bots

import (
	"math/rand/v2"

	"evergreen/engine"
)

// Searchable is what a game offers bots that search ahead (see package
// bots/ismcts). A bot must not peek at the real state, so it asks the
// game for complete states that its seat cannot tell apart from the real
// one: everything public copied from the view, everything hidden (other
// players' secrets, deck order, future chance) sampled afresh.
type Searchable interface {
	// Sampler reads view, a seat's View of the game, once, and returns a
	// Sampler of states consistent with it. seen, when not nil, is the
	// seat's history (see Recaller), from which the game may learn more
	// than the view shows (Nobles: every Give is announced, so a seat that
	// watched knows each House's Gems). A game must not fail because of a
	// history it cannot use; it samples from the view alone instead.
	Sampler(view any, seen []engine.Event) (Sampler, error)
}

// Sampler draws complete states consistent with one view.
type Sampler interface {
	// Sample returns one state, its hidden parts drawn from rng. The state
	// is the caller's to advance in place (see Stepper); it is valid until
	// the next call of Sample, which may reuse its memory.
	Sample(rng *rand.Rand) engine.State
}

// Policy chooses a move from legal (never empty) for seat in st, a state
// the caller owns (a sample, never the real game). Search bots use one to
// play out the rest of a sampled game quickly.
type Policy func(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move

// Playout plays st, a sampled state the caller owns, on in place until
// the game ends or limit moves have been made, and returns how many it
// made; ok is false when st is not a state it knows, and it has then
// made no move. A game's bots offer one when it can play out faster than
// a Policy asked move by move through engine.Move lists (Nobles: its
// compact integer moves). It must play as its game's Policy would, so
// that search bots may use either.
type Playout func(st engine.State, rng *rand.Rand, limit int) (moves int, ok bool)

// Optional speed-ups a game's state may offer. Search bots use them when
// present and fall back on the engine.State contract otherwise.
type (
	// Stepper plays a move in place, appending its events to evs. On
	// error the state is unchanged.
	Stepper interface {
		Step(seat engine.Seat, m engine.Move, evs []engine.Event) ([]engine.Event, error)
	}
	// QuietStepper plays a move in place without reporting its events,
	// for playouts that need only the outcome. The state must end up as
	// Step would leave it.
	QuietStepper interface {
		StepQuiet(seat engine.Seat, m engine.Move) error
	}
	// Decider names the one seat that must decide now, or a negative seat
	// once the game is over, for games that never ask two seats at once.
	Decider interface {
		Decider() engine.Seat
	}
	// RandomStepper plays in place, without events, the move Random
	// would choose for the seat deciding now (a Decider's), drawing from
	// a rand.Rand over rng as Random does: legal[IntN(len(legal))] of the
	// list Legal gives, and no draw at all when only one move is legal
	// (then choice is false). The game must not be over. The simulator
	// plays random bots through it, sparing the list of moves, their
	// check and the view.
	RandomStepper interface {
		StepRandom(rng *rand.PCG) (choice bool)
	}
)
