package bots

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"evergreen/engine"
)

// Bot chooses a move for seat from legal (never empty), knowing only
// view, the seat's redacted View of the game. Both are the bot's only
// for the call: a caller may reuse their memory for the next decision
// (ViewReuser).
type Bot interface {
	Name() string
	Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move
}

// Recaller is a bot that also draws on what its seat has seen, as a
// player at the table remembers what happened before: seen is every event
// of the game so far, oldest first, each redacted for seat
// (engine.Event.Redact), or nil when the caller kept no history. A
// Recaller is still a Bot; Choose is Recall with no history.
type Recaller interface {
	Bot
	Recall(seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) engine.Move
}

// Decide asks b for a move for seat, handing it the seat's history when b
// is a Recaller and seen is given. Tables, the simulator and PlayOut ask
// bots through Decide.
func Decide(b Bot, seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) engine.Move {
	if r, ok := b.(Recaller); ok && seen != nil {
		return r.Recall(seat, view, seen, legal, rng)
	}
	return b.Choose(seat, view, legal, rng)
}

// Memory keeps what every seat of one game has seen: each event, redacted
// for the seat, in order. Callers that drive bots add every event as it
// happens and hand Recallers their seat's history.
type Memory struct {
	seen [][]engine.Event
}

// NewMemory returns an empty memory for a game of seats players. A nil
// *Memory remembers nothing: Add does nothing and Seen returns nil, so a
// caller with no Recaller at the table need not keep one.
func NewMemory(seats int) *Memory { return &Memory{seen: make([][]engine.Event, seats)} }

// Add records events, as each seat may see them.
func (m *Memory) Add(events []engine.Event) {
	if m == nil {
		return
	}
	for s := range m.seen {
		for _, e := range events {
			m.seen[s] = append(m.seen[s], e.Redact(engine.Seat(s)))
		}
	}
}

// Seen returns seat's history so far (never nil for a memory, so that
// Decide hands it on). The slice is shared: callers must not change it.
func (m *Memory) Seen(seat engine.Seat) []engine.Event {
	if m == nil {
		return nil
	}
	if int(seat) < 0 || int(seat) >= len(m.seen) {
		return []engine.Event{}
	}
	if m.seen[seat] == nil {
		m.seen[seat] = []engine.Event{}
	}
	return m.seen[seat][:len(m.seen[seat]):len(m.seen[seat])]
}

// Blind is a bot that never reads the view it is handed, so a caller that
// builds views only for bots (the simulator) may hand it nil and spare
// building one: a View is most of a random game's cost.
type Blind interface {
	Bot
	// Blind does nothing; it marks the bot.
	Blind()
}

// ViewReuser is a game state that can build a seat's view over a view it
// built before, reusing its memory, for a caller that asks one view per
// decision (the simulator). ViewInto returns seat's view, equal in every
// field to View(seat); old is a view an earlier View or ViewInto of the
// same game returned (of any seat or position, which it must overwrite
// entirely), or nil. The view returned may be old itself, so a caller
// using it hands a bot a view that is valid only during its Choose, like
// its list of legal moves: a bot must not keep a view between decisions.
type ViewReuser interface {
	ViewInto(seat engine.Seat, old any) any
}

// Random plays uniformly among the legal moves.
type Random struct{}

// Blind marks Random as never reading its view.
func (Random) Blind() {}

// Name is "random".
func (Random) Name() string { return "random" }

// Choose picks a legal move uniformly at random.
func (Random) Choose(_ engine.Seat, _ any, legal []engine.Move, rng *rand.Rand) engine.Move {
	return legal[rng.IntN(len(legal))]
}

// Registry maps bot names to constructors. Build one with the bots a
// program offers; it is not global so tests and programs can differ.
type Registry map[string]func() Bot

// Searching is implemented by bots that search ahead at every decision
// (package bots/ismcts): a move of theirs costs what thousands of a
// heuristic's do, which whoever plays many games with one weighs (a
// balance preview plays fewer).
type Searching interface {
	Searches() bool
}

// Searches reports whether the bot called name searches ahead
// (Searching); false for a name r does not hold.
func (r Registry) Searches(name string) bool {
	mk, ok := r[name]
	if !ok {
		return false
	}
	s, ok := mk().(Searching)
	return ok && s.Searches()
}

// Basic is the registry of the bots every game can use.
func Basic() Registry {
	return Registry{"random": func() Bot { return Random{} }}
}

// New returns the bot called name.
func (r Registry) New(name string) (Bot, error) {
	if f, ok := r[name]; ok {
		return f(), nil
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(r.Names(), ", "))
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

// Next is the seat that decides next in st, or a negative seat when
// nobody has a decision (the game is over). A state that is a Decider
// answers at once; otherwise, when several seats are pending at once
// (simultaneous decisions), the lowest seat goes first. Every driver of
// bots (PlayOut, the simulator, ISMCTS's tree and playouts, the
// conformance suite) plays simultaneous decisions one at a time in this
// order: the game hides each pick from the others until all are in, so
// no seat learns more by deciding later, and a fixed order keeps play a
// function of the seed.
func Next(st engine.State) engine.Seat {
	if d, ok := st.(Decider); ok {
		return d.Decider()
	}
	p := st.Pending()
	if len(p) == 0 {
		return -1
	}
	seat := p[0].Seat
	for _, d := range p[1:] {
		seat = min(seat, d.Seat)
	}
	return seat
}

// PlayOut lets bots make every remaining decision of st until the game
// ends or limit moves have been made, returning the final state, the moves
// made and their events. bots[seat] plays seat; simultaneous decisions
// are taken one at a time in seat order (see Next). Recallers are handed
// what their seat has seen since st (PlayOut cannot know what came
// before, so from a position other than the start a Recaller sees only
// part of the game).
func PlayOut(st engine.State, players []Bot, rng *rand.Rand, limit int) (engine.State, []engine.SeatedMove, []engine.Event, error) {
	var moves []engine.SeatedMove
	var events []engine.Event
	var buf []engine.Move
	mem := NewMemory(st.Seats())
	if o, ok := st.(engine.Opener); ok && len(o.Opening()) > 0 {
		mem.Add(o.Opening())
	}
	for i := 0; i < limit && !st.Outcome().Ended; i++ {
		seat := Next(st)
		if seat < 0 {
			return st, moves, events, fmt.Errorf("bots: game not ended but nobody has a decision")
		}
		buf = st.Legal(seat, buf[:0])
		if len(buf) == 0 {
			return st, moves, events, fmt.Errorf("bots: seat %d is pending but has no legal move", seat)
		}
		m := Decide(players[seat], seat, st.View(seat), mem.Seen(seat), buf, rng)
		next, evs, err := st.Apply(seat, m)
		if err != nil {
			return st, moves, events, fmt.Errorf("bots: %s chose %v: %w", players[seat].Name(), m, err)
		}
		st = next
		moves = append(moves, engine.SeatedMove{Seat: seat, Move: m})
		events = append(events, evs...)
		mem.Add(evs)
	}
	return st, moves, events, nil
}
