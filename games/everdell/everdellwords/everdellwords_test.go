package everdellwords

import (
	"evergreen/engine/enginetest"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/games/everdell"
)

// TestEveryThingHasWords: every card, location and event of the default
// rule set is described, with no placeholder left unfilled; so is every
// event type of the log.
func TestEveryThingHasWords(t *testing.T) {
	w, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	rs := enginetest.Load(t, everdell.LoadRules, "")
	check := func(what, s string) {
		t.Helper()
		if s == "" || strings.ContainsAny(s, "{}") || strings.Contains(s, "  ") || strings.Contains(s, " .") {
			t.Errorf("%s: %q", what, s)
		}
	}
	for _, c := range rs.Cards {
		check("card "+c.ID, w.Card(rs, c.ID))
	}
	for _, l := range rs.Locations {
		check("location "+l.ID, w.Location(rs, l.ID))
	}
	for _, e := range rs.Events {
		check("event "+e.ID, w.Event(rs, e.ID))
	}
	for _, typ := range []string{everdell.EvDeal, everdell.EvDraw, everdell.EvMeadow, everdell.EvTurn, everdell.EvPlace,
		everdell.EvPlay, everdell.EvPay, everdell.EvOccupy, everdell.EvGain, everdell.EvDiscard, everdell.EvGive,
		everdell.EvGiveCard, everdell.EvReveal, everdell.EvRemove, everdell.EvPrepare, everdell.EvPass,
		everdell.EvAchieve, everdell.EvJourney, everdell.EvVisit, everdell.EvTake, everdell.EvEnd,
		everdell.EvRivalBlock, everdell.EvRivalTake, everdell.EvRivalClaim, everdell.EvRivalEnd,
		everdell.EvRivalMeadow, everdell.EvRivalKidnap, everdell.EvRivalFool, everdell.EvRivalLose} {
		if _, ok := w.Log[typ]; !ok {
			t.Errorf("no log sentence for %q", typ)
		}
	}
	if len(w.Rulings) < 3 {
		t.Errorf("%d rulings", len(w.Rulings))
	}
	if len(w.Solo) < 5 {
		t.Errorf("%d paragraphs of solitary rules", len(w.Solo))
	}
	for _, r := range w.Solo {
		if r.Topic == "" || r.Text == "" || (r.Badge != "source" && r.Badge != "provisional") {
			t.Errorf("solitary rule %+v", r)
		}
	}
}

// TestNumbersFromData: the numbers in a card's words are the rule set's,
// so a table that changes them reads its own.
func TestNumbersFromData(t *testing.T) {
	w, _ := Load()
	rs, _ := everdell.LoadRules([]byte(`{}`))
	if got := w.Card(rs, "farm"); got != "Production: gain 1 berry." {
		t.Errorf("farm: %q", got)
	}
	if got := w.Card(rs, "general-store"); got != "Production: gain 1 berry; 1 berry more if you have a Farm." {
		t.Errorf("general store: %q", got)
	}
	if got := w.Location(rs, "forest-two-resin-twig"); got != "Gain 1 twig and 2 resin." {
		t.Errorf("forest: %q", got)
	}
	names := []string{"Ada", "Bo"}
	if got := w.Line(rs, engine.Event{Type: everdell.EvDraw, Seat: 0, Secret: "architect"}, names); got != "Ada draws Architect." {
		t.Errorf("draw: %q", got)
	}
	if got := w.Line(rs, engine.Event{Type: everdell.EvDraw, Seat: 0}, names); got != "Ada draws a card." {
		t.Errorf("hidden draw: %q", got)
	}
}

// TestEveryLocale: in every locale each card, location and event is
// described and named in that language, with nothing left unfilled, and
// the log's sentences read the local names and resources; a rule set's
// own name (a variant's) stays as written.
func TestEveryLocale(t *testing.T) {
	all, err := LoadAll()
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := everdell.LoadRules([]byte(`{}`))
	en := all["en"]
	for tag, w := range all {
		for _, c := range rs.Cards {
			if s := w.Card(rs, c.ID); s == "" || strings.ContainsAny(s, "{}") {
				t.Errorf("%s: card %s: %q", tag, c.ID, s)
			}
			if n := w.CardName(rs, c.ID); n == "" || n != w.Names.Cards[c.ID] {
				t.Errorf("%s: card %s is named %q, not as its table names it", tag, c.ID, n)
			}
		}
		for _, l := range rs.Locations {
			if s := w.Location(rs, l.ID); s == "" || strings.ContainsAny(s, "{}") || (tag != "en" && s == en.Location(rs, l.ID)) {
				t.Errorf("%s: location %s: %q", tag, l.ID, s)
			}
		}
		for _, e := range rs.Events {
			if s := w.Event(rs, e.ID); s == "" || strings.ContainsAny(s, "{}") || (tag != "en" && s == en.Event(rs, e.ID)) {
				t.Errorf("%s: event %s: %q", tag, e.ID, s)
			}
		}
	}
	es := all["es"]
	if got := es.Card(rs, "general-store"); got != "Producción: ganas 1 baya; 1 baya más si tienes Granja en tu ciudad." {
		t.Errorf("es general store: %q", got)
	}
	if got := es.Location(rs, "forest-two-resin-twig"); got != "Ganas 1 ramita y 2 resinas." {
		t.Errorf("es forest: %q", got)
	}
	names := []string{"Ada", "Bo"}
	if got := es.Line(rs, engine.Event{Type: everdell.EvPlay, Seat: 0, Ref: "farm", Detail: "meadow"}, names); got != "Ada juega Granja desde el Prado." {
		t.Errorf("es play: %q", got)
	}
	if got := all["de"].Line(rs, engine.Event{Type: everdell.EvPrepare, Seat: 1, Ref: "spring", Amount: 3}, names); got != "Bo bereitet sich auf den Frühling vor und hat 3 Arbeiter." {
		t.Errorf("de prepare: %q", got)
	}
	own, _ := everdell.LoadRules([]byte(`{}`))
	farm, _ := own.Card("farm")
	farm.Name = "Big Farm"
	if got := es.CardName(own, "farm"); got != "Big Farm" {
		t.Errorf("a variant's own name reads %q in Spanish", got)
	}
	if _, err := LoadIn("fr"); err == nil {
		t.Error("a table in French was found")
	}
}
