package everdellweb

// What every card, location and event does, filled from the rule set in
// force, for the browser renderer's hover and tap (package everdellui).
// The sentences are everdellwords', so the browser, the terminal and the
// Rulebook say a power alike, and a table that changes a card's numbers
// reads its own.

import (
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

// Texts is what each card, location and event does, by id, and their
// names, in one locale.
type Texts struct {
	Cards     map[string]string `json:"cards"`
	Locations map[string]string `json:"locations"`
	Events    map[string]string `json:"events"`
	// Names are the names in the texts' locale (everdellwords.Names):
	// the default's translated, a rule set's own as written.
	Names everdellwords.Names `json:"names"`
}

// TextsOf fills the power of everything in rs with w's sentences.
func TextsOf(w *everdellwords.Words, rs *everdell.Ruleset) Texts {
	t := Texts{Cards: map[string]string{}, Locations: map[string]string{}, Events: map[string]string{},
		Names: everdellwords.Names{Cards: map[string]string{}, Locations: map[string]string{}, Events: map[string]string{}}}
	for _, c := range rs.Cards {
		t.Cards[c.ID] = w.Card(rs, c.ID)
		t.Names.Cards[c.ID] = w.CardName(rs, c.ID)
	}
	for _, l := range rs.Locations {
		t.Locations[l.ID] = w.Location(rs, l.ID)
		t.Names.Locations[l.ID] = w.LocationName(rs, l.ID)
	}
	for _, e := range rs.Events {
		t.Events[e.ID] = w.Event(rs, e.ID)
		t.Names.Events[e.ID] = w.EventName(rs, e.ID)
	}
	return t
}
