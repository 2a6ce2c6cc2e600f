package nobles_test

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// TestOwnDrawsScope: a Virtue's or Market item's ordeal_payment or
// decree_gain with "who": "active" acts only on the cards its holder
// draws; without it, on every card whoever draws it. Both scopes add up
// on the holder's own draws, the Virtue's first, never below nothing.
func TestOwnDrawsScope(t *testing.T) {
	const virtue = `"virtues":[{"id":"v","name":"V","text":"t","provenance":"provisional","modifiers":MODS}],"houses":`
	for _, tc := range []struct {
		name, board, card, mods string
		holderDraws             bool
		want                    int // the holder's Crowns after the card (1600 before)
		other                   int // the other noble's
	}{
		{"own Ordeal, own scope", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-100,"who":"active"}]`, true, 1400, 1300},
		{"another's Ordeal, own scope", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-100,"who":"active"}]`, false, 1300, 1300},
		{"another's Ordeal, every card", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-100}]`, false, 1400, 1300},
		{"own Ordeal, both scopes", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-50},{"kind":"ordeal_payment","amount":-100,"who":"active"}]`, true, 1450, 1300},
		{"another's Ordeal, both scopes", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-50},{"kind":"ordeal_payment","amount":-100,"who":"active"}]`, false, 1350, 1300},
		{"own Ordeal, never below nothing", "ordeal", "levy", `[{"kind":"ordeal_payment","amount":-400,"who":"active"}]`, true, 1600, 1300},
		{"own Ordeal with a condition", "ordeal", "tax-rich", `[{"kind":"ordeal_payment","amount":-60,"who":"active"}]`, true, 1560, 1500},
		{"another's Ordeal with a condition", "ordeal", "tax-rich", `[{"kind":"ordeal_payment","amount":-60,"who":"active"}]`, false, 1500, 1500},
		{"own Decree, own scope", "decree", "boon", `[{"kind":"decree_gain","amount":100,"who":"active"}]`, true, 1900, 1800},
		{"another's Decree, own scope", "decree", "boon", `[{"kind":"decree_gain","amount":100,"who":"active"}]`, false, 1800, 1800},
		{"another's Decree, every card", "decree", "boon", `[{"kind":"decree_gain","amount":100}]`, false, 1900, 1800},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := testRules(t, tc.board, strings.Replace(virtue, "MODS", tc.mods, 1)+eightHouses("v"))
			// The holder sits at seat 0; the first seat draws the card.
			first := 1
			if tc.holderDraws {
				first = 0
			}
			st, err := nobles.NewGame(rs, nobles.Setup{Seed: 7, Seats: []nobles.SeatSetup{{Virtue: "v"}, {NoVirtue: true}}, FirstSeat: first,
				Rig: &engine.Rig{Dice: []int{1}, Draws: map[string][]string{tc.board: {tc.card}}}})
			if err != nil {
				t.Fatal(err)
			}
			g := &game{t: t, st: st}
			g.do(first, "roll")
			if a, b := g.noble(0).Crowns, g.noble(1).Crowns; a != tc.want || b != tc.other {
				t.Fatalf("holder %d, other %d Crowns; want %d and %d", a, b, tc.want, tc.other)
			}
		})
	}
}
