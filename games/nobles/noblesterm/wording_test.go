package noblesterm

import (
	"evergreen/engine/enginetest"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

func defaultRules(t testing.TB) *nobles.Ruleset {
	t.Helper()
	rs := enginetest.Load(t, nobles.LoadRules, "")
	return rs
}

// TestEveryEventIsWorded checks the wording table against the game's
// event types and modifier kinds.
func TestEveryEventIsWorded(t *testing.T) {
	tab, err := loadTable(content.Words())
	if err != nil {
		t.Fatal(err)
	}
	unworded := map[string]bool{nobles.EvTurnEnds: true, nobles.EvScore: true}
	for _, typ := range []string{
		nobles.EvTurnBegins, nobles.EvSurrendered, nobles.EvTurnGain, nobles.EvRoll, nobles.EvReroll,
		nobles.EvKeep, nobles.EvMove, nobles.EvReshuffle, nobles.EvDraw, nobles.EvNoChoice, nobles.EvChoose,
		nobles.EvPay, nobles.EvConvert, nobles.EvDecline, nobles.EvFail, nobles.EvSurrender, nobles.EvGain,
		nobles.EvModifier, nobles.EvExpire, nobles.EvEndTurn, nobles.EvSave, nobles.EvGive, nobles.EvInvest,
		nobles.EvWait, nobles.EvTurnEnds, nobles.EvSeason, nobles.EvIncome, nobles.EvGala, nobles.EvScore, nobles.EvWinner,
	} {
		if _, ok := tab.events[typ]; !ok && !unworded[typ] {
			t.Errorf("event %q has no wording", typ)
		}
	}
	for _, k := range []string{
		nobles.ModCloseMarket, nobles.ModMarketGuard, nobles.ModReroll, nobles.ModIncome, nobles.ModGiveCost,
		nobles.ModSaveCost, nobles.ModMarketPrice, nobles.ModProvingCost, nobles.ModOrdealPayment,
		nobles.ModDecreeGain, nobles.ModTurnGain,
	} {
		if _, ok := tab.effects[k]; !ok {
			t.Errorf("effect %q has no wording", k)
		}
		if _, ok := tab.subjects[k]; !ok {
			t.Errorf("effect %q has no subject", k)
		}
	}
	for kind := range tab.effects {
		if _, ok := tab.subjects[kind]; !ok {
			t.Errorf("effect %q has no subject", kind)
		}
	}
}

// TestSentences words events from the table, for their own seat and
// for another.
func TestSentences(t *testing.T) {
	w, err := newWording(defaultRules(t), "")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Alys", "Bertrand"}
	card := w.rs.Decks.Proving[0]
	for _, tc := range []struct {
		e      engine.Event
		viewer engine.Seat
		want   string
	}{
		{engine.Event{Type: nobles.EvRoll, Seat: 0, Amount: 4}, 0, "You roll a 4."},
		{engine.Event{Type: nobles.EvRoll, Seat: 0, Amount: 4}, 1, "Alys rolls a 4."},
		{engine.Event{Type: nobles.EvTurnBegins, Seat: 1, Amount: 3, Detail: "summer"}, 0, "Bertrand's turn 3 (Summer)"},
		{engine.Event{Type: nobles.EvGive, Seat: 0, Amount: 1200, Private: 3}, 0,
			"You give 1,200 Crowns to the Charity chest and place a House Gem in it, hidden (your Gems given: 3)."},
		// Another House's secret is never worded, even if the event holds it.
		{engine.Event{Type: nobles.EvGive, Seat: 0, Amount: 1200, Private: 3}, 1, "Alys gives 1,200 Crowns to the Charity chest."},
		{engine.Event{Type: nobles.EvChoose, Seat: 1, Ref: card.ID, Detail: "0"}, 1, "You choose “" + card.Options[0].Label + "”."},
		{engine.Event{Type: nobles.EvChoose, Seat: 1, Ref: card.ID, Detail: "1", Amount: 1}, 0,
			"Bertrand chooses “" + card.Options[1].Label + "” and pays 1 Crown."},
		{engine.Event{Type: nobles.EvModifier, Seat: 0, Detail: nobles.ModGiveCost, Amount: -100}, 0, "“” for you: Give costs 100 Crowns less."},
		{engine.Event{Type: nobles.EvWinner, Seat: 0}, 0, ""}, // the Gala screen says it
		{engine.Event{Type: "no_such_event", Seat: 0}, 0, ""},
	} {
		if got := w.event(tc.e, tc.viewer, names, ""); got != tc.want {
			t.Errorf("%s for seat %d:\n got %q\nwant %q", tc.e.Type, tc.viewer, got, tc.want)
		}
	}
}

// TestBadSentences checks that the table's mistakes are caught on load,
// with the entry named.
func TestBadSentences(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{`{"events":{"roll":"{Who} rolls {amont}"}}`, `events.roll: "amont": no such field`},
		{`{"events":{"roll":"{Who} rolls {amount"}}`, "events.roll: at character 13: a { is never closed"},
		{`{"events":{"roll":"{if:you}x"}}`, "events.roll: at character 1: an {if:…} is never closed with {end}"},
		{`{"events":{"roll":"x{end}"}}`, "events.roll: at character 2: {end} without its {if:…}"},
		{`{"events":{"roll":"{you:roll}"}}`, "events.roll: {you:roll}: \"you\" is not a form"},
		{`{"effects":{"income":"{more:amount|up}"}}`, "effects.income: {more:amount}: write {more:name|word for 0 or more|word for less}"},
		{`{"effects":{"income":"{crowns:Who}"}}`, `effects.income: "Who": no such field`},
		{`{"events":{"score":"{count:gems|Gem}"}}`, "events.score: at character 1: {count:gems|Gem}: write {count:name|one|many}"},
		{`{"events":{"roll":"x"},"headings":{"rol":"turn"}}`, "headings.rol: no such event"},
		{`{"events":{"roll":"x"},"headings":{"roll":"title"}}`, `headings.roll: "title" is not`},
	} {
		_, err := loadTable([]byte(tc.doc))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.doc, err, tc.want)
		}
	}
}
