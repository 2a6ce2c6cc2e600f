package noblesterm

import (
	"fmt"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/termplay/termtest"
)

// goldenCase is one sample of words.golden.json: an event and the words
// this package's filler gives it.
type goldenCase struct {
	Event  engine.Event `json:"event"`
	Viewer engine.Seat  `json:"viewer"`
	Deck   string       `json:"deck"` // the card being resolved's deck
	Want   string       `json:"want"`
}

// samples are events of every kind the table words, for the default
// rule set, with the deck of the card being resolved.
func samples(rs *nobles.Ruleset) []goldenCase {
	p, o, d := rs.Decks.Proving, rs.Decks.Ordeal, rs.Decks.Decree
	ev := func(typ string, seat engine.Seat, amount int, ref, detail string) engine.Event {
		return engine.Event{Type: typ, Seat: seat, Amount: amount, Ref: ref, Detail: detail}
	}
	var out []goldenCase
	// Each for the noble's own seat, another's and a spectator.
	add := func(e engine.Event, deck string) {
		for _, v := range []engine.Seat{0, 1, engine.Spectator} {
			out = append(out, goldenCase{Event: e, Viewer: v, Deck: deck})
		}
	}
	add(ev(nobles.EvTurnBegins, 1, 3, "", "summer"), "")
	add(ev(nobles.EvSurrendered, 0, 0, "", ""), "")
	add(ev(nobles.EvTurnGain, 0, 1, "", ""), "")
	add(ev(nobles.EvTurnGain, 0, 1500, "", ""), "")
	add(ev(nobles.EvRoll, 0, 4, "", ""), "")
	add(ev(nobles.EvReroll, 1, 6, "", ""), "")
	add(ev(nobles.EvKeep, 0, 2, "", ""), "")
	for _, n := range []int{1, 9, 17, 32} {
		add(ev(nobles.EvMove, 0, n, "", rs.SpaceKind(n)), "")
	}
	for _, deck := range []string{nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree} {
		add(ev(nobles.EvReshuffle, engine.NoSeat, 0, "", deck), "")
	}
	add(ev(nobles.EvDraw, 0, 0, p[0].ID, nobles.SpaceProving), nobles.SpaceProving)
	add(ev(nobles.EvDraw, 1, 0, o[0].ID, nobles.SpaceOrdeal), nobles.SpaceOrdeal)
	add(ev(nobles.EvDraw, 0, 0, d[0].ID, nobles.SpaceDecree), nobles.SpaceDecree)
	add(ev(nobles.EvNoChoice, 0, 0, p[1].ID, ""), nobles.SpaceProving)
	add(ev(nobles.EvChoose, 1, 0, p[0].ID, "0"), nobles.SpaceProving)
	add(ev(nobles.EvChoose, 1, 1200, p[0].ID, "1"), nobles.SpaceProving)
	add(ev(nobles.EvChoose, 1, 0, p[0].ID, "7"), nobles.SpaceProving) // no such option
	add(ev(nobles.EvPay, 0, 300, o[0].ID, ""), nobles.SpaceOrdeal)
	add(ev(nobles.EvConvert, 0, 500, "", ""), nobles.SpaceOrdeal)
	add(ev(nobles.EvDecline, 0, 0, "", ""), nobles.SpaceOrdeal)
	add(ev(nobles.EvFail, 0, 1600, o[1].ID, ""), nobles.SpaceOrdeal)
	add(ev(nobles.EvSurrender, 0, 0, "", ""), nobles.SpaceOrdeal)
	add(ev(nobles.EvGain, 1, 200, d[0].ID, ""), nobles.SpaceDecree)
	add(ev(nobles.EvGain, 1, 200, "no-such-card", ""), nobles.SpaceDecree)
	add(ev(nobles.EvEndTurn, 0, 0, "", ""), nobles.SpaceProving)
	add(ev(nobles.EvSave, 0, 400, "", ""), "")
	// Another House's secret is never worded, even if the event holds it.
	add(engine.Event{Type: nobles.EvGive, Seat: 0, Amount: 1200, Private: 3}, "")
	add(ev(nobles.EvInvest, 1, rs.Market[0].Price, rs.Market[0].ID, ""), "")
	add(ev(nobles.EvWait, 0, 0, "", ""), "")
	add(ev(nobles.EvTurnEnds, 0, 0, "", ""), "")
	add(ev(nobles.EvSeason, engine.NoSeat, 0, "", "autumn"), "")
	add(ev(nobles.EvIncome, 0, 2000, "", "summer"), "")
	add(ev(nobles.EvGala, engine.NoSeat, 0, "", ""), "")
	add(ev(nobles.EvScore, 0, 7, "", "gems=5 tokens=2"), "")
	add(ev(nobles.EvScore, 1, 1, "", "gems=1 tokens=0"), "")
	add(ev(nobles.EvWinner, 1, 0, "", ""), "")
	add(ev("no_such_event", 0, 0, "", ""), "")
	// Every modifier a card of the default rule set places, and its end:
	// their durations come from the card.
	mods := func(deck string, id string, effs []nobles.Effect) {
		for _, e := range effs {
			if e.Kind == nobles.KindPay || e.Kind == nobles.KindGain || e.Kind == nobles.KindEndTurn {
				continue
			}
			out = append(out, goldenCase{Event: ev(nobles.EvModifier, 0, e.Amount, id, e.Kind), Viewer: 1, Deck: deck})
			out = append(out, goldenCase{Event: ev(nobles.EvExpire, 0, e.Amount, id, e.Kind), Viewer: 0, Deck: deck})
		}
	}
	for _, c := range p {
		for _, opt := range c.Options {
			mods(nobles.SpaceProving, c.ID, opt.Effects)
		}
	}
	for _, c := range o {
		mods(nobles.SpaceOrdeal, c.ID, c.Effects)
	}
	for _, c := range d {
		mods(nobles.SpaceDecree, c.ID, c.Effects)
	}
	add(ev(nobles.EvModifier, 0, 100, "", "no_such_kind"), "")
	return out
}

// TestWordsGolden words the samples with the table and compares them
// with testdata/words.golden.json (rewrite it with -update). The
// browser's test checks its own filler against the same file, so the
// two front ends say the same words.
func TestWordsGolden(t *testing.T) {
	rs := defaultRules(t)
	w, err := newWording(rs, "")
	if err != nil {
		t.Fatal(err)
	}
	g := termtest.Words[goldenCase]{Names: []string{"Alys", "Bertrand"}, Cases: samples(rs)}
	seen := map[string]bool{}
	for i := range g.Cases {
		c := &g.Cases[i]
		c.Want = w.sentence(c.Event.Redact(c.Viewer), c.Viewer, g.Names, c.Deck)
		seen[c.Event.Type] = true
	}
	termtest.EverySampled(t, seen, w.events)
	termtest.WordsGolden(t, termtest.WordsPath, g, func(c goldenCase) string { return c.Want }, func(c goldenCase) string {
		return fmt.Sprintf("%s for seat %d", c.Event.Type, c.Viewer)
	}, *termtest.Update, "go test ./games/nobles/noblesterm -run TestWordsGolden -update")
}
