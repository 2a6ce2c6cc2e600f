package engine

// Revealing is implemented by games that let players take moves back.
// Reveals reports whether the events one move produced showed something
// nobody could know before the move: a die or other chance, a card drawn
// or turned over, another seat's hidden choice. Such a move is final,
// and so is every move before it; a move that reveals nothing may be
// taken back (the platform decides by whom: see package table).
//
// A game that does not implement Revealing offers no undo: every move is
// final, the safe reading for a game that has not said.
type Revealing interface {
	Reveals(evs []Event) bool
}

// Final reports whether the move that led to st with events evs can no
// longer be taken back: st's game offers no undo, or the move revealed
// something.
func Final(st State, evs []Event) bool {
	r, ok := st.(Revealing)
	return !ok || r.Reveals(evs)
}

// EventUndo is the event a table logs when a move is taken back: Seat is
// the seat whose move it was, Amount the log number of that move. It is
// public, and every seat and bot sees it.
const EventUndo = "undo"

// RevealsAny reports whether evs hold an event of one of the types, or
// an event with a private part (Private, Secret or an Audience): the
// usual body of a game's Reveals.
func RevealsAny(evs []Event, types map[string]bool) bool {
	for _, e := range evs {
		if types[e.Type] || e.Private != 0 || e.Secret != "" || e.Audience != 0 {
			return true
		}
	}
	return false
}
