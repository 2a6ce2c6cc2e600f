package nobles_test

import (
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// Ordeals: the order of payment, failure and surrender, and Vault Token conversion.

func TestOrdealOrderAndPayment(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	g := newGame(t, rs, bare(3), []int{1}, map[string][]string{"ordeal": {"levy"}})
	g.st = mustFirst(t, rs, 1, g) // seat 1 is the active noble
	g.do(1, "roll")
	var order []int
	for _, e := range g.evs {
		if e.Type == nobles.EvPay {
			order = append(order, int(e.Seat))
		}
	}
	if want := []int{1, 2, 0}; !slices.Equal(order, want) {
		t.Fatalf("payment order %v, want %v (active first, then clockwise)", order, want)
	}
	for i := range 3 {
		if c := g.noble(i).Crowns; c != 1300 {
			t.Fatalf("seat %d has %d Crowns after paying 300", i, c)
		}
	}
}

func mustFirst(t *testing.T, rs *nobles.Ruleset, first int, g *game) *nobles.State {
	t.Helper()
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: 7, Seats: bare(g.st.Seats()), FirstSeat: first, Rig: &engine.Rig{Dice: []int{1}, Draws: map[string][]string{"ordeal": {"levy"}}}})
	return st
}

func TestOrdealFailureAndSurrender(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	// Ruin (2000) is beyond everyone's 1600 and they hold no tokens.
	g := newGame(t, rs, bare(2), []int{1, 1, 1}, map[string][]string{"ordeal": {"ruin", "levy", "levy"}})
	g.do(0, "roll")
	for i := range 2 {
		nb := g.noble(i)
		if nb.Crowns != 1600 || nb.Surrender != 1 {
			t.Fatalf("seat %d after failing: %+v (no part-payment, surrender pending)", i, nb)
		}
	}
	// The active noble's own turn continues to Duty.
	g.wantPending(0, nobles.DecideDuty)
	g.do(0, "wait")
	// Seat 1 surrenders its turn entirely (no Journey, Path or Duty), then
	// seat 0 its own; the turn comes back to seat 1.
	g.wantPending(1, nobles.DecideJourney)
	if nb := g.noble(1); nb.Turns != 1 || nb.Surrender != 0 || nb.Position != 0 {
		t.Fatalf("seat 1 after surrendering: %+v", nb)
	}
	if nb := g.noble(0); nb.Turns != 2 || nb.Surrender != 0 || nb.Position != 1 {
		t.Fatalf("seat 0 after surrendering: %+v", nb)
	}
	if g.count(nobles.EvSurrendered, 1) != 1 || g.count(nobles.EvSurrendered, 0) != 1 {
		t.Fatal("missing surrendered events")
	}
	if g.count(nobles.EvRoll, 1) != 0 {
		t.Fatal("a surrendering noble rolled")
	}
}

func TestSurrenderDoesNotStack(t *testing.T) {
	for _, stacks := range []bool{false, true} {
		extra := `"rulings":{"token_conversion":"offer","surrender_stacks":` + map[bool]string{false: "false", true: "true"}[stacks] + `,"item_once":true}`
		rs := testRules(t, "ordeal", extra)
		// Double ruin: each noble fails twice in one Ordeal.
		g := newGame(t, rs, bare(2), []int{1}, map[string][]string{"ordeal": {"ruin2"}})
		g.do(0, "roll")
		want := 1
		if stacks {
			want = 2
		}
		if s := g.noble(0).Surrender; s != want {
			t.Errorf("stacks=%v: seat 0 has %d surrenders pending, want %d", stacks, s, want)
		}
	}
}

func TestTokenConversion(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	// Seat 0 saves twice to hold 2 tokens and 600 Crowns, then faces a 1000 toll.
	g := newGame(t, rs, bare(2), []int{1, 1, 1, 1, 1}, map[string][]string{"ordeal": {"tax-rich", "tax-rich", "tax-rich", "tax-rich", "toll"}})
	g.do(0, "roll").do(0, "save").do(1, "roll").do(1, "wait").do(0, "roll").do(0, "save").do(1, "roll").do(1, "save")
	if nb := g.noble(0); nb.Tokens != 2 || nb.Crowns != 1600-100-500-500 {
		t.Fatalf("seat 0 before the toll: %+v", nb)
	}
	// Seat 0 rolls into the Toll (1000): 500 Crowns + one 500 token covers it.
	g.do(0, "roll")
	g.wantPending(0, nobles.DecidePayment, "convert", "decline")
	g.reject(0, engine.ErrIllegalMove, "wait")
	g.do(0, "convert")
	if nb := g.noble(0); nb.Tokens != 1 || nb.Crowns != 0 {
		t.Fatalf("after converting: %+v (500 Crowns + 500 token pay 1000)", nb)
	}
	// Then seat 1 (1000 Crowns after its tax and save) pays in full without a question.
	if nb := g.noble(1); nb.Crowns != 0 || nb.Tokens != 1 {
		t.Fatalf("seat 1: %+v", nb)
	}
	g.wantPending(0, nobles.DecideDuty)
}

func TestTokenConversionOnAnotherTurnAndDecline(t *testing.T) {
	rs := testRules(t, "ordeal", `"income":{"spring":800,"summer":1800,"autumn":2000,"winter":2200}`)
	g := newGame(t, rs, bare(2), []int{1, 1, 1}, map[string][]string{"ordeal": {"levy", "levy", "toll"}})
	g.do(0, "roll").do(0, "save")
	// Seat 0: 800 - 300 (Levy) - 500 (Save) = 0 Crowns and 1 token. Seat 1
	// draws a second Levy: it pays first, then seat 0 must decide on
	// seat 1's turn.
	g.do(1, "roll")
	if nb := g.noble(1); nb.Crowns != 200 {
		t.Fatalf("seat 1 (active) should have paid first: %+v", nb)
	}
	g.wantPending(0, nobles.DecidePayment, "convert", "decline")
	g.reject(1, engine.ErrNotYourTurn, "convert")
	g.do(0, "decline")
	if nb := g.noble(0); nb.Tokens != 1 || nb.Crowns != 0 || nb.Surrender != 1 {
		t.Fatalf("after declining: %+v (fail: nothing paid, nothing converted, surrender)", nb)
	}
	_ = g
}

func TestTokenCannotCoverLargeShortfall(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	g := newGame(t, rs, bare(2), []int{1, 1, 1}, map[string][]string{"ordeal": {"tax-rich", "tax-rich", "ruin"}})
	g.do(0, "roll").do(0, "save").do(1, "roll").do(1, "wait")
	// Seat 0: 1600-100-500-100... tax-rich hits only 1600+; 1000 left, 1 token: 1500 < 2000: fails outright.
	g.do(0, "roll")
	if nb := g.noble(0); nb.Surrender != 1 || nb.Tokens != 1 {
		t.Fatalf("a shortfall above one token must fail without asking: %+v", nb)
	}
}

func TestAutoConversionRuling(t *testing.T) {
	rs := testRules(t, "ordeal", `"rulings":{"token_conversion":"auto","surrender_stacks":false,"item_once":true}`)
	g := newGame(t, rs, bare(2), []int{1, 1, 1, 1, 1}, map[string][]string{"ordeal": {"tax-rich", "tax-rich", "tax-rich", "tax-rich", "toll"}})
	g.do(0, "roll").do(0, "save").do(1, "roll").do(1, "wait").do(0, "roll").do(0, "save").do(1, "roll").do(1, "save")
	g.do(0, "roll")
	if nb := g.noble(0); nb.Tokens != 1 || nb.Crowns != 0 {
		t.Fatalf("auto conversion: %+v", nb)
	}
	g.wantPending(0, nobles.DecideDuty)
}

// TestNoConversionForVoluntaryCosts: Vault Tokens never pay for a Proving
// option, Save, Give or Invest.
func TestNoConversionForVoluntaryCosts(t *testing.T) {
	rs := testRules(t, "proving", `"income":{"spring":500,"summer":1800,"autumn":2000,"winter":2200}`)
	g := newGame(t, rs, bare(2), []int{1, 1, 1}, map[string][]string{"proving": {"close", "close", "fork"}})
	g.do(0, "roll").do(0, "choose", 0) // +300: 800 Crowns
	g.do(0, "save")                    // 300 Crowns, 1 token
	g.do(1, "roll").do(1, "choose", 0).do(1, "wait")
	// Seat 0 has 300 Crowns and a token: the 400 option of Fork stays closed,
	// and neither Save nor Give (500) is offered.
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideProving, "choose(0)")
	g.do(0, "choose", 0)
	g.wantPending(0, nobles.DecideDuty, "invest(ledger-of-wisdom)", "invest(estate-butler)", "wait")
	if nb := g.noble(0); nb.Tokens != 1 || nb.Crowns != 400 {
		t.Fatalf("%+v", nb)
	}
}
