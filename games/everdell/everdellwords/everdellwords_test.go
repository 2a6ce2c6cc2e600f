package everdellwords

import (
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
	rs, err := everdell.Default()
	if err != nil {
		t.Fatal(err)
	}
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
