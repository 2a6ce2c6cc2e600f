package nobles_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// Test decks used by the rule tests, independent of the default content.
const testDecks = `"decks":{
 "ordeal":[` + `
  {"id":"levy","title":"Levy","text":"Every noble pays 300.","provenance":"provisional","effects":[{"kind":"pay","amount":300}]},
  {"id":"toll","title":"Toll","text":"Every noble pays 1000.","provenance":"provisional","effects":[{"kind":"pay","amount":1000}]},
  {"id":"tax-rich","title":"Tax","text":"Nobles with 1600+ pay 100.","provenance":"provisional","effects":[{"kind":"pay","amount":100,"if":{"min_crowns":1600}}]},
  {"id":"ruin","title":"Ruin","text":"Every noble pays 2000.","provenance":"provisional","effects":[{"kind":"pay","amount":2000}]},
  {"id":"ruin2","title":"Double ruin","text":"Every noble pays 2000, twice.","provenance":"provisional","effects":[{"kind":"pay","amount":2000},{"kind":"pay","amount":2000}]}
 ],
 "decree":[
  {"id":"boon","title":"Boon","text":"All gain 200.","provenance":"provisional","effects":[{"kind":"gain","amount":200}]},
  {"id":"holiday","title":"Holiday","text":"Markets close for one turn.","provenance":"provisional","effects":[{"kind":"close_market","duration":{"turns":1}}]},
  {"id":"alms","title":"Alms","text":"Give costs 100 less for 2 turns.","provenance":"provisional","effects":[{"kind":"give_cost","amount":-100,"duration":{"turns":2}}]},
  {"id":"harvest","title":"Harvest","text":"Income +300 next season, active only.","provenance":"provisional","effects":[{"kind":"income","amount":300,"who":"active","duration":{"seasons":1}}]}ROADS
 ],
 "proving":[
  ` + `{"id":"fork","title":"Fork","text":"t","provenance":"provisional","options":[{"label":"a","text":"a","cost":0,"effects":[{"kind":"gain","amount":100}]},{"label":"b","text":"b","cost":400,"effects":[{"kind":"gain","amount":900}]}]},
  {"id":"dear","title":"Dear","text":"t","provenance":"provisional","options":[{"label":"a","text":"a","cost":5000,"effects":[]},{"label":"b","text":"b","cost":6000,"effects":[]}]},
  {"id":"close","title":"Close","text":"t","provenance":"provisional","options":[{"label":"a","text":"a","cost":0,"effects":[{"kind":"close_market","duration":{"turns":1}},{"kind":"gain","amount":300}]},{"label":"b","text":"b","cost":0,"effects":[{"kind":"end_turn"},{"kind":"gain","amount":50}]}]}
 ]}`

const roadsCard = `,
  {"id":"roads","title":"Roads","text":"Others may reroll for 1 turn.","provenance":"provisional","effects":[{"kind":"reroll","who":"others","duration":{"turns":1}}]}`

func testRules(t testing.TB, kind string, extra string) *nobles.Ruleset {
	decks := strings.Replace(testDecks, "ROADS", "", 1)
	if strings.Contains(extra, "ROADS") {
		decks, extra = strings.Replace(testDecks, "ROADS", roadsCard, 1), strings.Replace(extra, "ROADS", "", 1)
	}
	p := `{"board":` + board(kind) + `,` + decks
	if extra != "" {
		p += "," + extra
	}
	return rules(t, p+"}")
}

func TestSetup(t *testing.T) {
	rs := rules(t, "")
	for n := 2; n <= 8; n++ {
		st, err := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, n), FirstSeat: n - 1})
		if err != nil {
			t.Fatalf("%d seats: %v", n, err)
		}
		seenHouse, seenVirtue := map[int]bool{}, map[int]bool{}
		for i := range n {
			nb := st.Noble(i)
			if nb.Crowns != 1600 || nb.Tokens != 0 || nb.Gems != 0 || nb.Position != 0 || nb.Turns != 0 {
				t.Errorf("%d seats, seat %d starts with %+v", n, i, nb)
			}
			if seenHouse[nb.House] || seenVirtue[nb.Virtue] || nb.Virtue < 0 {
				t.Errorf("%d seats: seat %d House %d Virtue %d repeats or is missing", n, i, nb.House, nb.Virtue)
			}
			seenHouse[nb.House], seenVirtue[nb.Virtue] = true, true
		}
		if st.Active() != n-1 {
			t.Errorf("first seat: active %d, want %d", st.Active(), n-1)
		}
		if st.Season() != 0 {
			t.Errorf("season %d", st.Season())
		}
	}
	for _, tc := range []struct {
		name  string
		setup nobles.Setup
		path  string
		says  string // in the message, where it matters
	}{
		{"one seat", nobles.Setup{Seats: make([]nobles.SeatSetup, 1)}, "seats", ""},
		{"nine seats", nobles.Setup{Seats: make([]nobles.SeatSetup, 9)}, "seats", ""},
		{"first seat out of range", nobles.Setup{Seats: make([]nobles.SeatSetup, 2), FirstSeat: 2}, "first_seat", ""},
		{"unknown virtue", nobles.Setup{Seats: []nobles.SeatSetup{{Virtue: "nope"}, {}}}, "seats[0].virtue", `no Virtue has id "nope"`},
		{"duplicate virtue", nobles.Setup{Seats: []nobles.SeatSetup{{Virtue: rs.Virtues[0].ID}, {Virtue: rs.Virtues[0].ID}}}, "seats[1].virtue", "already held by another House"},
		{"unknown house", nobles.Setup{Seats: []nobles.SeatSetup{{}, {House: "nope"}}}, "seats[1].house", `no House has id "nope"`},
		{"duplicate house", nobles.Setup{Seats: []nobles.SeatSetup{{House: rs.Houses[0].ID}, {House: rs.Houses[0].ID}}}, "seats[1].house", "is already seated"},
		{"impossible die", nobles.Setup{Seats: make([]nobles.SeatSetup, 2), Rig: &engine.Rig{Dice: []int{3, 7}}}, "dice[1]", ""},
		{"unknown card", nobles.Setup{Seats: make([]nobles.SeatSetup, 2), Rig: &engine.Rig{Draws: map[string][]string{"ordeal": {"no-such"}}}}, "draws.ordeal[0]", ""},
	} {
		_, err := nobles.NewGame(rs, tc.setup)
		var se *nobles.SetupError
		if !errors.As(err, &se) || se.Path != tc.path || !strings.Contains(se.Message, tc.says) {
			t.Errorf("%s: got %v, want a SetupError at %s saying %q", tc.name, err, tc.path, tc.says)
		}
	}
}

func TestNamedHouseTakesItsVirtue(t *testing.T) {
	rs := rules(t, "")
	h := rs.Houses[3]
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seats: []nobles.SeatSetup{{Name: "Ann"}, {Name: h.Name}}})
	if got := st.Noble(1); rs.Houses[got.House].ID != h.ID || rs.Virtues[got.Virtue].ID != h.Virtue {
		t.Errorf("seat named %q got House %d Virtue %d", h.Name, got.House, got.Virtue)
	}
	if got := st.Noble(0); got.House != 0 {
		t.Errorf("unmatched name took House %d, want the first free (0)", got.House)
	}
}

func TestJourney(t *testing.T) {
	rs := testRules(t, "decree", "")
	g := newGame(t, rs, bare(2), []int{6, 1}, map[string][]string{"decree": {"boon", "boon"}})
	g.wantPending(0, nobles.DecideJourney, "roll")
	g.reject(0, engine.ErrIllegalMove, "save")
	g.reject(1, engine.ErrNotYourTurn, "roll")
	g.do(0, "roll")
	if p := g.noble(0).Position; p != 6 {
		t.Fatalf("first roll of 6 from the start: position %d, want 6", p)
	}
	// Path resolved by itself (a Decree); now the Duty.
	g.wantPending(0, nobles.DecideDuty)
	g.do(0, "wait").do(1, "roll")
	if p := g.noble(1).Position; p != 1 {
		t.Fatalf("roll of 1 from the start: position %d, want 1", p)
	}
}

func TestLoopWraps(t *testing.T) {
	rs := testRules(t, "decree", "")
	dice := []int{}
	for range 6 {
		dice = append(dice, 6, 6) // seat 0 and seat 1 each roll 6
	}
	g := newGame(t, rs, bare(2), dice, nil)
	for range 6 {
		g.do(0, "roll").do(0, "wait").do(1, "roll").do(1, "wait")
	}
	// 6 × 6 = 36 spaces: 32 brings the pawn round to space 32, then 4 more.
	if p := g.noble(0).Position; p != 4 {
		t.Fatalf("after 36 spaces: position %d, want 4", p)
	}
}

func TestReroll(t *testing.T) {
	// Seat 0 holds a reroll source through a Virtue-less Market: give them
	// the reroll via a rule set whose first Virtue is a reroll source.
	rs := testRules(t, "decree", `"virtues":[{"id":"luck","name":"Luck","text":"You may reroll.","provenance":"provisional","modifiers":[{"kind":"reroll"}]}],"houses":`+eightHouses("luck"))
	seats := []nobles.SeatSetup{{Name: "A", Virtue: "luck"}, {Name: "B", NoVirtue: true}}
	g := newGame(t, rs, seats, []int{2, 5, 3, 4, 4}, nil)
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideReroll, "reroll", "keep")
	g.do(0, "reroll")
	if p := g.noble(0).Position; p != 5 {
		t.Fatalf("after reroll of 5: position %d", p)
	}
	g.wantPending(0, nobles.DecideDuty) // a reroll is never rerolled
	g.do(0, "wait")
	g.do(1, "roll") // no source: the pawn moves at once
	g.wantPending(1, nobles.DecideDuty)
	if p := g.noble(1).Position; p != 3 {
		t.Fatalf("seat 1 position %d", p)
	}
	g.do(1, "wait").do(0, "roll").do(0, "keep")
	if p := g.noble(0).Position; p != 9 {
		t.Fatalf("kept 4: position %d, want 9", p)
	}
}

// eightHouses gives 8 Houses, the first holding virtue v and the rest none.
func eightHouses(v string) string {
	var hs []string
	for i := range 8 {
		virtue := ""
		if i == 0 {
			virtue = v
		}
		hs = append(hs, `{"id":"h`+itoa(i)+`","name":"House `+itoa(i)+`","noble":"N","colour":"#112233","sigil":"oak","virtue":"`+virtue+`","provenance":"provisional"}`)
	}
	return "[" + strings.Join(hs, ",") + "]"
}

func TestProving(t *testing.T) {
	rs := testRules(t, "proving", "")
	g := newGame(t, rs, bare(2), []int{1, 1, 1, 1}, map[string][]string{"proving": {"fork", "dear", "close", "close"}})
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideProving, "choose(0)", "choose(1)")
	g.reject(0, engine.ErrIllegalMove, "wait")
	g.do(0, "choose", 1)
	if c := g.noble(0).Crowns; c != 1600-400+900 {
		t.Fatalf("after option b: %d Crowns", c)
	}
	g.wantPending(0, nobles.DecideDuty)
	g.do(0, "wait")
	// Both options unaffordable: the card passes without effect.
	g.do(1, "roll")
	if g.count(nobles.EvNoChoice, 1) != 1 {
		t.Fatalf("unaffordable Proving did not pass")
	}
	g.wantPending(1, nobles.DecideDuty)
	g.do(1, "wait")
	// Close the Market for the turn: no Invest in the Duty.
	g.do(0, "roll").do(0, "choose", 0)
	_, _, moves := g.pending()
	for _, m := range moves {
		if strings.HasPrefix(m, "invest") {
			t.Fatalf("Market closed yet %s offered", m)
		}
	}
	g.do(0, "save")
	// End the turn before Duty.
	g.do(1, "roll").do(1, "choose", 1)
	g.wantPending(0, nobles.DecideJourney)
	if g.noble(1).Turns != 2 {
		t.Fatalf("ended turn not counted: %d", g.noble(1).Turns)
	}
	// The close_market lasted one turn: seat 0's Market is open again.
	g.do(0, "roll").do(0, "choose", 0)
	_, _, moves = g.pending()
	if strings.Contains(strings.Join(moves, " "), "invest") {
		t.Fatalf("second closing Proving still allowed Invest")
	}
}

func TestProvingOnlyAffordableOption(t *testing.T) {
	rs := testRules(t, "proving", `"income":{"spring":300,"summer":1800,"autumn":2000,"winter":2200}`)
	g := newGame(t, rs, bare(2), []int{1}, map[string][]string{"proving": {"fork"}})
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideProving, "choose(0)")
	g.reject(0, engine.ErrIllegalMove, "choose", 1)
}

func TestDecrees(t *testing.T) {
	rs := testRules(t, "decree", "ROADS")
	g := newGame(t, rs, bare(3), []int{1, 1, 1, 1, 1, 1, 1}, map[string][]string{"decree": {"boon", "alms", "holiday", "roads", "boon", "boon"}})
	g.do(0, "roll")
	for i := range 3 {
		if c := g.noble(i).Crowns; c != 1800 {
			t.Fatalf("Boon: seat %d has %d", i, c)
		}
	}
	g.do(0, "wait")
	g.do(1, "roll") // Alms: Give costs 400 for each noble's next 2 turns
	for i := range 3 {
		if c := g.st.GiveCost(i); c != 400 {
			t.Fatalf("Alms: seat %d Give costs %d", i, c)
		}
	}
	g.do(1, "give")
	if c := g.noble(1).Crowns; c != 1400 {
		t.Fatalf("Give under Alms left %d", c)
	}
	g.do(2, "roll") // Holiday: every Market closed for one turn
	_, _, moves := g.pending()
	if strings.Contains(strings.Join(moves, " "), "invest") {
		t.Fatalf("Holiday: Invest offered %v", moves)
	}
	g.do(2, "wait")
	// Alms counts the turn it was drawn on (seat 1's) and one more.
	if c := g.st.GiveCost(1); c != 400 {
		t.Fatalf("Alms ended early for seat 1: %d", c)
	}
	g.do(0, "roll") // Roads: others may reroll on their next turn
	g.do(0, "wait")
	g.do(1, "roll")
	g.wantPending(1, nobles.DecideReroll, "reroll", "keep")
	g.do(1, "keep").do(1, "wait")
	if c := g.st.GiveCost(1); c != 500 {
		t.Fatalf("Alms outlasted its 2 turns for seat 1: %d", c)
	}
	g.do(2, "roll")
	g.wantPending(2, nobles.DecideReroll, "reroll", "keep")
}

func TestDutiesAndMarket(t *testing.T) {
	rs := testRules(t, "decree", `"market":[
	 {"id":"ledger-of-wisdom","name":"Ledger","price":300,"text":"t","modifiers":[{"kind":"income","amount":100}],"withheld":false,"provenance":"source"},
	 {"id":"old-relic","name":"Relic","price":100,"text":"t","modifiers":[],"withheld":true,"provenance":"withheld"}]`)
	g := newGame(t, rs, bare(2), []int{1, 1, 1, 1, 1}, map[string][]string{"decree": {"holiday", "boon", "boon", "boon", "boon"}})
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideDuty, "save", "give", "wait")
	g.do(0, "wait").do(1, "roll")
	g.wantPending(1, nobles.DecideDuty, "save", "give", "wait") // closed through seat 1's next turn
	g.do(1, "wait")
	g.do(0, "roll")
	g.wantPending(0, nobles.DecideDuty, "save", "give", "invest(ledger-of-wisdom)", "wait")
	g.reject(0, engine.ErrIllegalMove, "invest", "old-relic")
	g.do(0, "invest", "ledger-of-wisdom")
	if nb := g.noble(0); nb.Crowns != 1600+400-300 || nb.Items[0] != 1 {
		t.Fatalf("after Invest: %+v", nb)
	}
	g.do(1, "roll").do(1, "give")
	if nb := g.noble(1); nb.Gems != 1 || nb.Crowns != 1600+600-500 {
		t.Fatalf("after Give: %+v", nb)
	}
	// Each item once: no second Ledger.
	g.do(0, "roll")
	_, _, moves := g.pending()
	if strings.Contains(strings.Join(moves, " "), "ledger") || !g.st.MarketOpen(0) {
		t.Fatalf("second Ledger offered, or Market shut: %v", moves)
	}
}

func TestViewHidesGems(t *testing.T) {
	rs := testRules(t, "decree", "")
	g := newGame(t, rs, bare(3), []int{1}, nil)
	g.do(0, "roll").do(0, "give")
	for viewer := engine.Seat(-1); viewer < 3; viewer++ {
		v := g.st.ViewFor(viewer)
		for _, h := range v.Houses {
			if h.Gems != nil && engine.Seat(h.Seat) != viewer {
				t.Fatalf("viewer %d sees seat %d's Gems", viewer, h.Seat)
			}
		}
		if viewer == 0 && (v.Houses[0].Gems == nil || *v.Houses[0].Gems != 1) {
			t.Fatalf("the giver does not see their own Gems")
		}
		b, _ := json.Marshal(v)
		if strings.Contains(string(b), "rng") || strings.Contains(string(b), `"draw":[`) {
			t.Fatalf("view leaks hidden state: %s", b)
		}
		for _, e := range engine.RedactAll(g.evs, viewer) {
			if e.Type == nobles.EvGive && viewer != 0 && e.Private != 0 {
				t.Fatalf("viewer %d sees the Gem total in a give event", viewer)
			}
		}
	}
}

func TestTurnCounting(t *testing.T) {
	for _, tc := range []struct {
		counting string
		seats    int
		turns    []int // turns each noble takes in the year
	}{
		{"per_noble", 2, []int{32, 32}},
		{"per_noble", 5, []int{32, 32, 32, 32, 32}},
		{"shared", 2, []int{16, 16}},
		{"shared", 3, []int{11, 11, 10}},
	} {
		// Provings only: no card changes income.
		rs := testRules(t, "proving", `"turn_counting":"`+tc.counting+`"`)
		g := newGame(t, rs, bare(tc.seats), nil, nil)
		seasonAt := []int{}
		total := 0
		for !g.st.Ended() {
			s := int(g.st.Decider())
			g.do(s, "roll")
			if _, kind, moves := g.pending(); kind == nobles.DecideProving {
				g.do(s, "choose", int(moves[0][len("choose(")]-'0'))
			}
			if _, kind, _ := g.pending(); kind == nobles.DecideDuty {
				g.do(s, "wait")
			}
			total++
			if len(seasonAt) < g.st.Season() {
				seasonAt = append(seasonAt, total)
			}
		}
		for i, want := range tc.turns {
			if got := g.noble(i).Turns; got != want {
				t.Errorf("%s %d seats: seat %d took %d turns, want %d", tc.counting, tc.seats, i, got, want)
			}
		}
		per := 8
		if tc.counting == "per_noble" {
			per = 8 * tc.seats
		}
		if !slices.Equal(seasonAt, []int{per, 2 * per, 3 * per}) {
			t.Errorf("%s %d seats: seasons turned after %v turns, want every %d", tc.counting, tc.seats, seasonAt, per)
		}
		// Income after Spring's: 1800 + 2000 + 2200.
		for i := range tc.seats {
			sum := 0
			for _, e := range g.evs {
				if e.Type == nobles.EvIncome && int(e.Seat) == i {
					sum += e.Amount
				}
			}
			if sum != 1800+2000+2200 {
				t.Errorf("seat %d received %d in season income after Spring", i, sum)
			}
		}
	}
}

func TestIncomeModifiers(t *testing.T) {
	rs := testRules(t, "decree", `"turn_counting":"shared","turns_per_season":1,"market":[
	 {"id":"ledger-of-wisdom","name":"Ledger","price":300,"text":"t","modifiers":[{"kind":"income","amount":100}],"withheld":false,"provenance":"source"}]`)
	g := newGame(t, rs, bare(2), []int{1, 1}, map[string][]string{"decree": {"harvest", "boon"}})
	// Seat 0 draws Harvest (+300 next season, active only) and buys the Ledger (+100 per season).
	g.do(0, "roll").do(0, "invest", "ledger-of-wisdom")
	// One turn per season: Summer begins now.
	if c := g.noble(0).Crowns; c != 1600-300+1800+300+100 {
		t.Fatalf("seat 0 Summer: %d", c)
	}
	if c := g.noble(1).Crowns; c != 1600+1800 {
		t.Fatalf("seat 1 Summer: %d", c)
	}
	g.do(1, "roll").do(1, "wait") // Boon for all; Autumn: Harvest expired, Ledger stays
	if c := g.noble(0).Crowns; c != 1600-300+1800+300+100+200+2000+100 {
		t.Fatalf("seat 0 Autumn: %d", c)
	}
}

func TestGalaScoring(t *testing.T) {
	rs := testRules(t, "decree", `"turn_counting":"shared","turns_per_season":1`)
	for _, tc := range []struct {
		name    string
		duties  []string // seat 0, seat 1 alternating, 4 turns
		winners []engine.Seat
		scores  []int
	}{
		{"gems beat tokens on a tie", []string{"give", "save", "save", "save"}, []engine.Seat{0}, []int{2, 2}},
		{"shared victory", []string{"give", "give", "save", "save"}, []engine.Seat{0, 1}, []int{2, 2}},
		{"highest total", []string{"save", "wait", "save", "give"}, []engine.Seat{0}, []int{2, 1}},
	} {
		g := newGame(t, rs, bare(2), nil, nil)
		for i, d := range tc.duties {
			g.do(i%2, "roll").do(i%2, d)
		}
		out := g.st.Outcome()
		if !out.Ended || !slices.Equal(out.Scores, tc.scores) || len(out.Winners) != len(tc.winners) {
			t.Errorf("%s: %+v", tc.name, out)
			continue
		}
		for i := range tc.winners {
			if out.Winners[i] != tc.winners[i] {
				t.Errorf("%s: winners %v want %v", tc.name, out.Winners, tc.winners)
			}
		}
		g.reject(0, engine.ErrGameOver, "roll")
		// At the Gala every House's Gems are revealed.
		for _, h := range g.st.ViewFor(engine.Spectator).Houses {
			if h.Gems == nil {
				t.Errorf("%s: Gems not revealed at the Gala", tc.name)
			}
		}
	}
}

func TestVirtues(t *testing.T) {
	virtues := `"virtues":[
	 {"id":"charity","name":"C","text":"Give costs 100 less.","provenance":"provisional","modifiers":[{"kind":"give_cost","amount":-100}]},
	 {"id":"thrift","name":"T","text":"Gain 50 at the end of each turn.","provenance":"provisional","modifiers":[{"kind":"turn_gain","amount":50}]},
	 {"id":"guard","name":"G","text":"Market never closes.","provenance":"provisional","modifiers":[{"kind":"market_guard"}]},
	 {"id":"shield","name":"S","text":"Ordeals cost 300 less.","provenance":"provisional","modifiers":[{"kind":"ordeal_payment","amount":-300}]}
	],"houses":` + eightHouses("charity")
	t.Run("give cost", func(t *testing.T) {
		rs := testRules(t, "decree", virtues)
		g := newGame(t, rs, []nobles.SeatSetup{{Virtue: "charity"}, {NoVirtue: true}}, []int{1}, map[string][]string{"decree": {"holiday"}})
		g.do(0, "roll").do(0, "give")
		if c := g.noble(0).Crowns; c != 1200 {
			t.Fatalf("Give with a -100 Virtue left %d", c)
		}
	})
	t.Run("active while surrendering", func(t *testing.T) {
		rs := testRules(t, "ordeal", virtues)
		g := newGame(t, rs, []nobles.SeatSetup{{NoVirtue: true}, {Virtue: "thrift"}}, []int{1}, map[string][]string{"ordeal": {"ruin"}})
		g.do(0, "roll").do(0, "wait")
		// Seat 1 surrendered its turn yet its Virtue paid out.
		if nb := g.noble(1); nb.Turns != 1 || nb.Crowns != 1650 {
			t.Fatalf("thrift during a surrendered turn: %+v", nb)
		}
	})
	t.Run("virtue over card", func(t *testing.T) {
		rs := testRules(t, "decree", virtues+`,"market":[{"id":"ledger-of-wisdom","name":"L","price":300,"text":"t","modifiers":[],"withheld":false,"provenance":"source"}]`)
		g := newGame(t, rs, []nobles.SeatSetup{{Virtue: "guard"}, {NoVirtue: true}}, []int{1}, map[string][]string{"decree": {"holiday"}})
		g.do(0, "roll")
		g.wantPending(0, nobles.DecideDuty, "save", "give", "invest(ledger-of-wisdom)", "wait")
	})
	t.Run("ordeal relief", func(t *testing.T) {
		rs := testRules(t, "ordeal", virtues)
		g := newGame(t, rs, []nobles.SeatSetup{{Virtue: "shield"}, {NoVirtue: true}}, []int{1}, map[string][]string{"ordeal": {"levy"}})
		g.do(0, "roll")
		if a, b := g.noble(0).Crowns, g.noble(1).Crowns; a != 1600 || b != 1300 {
			t.Fatalf("Levy 300 with a -300 Virtue: %d and %d", a, b)
		}
	})
}

func TestConditions(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	g := newGame(t, rs, bare(2), []int{1, 1}, map[string][]string{"ordeal": {"tax-rich", "tax-rich"}})
	g.do(0, "roll") // both have 1600: both pay 100
	if a, b := g.noble(0).Crowns, g.noble(1).Crowns; a != 1500 || b != 1500 {
		t.Fatalf("tax on 1600+: %d, %d", a, b)
	}
	g.do(0, "wait").do(1, "roll") // now both hold 1500: nobody pays
	if a, b := g.noble(0).Crowns, g.noble(1).Crowns; a != 1500 || b != 1500 {
		t.Fatalf("tax below 1600: %d, %d", a, b)
	}
}

func TestReshuffle(t *testing.T) {
	rs := testRules(t, "ordeal", "")
	g := newGame(t, rs, bare(2), nil, nil)
	for i := 0; i < 12 && !g.st.Ended(); i++ {
		s := int(g.st.Decider())
		_, kind, _ := g.pending()
		switch kind {
		case nobles.DecidePayment:
			g.do(s, "decline")
		case nobles.DecideJourney:
			g.do(s, "roll")
		default:
			g.do(s, "wait")
		}
	}
	if g.count(nobles.EvReshuffle, -1) == 0 {
		t.Fatal("a 4-card deck drawn more than 4 times never reshuffled")
	}
}

func TestMoveErrors(t *testing.T) {
	rs := testRules(t, "decree", "")
	g := newGame(t, rs, bare(2), nil, nil)
	g.reject(5, engine.ErrUnknownSeat, "roll")
	g.reject(-1, engine.ErrUnknownSeat, "roll")
	g.reject(1, engine.ErrNotYourTurn, "roll")
	g.reject(0, engine.ErrIllegalMove, "fly")
	g.reject(0, engine.ErrIllegalMove, "choose", 0)
	_, _, err := g.st.Apply(1, engine.M("roll"))
	var me *engine.MoveError
	if !errors.As(err, &me) || me.Code() != "not_your_turn" || !strings.Contains(me.Error(), "seat 0") {
		t.Fatalf("error %v does not say whose decision it is", err)
	}
}

func TestDecreeOrder(t *testing.T) {
	rs := testRules(t, "decree", "")
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: 1, Seats: bare(4), FirstSeat: 2, Rig: &engine.Rig{Dice: []int{1}, Draws: map[string][]string{"decree": {"boon"}}}})
	g := &game{t: t, st: st}
	g.do(2, "roll")
	var order []int
	for _, e := range g.evs {
		if e.Type == nobles.EvGain {
			order = append(order, int(e.Seat))
		}
	}
	if !slices.Equal(order, []int{2, 3, 0, 1}) {
		t.Fatalf("Decree order %v: active noble first, then clockwise", order)
	}
}
