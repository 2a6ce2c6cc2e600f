package engine

// Event is one thing that happened, in a flat form every game shares so
// that logs, the table and the web client can carry events without
// knowing the game. Games document which fields each Type uses; text for
// players is rendered from events by templates and content, never stored
// here.
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
	// Private is a number only Seat may learn (a Gem total). Redact
	// clears it for every other viewer.
	Private int `json:"private,omitempty"`
}

// Redact returns the event as viewer may see it.
func (e Event) Redact(viewer Seat) Event {
	if viewer != e.Seat || viewer == Spectator {
		e.Private = 0
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
