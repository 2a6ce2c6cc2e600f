package everdellweb

// What every card, location and event does, filled from the rule set in
// force, for the browser renderer's hover and tap (package everdellui).
// The sentences are everdellwords', so the browser, the terminal and the
// Rulebook say a power alike, and a table that changes a card's numbers
// reads its own.

import (
	"encoding/json"
	"errors"
	"net/http"

	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/locale"
	"evergreen/web/gameweb"
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

// texts serves the default rule set's texts, or a table's own, in the
// reader's locale (the picker's cookie, else Accept-Language).
func (s *site) texts(atTable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rs := s.def
		if atTable {
			rules, canonical, err := s.Host.TableRules(r, r.PathValue("code"))
			if err == nil {
				rs, err = s.open(rules)
			}
			switch {
			case errors.Is(err, gameweb.ErrTooManyTries):
				http.Error(w, "too many unknown room codes tried", http.StatusTooManyRequests)
				return
			case errors.Is(err, gameweb.ErrNoTable):
				http.Error(w, "no Everdell table "+r.PathValue("code"), http.StatusNotFound)
				return
			case err != nil:
				s.Log.Error("everdell texts", "table", canonical, "err", err)
				http.Error(w, "the texts could not be made", http.StatusInternalServerError)
				return
			}
		}
		words := s.local[locale.Negotiate(r)]
		if words == nil {
			words = s.words
		}
		body, err := json.Marshal(TextsOf(words, rs))
		if err != nil {
			http.Error(w, "the texts could not be made", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Vary", "Cookie, Accept-Language")
		_, _ = w.Write(body)
	}
}
