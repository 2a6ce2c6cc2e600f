package nobles_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"evergreen/games/nobles"
)

// powerOutcome is what one entry of the default rule set does, read from
// the state after it has acted: every seat's Crowns and the modifiers in
// force on it. testdata/powers.golden.json holds one per entry (and per
// Proving option), so that a power removed or changed shows at its own
// entry (the mutation run counts on it); -update rewrites the file after
// a deliberate change, to be read entry by entry.
type powerOutcome struct {
	Entry  string           `json:"entry"`
	Crowns []int            `json:"crowns"`
	Mods   []map[string]int `json:"mods"`
}

// modKinds are the modifier kinds a noble can have in force.
var modKinds = []string{nobles.ModCloseMarket, nobles.ModMarketGuard, nobles.ModReroll, nobles.ModIncome, nobles.ModGiveCost,
	nobles.ModSaveCost, nobles.ModMarketPrice, nobles.ModProvingCost, nobles.ModOrdealPayment, nobles.ModDecreeGain, nobles.ModTurnGain}

func outcomeOf(entry string, st *nobles.State) powerOutcome {
	o := powerOutcome{Entry: entry}
	for seat := range st.Seats() {
		o.Crowns = append(o.Crowns, st.Noble(seat).Crowns)
		m := map[string]int{}
		for _, k := range modKinds {
			if v := st.Modifier(seat, k); v != 0 {
				m[k] = v
			}
		}
		o.Mods = append(o.Mods, m)
	}
	return o
}

// landOn is the first roll that takes seat 0 onto a space of deck on
// the default board: a Proving (space 1), a Decree (2), an Ordeal (4).
var landOn = map[string]int{"proving": 1, "decree": 2, "ordeal": 4}

// TestDefaultPowers: each Virtue, Market item and card of the default
// rule set does what it did when its known answer was written down.
// Virtues and items are held by seat 0 of three; each card is drawn by
// seat 0's first roll (each Proving option in turn), with the seats
// arranged to meet and miss its conditions (arrange), and the outcome is
// read when seat 0's Duty comes or its turn has ended (a payment the
// Crowns cannot meet is declined).
func TestDefaultPowers(t *testing.T) {
	rs := rules(t, "")
	var got []powerOutcome
	for _, v := range rs.Virtues {
		seats := bare(3)
		seats[0].NoVirtue, seats[0].Virtue = false, v.ID
		got = append(got, outcomeOf("virtues/"+v.ID, newGame(t, rs, seats, nil, nil).st))
	}
	for _, it := range rs.Market {
		g := newGame(t, rs, bare(3), nil, nil)
		g.st.GiveItem(0, it.ID)
		got = append(got, outcomeOf("market/"+it.ID, g.st))
	}
	for deck, cards := range map[string][]nobles.Card{"ordeal": rs.Decks.Ordeal, "decree": rs.Decks.Decree} {
		for _, c := range cards {
			got = append(got, drawn(t, rs, deck, c.ID, -1))
		}
	}
	for _, c := range rs.Decks.Proving {
		for opt := range c.Options {
			got = append(got, drawn(t, rs, "proving", c.ID, opt))
		}
	}
	sortOutcomes(got)
	b, _ := json.MarshalIndent(got, "", " ")
	b = append(b, '\n')
	file := filepath.Join("testdata", "powers.golden.json")
	if *update {
		if err := os.WriteFile(file, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./games/nobles -run DefaultPowers -update)", err)
	}
	var want []powerOutcome
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	byEntry := map[string]powerOutcome{}
	for _, w := range want {
		byEntry[w.Entry] = w
	}
	for _, g := range got {
		w, ok := byEntry[g.Entry]
		gj, _ := json.Marshal(g)
		wj, _ := json.Marshal(w)
		if !ok || !bytes.Equal(gj, wj) {
			t.Errorf("%s now gives %s, its known answer is %s", g.Entry, gj, wj)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d outcomes, the known answers hold %d", len(got), len(want))
	}
}

// arrange varies the three seats so that every card condition holds for
// one and fails for another: seat 1 has a Vault Token and a Market item
// (the Ledger of Wisdom), seat 2 only 900 Crowns.
func arrange(st *nobles.State) {
	st.Arrange(1, 1600, 1)
	st.GiveItem(1, "ledger-of-wisdom")
	st.Arrange(2, 900, 0)
}

// drawn plays seat 0's first roll onto card id of deck (choosing option
// opt of a Proving) and returns the outcome at seat 0's Duty.
func drawn(t *testing.T, rs *nobles.Ruleset, deck, id string, opt int) powerOutcome {
	t.Helper()
	g := newGame(t, rs, bare(3), []int{landOn[deck]}, map[string][]string{deck: {id}})
	arrange(g.st)
	g.do(0, nobles.MoveRoll)
	entry := deck + "/" + id
	if opt >= 0 {
		entry = fmt.Sprintf("%s/%s option %d", deck, id, opt)
		if _, kind, _ := g.pending(); kind != "proving" {
			t.Fatalf("%s: pending %s, not the Proving", entry, kind)
		}
		g.do(0, nobles.MoveChoose, opt)
	}
	for range 10 {
		seat, kind, _ := g.pending()
		if seat == 0 && kind == "duty" || seat > 0 && kind == "journey" || seat < 0 {
			break // seat 0's Duty, or its turn ended before it
		}
		if kind != "payment" {
			t.Fatalf("%s: pending %s for seat %d", entry, kind, seat)
		}
		g.do(seat, nobles.MoveDecline)
	}
	return outcomeOf(entry, g.st)
}

func sortOutcomes(os []powerOutcome) {
	for i := 1; i < len(os); i++ {
		for j := i; j > 0 && os[j].Entry < os[j-1].Entry; j-- {
			os[j], os[j-1] = os[j-1], os[j]
		}
	}
}
