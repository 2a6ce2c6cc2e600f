package nobles_test

import (
	"errors"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/ruleset"
)

func TestDefaultRules(t *testing.T) {
	rs := defaultRuleset(t)
	r := rs.Rules
	if r.TurnCounting != nobles.PerNoble || r.TurnsPerSeason != 8 {
		t.Errorf("turn counting %s × %d", r.TurnCounting, r.TurnsPerSeason)
	}
	if r.Income != (nobles.Income{Spring: 1600, Summer: 1800, Autumn: 2000, Winter: 2200}) {
		t.Errorf("income %+v", r.Income)
	}
	if r.Duties.SaveCost != 500 || r.Duties.GiveCost != 500 || r.Duties.TokenValue != 500 {
		t.Errorf("duties %+v", r.Duties)
	}
	if len(r.Board) != 32 {
		t.Fatalf("board of %d", len(r.Board))
	}
	for s := range 4 {
		kinds := map[string]int{}
		for _, k := range r.Board[s*8 : s*8+8] {
			kinds[k]++
		}
		if len(kinds) != 3 {
			t.Errorf("%s stretch lacks a space kind: %v", nobles.SeasonName(s), kinds)
		}
	}
	if len(r.Decks.Proving) < 16 || len(r.Decks.Ordeal) < 12 || len(r.Decks.Decree) < 12 {
		t.Errorf("decks: %d provings, %d ordeals, %d decrees", len(r.Decks.Proving), len(r.Decks.Ordeal), len(r.Decks.Decree))
	}
	persistent := 0
	for _, c := range r.Decks.Decree {
		for _, e := range c.Effects {
			if e.Duration != nil {
				persistent++
				break
			}
		}
	}
	if persistent == 0 {
		t.Error("no persistent Decree")
	}
	if len(r.Houses) < 8 || len(r.Virtues) < 8 {
		t.Errorf("%d Houses, %d Virtues", len(r.Houses), len(r.Virtues))
	}
	var giveCost, reroll bool
	for _, v := range r.Virtues {
		for _, m := range v.Modifiers {
			giveCost = giveCost || m.Kind == nobles.ModGiveCost
			reroll = reroll || m.Kind == nobles.ModReroll
		}
	}
	if !giveCost || !reroll {
		t.Errorf("Virtues: give-cost changer %v, reroll source %v", giveCost, reroll)
	}
	want := map[string]int{"ledger-of-wisdom": 300, "estate-butler": 300, "reinforced-vault-door": 600}
	withheld := 0
	for _, it := range r.Market {
		if p, ok := want[it.ID]; ok {
			if it.Price != p || it.Withheld || it.Provenance != nobles.Source {
				t.Errorf("%s: %+v", it.ID, it)
			}
			delete(want, it.ID)
		} else if it.Withheld && it.Provenance == nobles.Withheld {
			withheld++
		}
	}
	if len(want) != 0 || withheld < 3 {
		t.Errorf("Market: missing %v, %d withheld legacy items", want, withheld)
	}
}

// TestValidation checks that each kind of mistake is reported at its path.
func TestValidation(t *testing.T) {
	ordeal := func(effects string) string {
		return `{"decks":{"ordeal":[` + card("a", `[{"kind":"pay","amount":100}]`) + `,` + card("b", `[{"kind":"pay","amount":100}]`) + `,` + card("c", `[{"kind":"pay","amount":100}]`) + `,` + card("d", effects) + `]}}`
	}
	for _, tc := range []struct {
		patch string
		path  string
		msg   string
	}{
		{`{"game":"chess"}`, "game", "must be"},
		{`{"name":""}`, "name", "empty"},
		{`{"turn_counting":"sometimes"}`, "turn_counting", "per_noble"},
		{`{"turns_per_season":0}`, "turns_per_season", "between"},
		{`{"income":{"autumn":-1}}`, "income.autumn", "negative"},
		{`{"duties":{"give_cost":0}}`, "duties.give_cost", "positive"},
		{`{"duties":{"token_value":-500}}`, "duties.token_value", "positive"},
		{`{"rulings":{"token_conversion":"never"}}`, "rulings.token_conversion", "offer"},
		{`{"provenance":{"board":"rumour"}}`, "provenance.board", "source"},
		{`{"board":["proving"]}`, "board", "exactly 32"},
		{`{"board":` + strings.Replace(board("proving"), `"proving"`, `"tavern"`, 1) + `}`, "board[0]", "tavern"},
		{`{"board":` + board("ordeal") + `,"decks":{"ordeal":[]}}`, "decks.ordeal", "at least one"},
		{ordeal(`[{"kind":"pay","amount":-5}]`), "decks.ordeal[3].effects[0].amount", "must be positive"},
		{ordeal(`[{"kind":"pay","amount":100,"duration":{"turns":1}}]`), "decks.ordeal[3].effects[0].duration", "no duration"},
		{ordeal(`[{"kind":"steal","amount":100}]`), "decks.ordeal[3].effects[0].kind", "steal"},
		{ordeal(`[{"kind":"income","amount":100}]`), "decks.ordeal[3].effects[0].duration", "required"},
		{ordeal(`[{"kind":"income","amount":100,"duration":{"turns":1,"seasons":1}}]`), "decks.ordeal[3].effects[0].duration", "exactly one"},
		{ordeal(`[{"kind":"income","amount":100,"duration":{"turns":-2}}]`), "decks.ordeal[3].effects[0].duration.turns", "positive"},
		{ordeal(`[{"kind":"reroll","amount":1,"duration":{"turns":1}}]`), "decks.ordeal[3].effects[0].amount", "no amount"},
		{ordeal(`[{"kind":"income","duration":{"turns":1}}]`), "decks.ordeal[3].effects[0].amount", "zero"},
		{ordeal(`[{"kind":"pay","amount":1,"who":"everyone"}]`), "decks.ordeal[3].effects[0].who", "others"},
		{ordeal(`[{"kind":"pay","amount":1,"if":{"has_item":"unicorn"}}]`), "decks.ordeal[3].effects[0].if.has_item", "unicorn"},
		{ordeal(`[{"kind":"pay","amount":1,"if":{"min_crowns":-1}}]`), "decks.ordeal[3].effects[0].if.min_crowns", "negative"},
		{ordeal(`[{"kind":"end_turn"}]`), "decks.ordeal[3].effects[0].kind", "only on Proving"},
		{ordeal(`[]`), "decks.ordeal[3].effects", "at least one"},
		{`{"decks":{"ordeal":[` + card("a", `[{"kind":"gain","amount":1}]`) + `,` + card("a", `[{"kind":"gain","amount":1}]`) + `]}}`, "decks.ordeal[1].id", "already used"},
		{`{"decks":{"ordeal":[` + card("Bad Id", `[{"kind":"gain","amount":1}]`) + `]}}`, "decks.ordeal[0].id", "lower-case"},
		{`{"decks":{"proving":[` + proving("p", 0, `[{"kind":"pay","amount":100}]`, 0, `[]`) + `]}}`, "decks.proving[0].options[0].effects[0].kind", "cost"},
		{`{"decks":{"proving":[` + proving("p", -1, `[]`, 0, `[]`) + `]}}`, "decks.proving[0].options[0].cost", "negative"},
		{`{"decks":{"proving":[` + proving("p", 0, `[{"kind":"gain","amount":1,"who":"all"}]`, 0, `[]`) + `]}}`, "decks.proving[0].options[0].effects[0].who", "self"},
		{`{"decks":{"proving":[{"id":"p","title":"P","text":"t","provenance":"provisional","options":[]}]}}`, "decks.proving[0].options", "exactly 2"},
		{`{"market":[{"id":"x","name":"X","price":-3,"text":"t","modifiers":[],"withheld":false,"provenance":"source"}]}`, "market[0].price", "negative"},
		{`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[{"kind":"close_market"}],"withheld":false,"provenance":"source"}]}`, "market[0].modifiers[0].kind", "only on cards"},
		{`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[{"kind":"income","amount":5,"duration":{"turns":1}}],"withheld":false,"provenance":"source"}]}`, "market[0].modifiers[0].duration", "all year"},
		{`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[],"withheld":false,"provenance":"legend"}]}`, "market[0].provenance", "source"},
		{`{"virtues":[{"id":"v","name":"V","text":"t","provenance":"provisional","modifiers":[{"kind":"turn_gain","amount":-5}]}]}`, "virtues[0].modifiers[0].amount", "positive"},
		{`{"virtues":[{"id":"v","name":"","text":"t","provenance":"provisional","modifiers":[]}]}`, "virtues[0].name", "empty"},
		{`{"virtues":[{"id":"v","name":"V","text":"t","provenance":"provisional","modifiers":[{"kind":"ordeal_payment","amount":-5,"who":"others"}]}]}`, "virtues[0].modifiers[0].who", `must be "active" (only the Ordeals and Decrees the holder draws)`},
		{`{"virtues":[{"id":"v","name":"V","text":"t","provenance":"provisional","modifiers":[{"kind":"give_cost","amount":-5,"who":"active"}]}]}`, "virtues[0].modifiers[0].who", "give_cost acts on the holder alone"},
		{`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[{"kind":"decree_gain","amount":5,"who":"self"}],"withheld":false,"provenance":"source"}]}`, "market[0].modifiers[0].who", `must be "active"`},
		{`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[{"kind":"reroll","who":"active"}],"withheld":false,"provenance":"source"}]}`, "market[0].modifiers[0].who", "reroll acts on the holder alone"},
		{`{"houses":[{"id":"h","name":"H","noble":"N","colour":"green","sigil":"oak","virtue":"","provenance":"provisional"}]}`, "houses[0].colour", "#2e7d32"},
		{`{"houses":[{"id":"h","name":"H","noble":"N","colour":"#00ff00","sigil":"oak","virtue":"greed","provenance":"provisional"}]}`, "houses[0].virtue", "greed"},
		{`{"houses":[]}`, "houses", "at least 8"},
		{`{"decks":{"ordeal":[{"id":"x","title":"X","text":"t","provenance":"provisional","effects":[{"kind":"pay","amonut":5}]}]}}`, "decks.ordeal[0].effects[0].amonut", "unknown"},
		{`{"income":{"spring":"lots"}}`, "income.spring", ""},
	} {
		_, err := nobles.LoadRules([]byte(tc.patch))
		var ps ruleset.Problems
		if !errors.As(err, &ps) {
			t.Errorf("%s: got %v, want problems", tc.patch, err)
			continue
		}
		found := false
		for _, p := range ps {
			if p.Path == tc.path && strings.Contains(p.Message, tc.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s:\n  no problem at %s mentioning %q; got %v", clipS(tc.patch), tc.path, tc.msg, ps)
		}
	}
}

func clipS(s string) string {
	if len(s) > 120 {
		return s[:120] + "…"
	}
	return s
}

// TestValidationReportsEveryProblem checks that problems are not cut
// short at the first one.
func TestValidationReportsEveryProblem(t *testing.T) {
	_, err := nobles.LoadRules([]byte(`{"turn_counting":"x","turns_per_season":0,"duties":{"save_cost":0}}`))
	var ps ruleset.Problems
	if !errors.As(err, &ps) || len(ps) < 3 {
		t.Fatalf("want 3 problems, got %v", err)
	}
}

// FuzzRuleset merges arbitrary documents onto the default: loading must
// never panic, and either succeed or report problems with paths.
func FuzzRuleset(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"turn_counting":"shared"}`, `{"board":["proving"]}`,
		`{"decks":{"ordeal":[{"id":"x","title":"X","text":"t","provenance":"provisional","effects":[{"kind":"pay","amount":5,"if":{"min_crowns":1}}]}]}}`,
		`{"market":[{"id":"x","name":"X","price":3,"text":"t","modifiers":[{"kind":"reroll"}],"withheld":false,"provenance":"source"}]}`,
		`{"income":null}`, `[]`, `{"virtues":[{"id":"v"}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, patch []byte) {
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			checkRefusal(t, err)
			return
		}
		// A valid rule set must be playable for at least a few moves.
		st, err := nobles.NewGame(rs, nobles.Setup{Seats: make([]nobles.SeatSetup, 2)})
		if err != nil {
			t.Fatalf("valid rules, yet no game: %v", err)
		}
		for range 20 {
			if st.Ended() {
				break
			}
			d := st.Pending()[0]
			next, _, err := st.Apply(d.Seat, d.Moves[0])
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*nobles.State)
		}
	})
}

// BenchmarkLoadDocument times loading the complete default rule set
// (docs/PERFORMANCE.md): one parse, the checks, the canonical form and
// its code.
func BenchmarkLoadDocument(b *testing.B) {
	doc := content.Default()
	for b.Loop() {
		if _, err := nobles.LoadDocument(doc); err != nil {
			b.Fatal(err)
		}
	}
}
