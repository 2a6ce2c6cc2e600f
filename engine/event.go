package engine

import (
	"encoding/json"
	"fmt"
	"math/bits"
)

// Event is one thing that happened, in a flat form every game shares so
// that logs, the table and the web client can carry events without
// knowing the game. Games document which fields each Type uses; text for
// players is rendered from events by templates and content, never stored
// here.
//
// An event has a public part (every field but Private and Secret) and a
// private part, which only its audience learns: Seat alone, or exactly
// the seats in Audience. So a card handed from one seat to another is one
// event that both seats read in full and everyone else reads without the
// card. Redact is the one place the private part is taken out.
type Event struct {
	Type string `json:"type"`
	// Seat the event concerns, or NoSeat.
	Seat Seat `json:"seat"`
	// Amount is the main number (Crowns paid, die result, …).
	Amount int `json:"amount,omitempty"`
	// Ref names a card, item, space or virtue by id.
	Ref string `json:"ref,omitempty"`
	// Detail is a second identifier where one is needed (a deck, a
	// season, an option).
	Detail string `json:"detail,omitempty"`
	// Private is a number only the audience may learn (a Gem total).
	Private int `json:"private,omitempty"`
	// Secret is the game's own identifier of what only the audience may
	// learn (the card drawn into a hand, the card given): an id in the
	// game's own words, never an index carried in a number.
	Secret string `json:"secret,omitempty"`
	// Audience is who learns Private and Secret when it is not Seat
	// alone: exactly the seats in it. Who they are is public.
	Audience Seats `json:"audience,omitempty"`
}

// Sees reports whether viewer learns e's private part: a seat of its
// audience (Seat alone when Audience is empty); never Spectator.
func (e Event) Sees(viewer Seat) bool {
	switch {
	case viewer < 0:
		return false
	case e.Audience == 0:
		return viewer == e.Seat
	}
	return e.Audience.Has(viewer)
}

// Redact returns the event as viewer may see it: its private part is
// kept only for its audience.
func (e Event) Redact(viewer Seat) Event {
	if !e.Sees(viewer) {
		e.Private, e.Secret = 0, ""
	}
	return e
}

// RedactAll returns a redacted copy of events for viewer.
func RedactAll(events []Event, viewer Seat) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		out[i] = e.Redact(viewer)
	}
	return out
}

// Seats is a set of seats (0 to 63), such as an event's audience. Its
// JSON form is the list of its seats in increasing order.
type Seats uint64

// SeatsOf is the set of the seats given; a seat outside 0–63 is left
// out.
func SeatsOf(seats ...Seat) Seats {
	var s Seats
	for _, seat := range seats {
		if seat >= 0 && seat < 64 {
			s |= 1 << uint(seat)
		}
	}
	return s
}

// Has reports whether seat is in s.
func (s Seats) Has(seat Seat) bool { return seat >= 0 && seat < 64 && s&(1<<uint(seat)) != 0 }

// List returns the seats of s in increasing order.
func (s Seats) List() []Seat {
	out := make([]Seat, 0, bits.OnesCount64(uint64(s)))
	for rest := uint64(s); rest != 0; rest &= rest - 1 {
		out = append(out, Seat(bits.TrailingZeros64(rest)))
	}
	return out
}

// MarshalJSON writes s as a list of seat numbers.
func (s Seats) MarshalJSON() ([]byte, error) { return json.Marshal(s.List()) }

// UnmarshalJSON reads a list of seat numbers, each 0 to 63.
func (s *Seats) UnmarshalJSON(b []byte) error {
	var list []Seat
	if err := json.Unmarshal(b, &list); err != nil {
		return fmt.Errorf("an audience is a list of seat numbers: %w", err)
	}
	*s = 0
	for _, seat := range list {
		if seat < 0 || seat >= 64 {
			return fmt.Errorf("an audience's seats are 0 to 63, not %d", seat)
		}
		*s |= 1 << uint(seat)
	}
	return nil
}
