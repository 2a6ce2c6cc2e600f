package bots

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"evergreen/engine"
)

// Bot chooses a move for seat from legal (never empty), knowing only
// view, the seat's redacted View of the game.
type Bot interface {
	Name() string
	Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move
}

// Random plays uniformly among the legal moves.
type Random struct{}

// Name is "random".
func (Random) Name() string { return "random" }

// Choose picks a legal move uniformly at random.
func (Random) Choose(_ engine.Seat, _ any, legal []engine.Move, rng *rand.Rand) engine.Move {
	return legal[rng.IntN(len(legal))]
}

// Registry maps bot names to constructors. Build one with the bots a
// program offers; it is not global so tests and programs can differ.
type Registry map[string]func() Bot

// Basic is the registry of the bots every game can use.
func Basic() Registry {
	return Registry{"random": func() Bot { return Random{} }}
}

// New returns the bot called name.
func (r Registry) New(name string) (Bot, error) {
	if f, ok := r[name]; ok {
		return f(), nil
	}
	return nil, fmt.Errorf("unknown bot %q (known: %v)", name, r.Names())
}

// Names lists the registered bots in order.
func (r Registry) Names() []string {
	names := make([]string, 0, len(r))
	for n := range r {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// PlayOut lets bots make every remaining decision of st until the game
// ends or limit moves have been made, returning the final state, the moves
// made and their events. bots[seat] plays seat.
func PlayOut(st engine.State, players []Bot, rng *rand.Rand, limit int) (engine.State, []engine.SeatedMove, []engine.Event, error) {
	var moves []engine.SeatedMove
	var events []engine.Event
	var buf []engine.Move
	for i := 0; i < limit && !st.Outcome().Ended; i++ {
		pending := st.Pending()
		if len(pending) == 0 {
			return st, moves, events, fmt.Errorf("bots: game not ended but nobody has a decision")
		}
		d := pending[0]
		buf = st.Legal(d.Seat, buf[:0])
		m := players[d.Seat].Choose(d.Seat, st.View(d.Seat), buf, rng)
		next, evs, err := st.Apply(d.Seat, m)
		if err != nil {
			return st, moves, events, fmt.Errorf("bots: %s chose %v: %w", players[d.Seat].Name(), m, err)
		}
		st = next
		moves = append(moves, engine.SeatedMove{Seat: d.Seat, Move: m})
		events = append(events, evs...)
	}
	return st, moves, events, nil
}
