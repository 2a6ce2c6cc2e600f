package nobles_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/ruleset"
)

// defaultRules decodes a fresh copy of the default document.
func defaultRules(t testing.TB) *nobles.Rules {
	t.Helper()
	var r nobles.Rules
	if err := ruleset.DecodeStrict(content.Default(), &r); err != nil {
		t.Fatal(err)
	}
	return &r
}

// encode writes rules as a document.
func encode(t testing.TB, r *nobles.Rules) []byte {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func intp(n int) *int { return &n }

func TestDiffNone(t *testing.T) {
	a, b := defaultRules(t), defaultRules(t)
	if d := nobles.Diff(a, b); d != nil {
		t.Errorf("Diff(default, default) = %v, want nil", d)
	}
}

// TestDiffEveryField changes one field at a time and checks the one change
// Diff reports: its path, item, field and values. Each mutation must also
// change the rule set's code, and restoring it must restore the code.
func TestDiffEveryField(t *testing.T) {
	base := defaultRules(t)
	baseCode := code(t, encode(t, base))
	ordeal0 := base.Decks.Ordeal[0].Title
	proving0 := base.Decks.Proving[0].Title
	decree0 := base.Decks.Decree[0].Title
	item0 := base.Market[0].Name
	virtue0 := base.Virtues[0].Name
	house0 := base.Houses[0].Name
	for _, tc := range []struct {
		name   string
		mutate func(r *nobles.Rules)
		want   nobles.Change
	}{
		{"name", func(r *nobles.Rules) { r.Name = "Mine" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "name", Item: "Rule set", Field: "name", Old: "The Crown's Guidance", New: "Mine"}}},
		{"description", func(r *nobles.Rules) { r.Description = "" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "description", Item: "Rule set", Field: "description", Old: base.Description, New: ""}}},
		{"turn counting", func(r *nobles.Rules) { r.TurnCounting = nobles.Shared },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "turn_counting", Item: "Turn counting", Old: "per_noble", New: "shared"}}},
		{"turns per season", func(r *nobles.Rules) { r.TurnsPerSeason = 6 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "turns_per_season", Item: "Turns per season", Old: "8", New: "6"}}},
		{"income", func(r *nobles.Rules) { r.Income.Autumn = 2500 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "income.autumn", Item: "Income", Field: "autumn", Old: "2000", New: "2500"}}},
		{"save cost", func(r *nobles.Rules) { r.Duties.SaveCost = 600 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "duties.save_cost", Item: "Duties", Field: "save_cost", Old: "500", New: "600"}}},
		{"give cost", func(r *nobles.Rules) { r.Duties.GiveCost = 400 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "duties.give_cost", Item: "Duties", Field: "give_cost", Old: "500", New: "400"}}},
		{"token value", func(r *nobles.Rules) { r.Duties.TokenValue = 450 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "duties.token_value", Item: "Duties", Field: "token_value", Old: "500", New: "450"}}},
		{"token conversion", func(r *nobles.Rules) { r.Rulings.TokenConversion = "auto" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "rulings.token_conversion", Item: "Rulings", Field: "token_conversion", Old: "offer", New: "auto"}}},
		{"surrender stacks", func(r *nobles.Rules) { r.Rulings.SurrenderStacks = true },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "rulings.surrender_stacks", Item: "Rulings", Field: "surrender_stacks", Old: "false", New: "true"}}},
		{"item once", func(r *nobles.Rules) { r.Rulings.ItemOnce = false },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "rulings.item_once", Item: "Rulings", Field: "item_once", Old: "true", New: "false"}}},
		{"provenance badge", func(r *nobles.Rules) { r.Provenance["board"] = "source" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "provenance.board", Item: "Provenance", Field: "board", Old: "provisional", New: "source"}}},
		{"provenance added", func(r *nobles.Rules) { r.Provenance["houses"] = "provisional" },
			nobles.Change{Change: ruleset.Change{Kind: "added", Path: "provenance.houses", Item: "Provenance", Field: "houses", New: "provisional"}}},
		{"board space", func(r *nobles.Rules) { r.Board[6] = "proving" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "board[6]", Item: "Board space 7", Old: "ordeal", New: "proving"}}},
		{"house colour", func(r *nobles.Rules) { r.Houses[0].Colour = "#000000" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "houses[0].colour", Item: "House '" + house0 + "'", Field: "colour", Old: base.Houses[0].Colour, New: "#000000"}}},
		{"house virtue", func(r *nobles.Rules) { r.Houses[0].Virtue = "" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "houses[0].virtue", Item: "House '" + house0 + "'", Field: "virtue", Old: base.Houses[0].Virtue, New: ""}}},
		{"virtue text", func(r *nobles.Rules) { r.Virtues[0].Text = "New." },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "virtues[0].text", Item: "Virtue '" + virtue0 + "'", Field: "text", Old: base.Virtues[0].Text, New: "New."}}},
		{"virtue modifier amount", func(r *nobles.Rules) { r.Virtues[0].Modifiers[0].Amount = 250 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "virtues[0].modifiers[0].amount", Item: "Virtue '" + virtue0 + "'", Field: "amount", Old: strconv.Itoa(base.Virtues[0].Modifiers[0].Amount), New: "250"}}},
		{"item price", func(r *nobles.Rules) { r.Market[0].Price = 350 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "market[0].price", Item: "Market item '" + item0 + "'", Field: "price", Old: strconv.Itoa(base.Market[0].Price), New: "350"}}},
		{"item withheld", func(r *nobles.Rules) { r.Market[3].Withheld = false },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "market[3].withheld", Item: "Market item '" + base.Market[3].Name + "'", Field: "withheld", Old: "true", New: "false"}}},
		{"item removed", func(r *nobles.Rules) { r.Market = r.Market[:6] },
			nobles.Change{Change: ruleset.Change{Kind: "removed", Path: "market[6]", Item: "Market item '" + base.Market[6].Name + "'", Old: base.Market[6].ID}}},
		{"ordeal amount", func(r *nobles.Rules) { r.Decks.Ordeal[0].Effects[0].Amount = 800 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.ordeal[0].effects[0].amount", Item: "Ordeal '" + ordeal0 + "'", Field: "amount", Old: strconv.Itoa(base.Decks.Ordeal[0].Effects[0].Amount), New: "800"}}},
		{"ordeal who", func(r *nobles.Rules) { r.Decks.Ordeal[0].Effects[0].Who = "others" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.ordeal[0].effects[0].who", Item: "Ordeal '" + ordeal0 + "'", Field: "who", Old: "", New: "others"}}},
		{"ordeal condition", func(r *nobles.Rules) { r.Decks.Ordeal[0].Effects[0].If = &nobles.Condition{MinCrowns: intp(100)} },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.ordeal[0].effects[0].if", Item: "Ordeal '" + ordeal0 + "'", Field: "if", Old: "", New: `{"min_crowns":100}`}}},
		{"ordeal effect added", func(r *nobles.Rules) {
			r.Decks.Ordeal[0].Effects = append(r.Decks.Ordeal[0].Effects, nobles.Effect{Kind: "gain", Amount: 50, Who: "active"})
		}, nobles.Change{Change: ruleset.Change{Kind: "added", Path: "decks.ordeal[0].effects[1]", Item: "Ordeal '" + ordeal0 + "'", Field: "effect 2", New: `{"kind":"gain","amount":50,"who":"active"}`}}},
		{"ordeal title", func(r *nobles.Rules) { r.Decks.Ordeal[0].Title = "The Flooded Mill" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.ordeal[0].title", Item: "Ordeal 'The Flooded Mill'", Field: "title", Old: ordeal0, New: "The Flooded Mill"}}},
		{"proving option cost", func(r *nobles.Rules) { r.Decks.Proving[0].Options[1].Cost = 50 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.proving[0].options[1].cost", Item: "Proving '" + proving0 + "'", Field: "option 2 cost", Old: strconv.Itoa(base.Decks.Proving[0].Options[1].Cost), New: "50"}}},
		{"proving option effect", func(r *nobles.Rules) { r.Decks.Proving[0].Options[1].Effects[0].Amount = 150 },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.proving[0].options[1].effects[0].amount", Item: "Proving '" + proving0 + "'", Field: "option 2 effect 1 amount", Old: strconv.Itoa(base.Decks.Proving[0].Options[1].Effects[0].Amount), New: "150"}}},
		{"proving provenance", func(r *nobles.Rules) { r.Decks.Proving[0].Provenance = "source" },
			nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.proving[0].provenance", Item: "Proving '" + proving0 + "'", Field: "provenance", Old: "provisional", New: "source"}}},
		{"decree duration", func(r *nobles.Rules) {
			for i, e := range r.Decks.Decree[0].Effects {
				if e.Duration == nil {
					r.Decks.Decree[0].Effects[i].Who = "self"
					return
				}
			}
		}, nobles.Change{Change: ruleset.Change{Kind: "changed", Path: "decks.decree[0].effects[0].who", Item: "Decree '" + decree0 + "'", Field: "who", Old: "", New: "self"}}},
		{"decree added", func(r *nobles.Rules) {
			r.Decks.Decree = append(r.Decks.Decree, nobles.Card{ID: "fair", Title: "The Fair", Text: "All gain.", Effects: []nobles.Effect{{Kind: "gain", Amount: 10}}, Provenance: "provisional"})
		}, nobles.Change{Change: ruleset.Change{Kind: "added", Path: fmt.Sprintf("decks.decree[%d]", len(base.Decks.Decree)), Item: "Decree 'The Fair'", New: "fair"}}},
		{"ordeal order", func(r *nobles.Rules) {
			r.Decks.Ordeal[0], r.Decks.Ordeal[1] = r.Decks.Ordeal[1], r.Decks.Ordeal[0]
		}, nobles.Change{Change: ruleset.Change{Kind: "moved", Path: "decks.ordeal", Item: "Ordeal deck", Field: "order",
			Old: ids(base.Decks.Ordeal, false), New: ids(base.Decks.Ordeal, true)}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			other := defaultRules(t)
			tc.mutate(other)
			got := nobles.Diff(base, other)
			if len(got) == 1 && (got[0].OldEffect != nil || got[0].NewEffect != nil) {
				// The whole effects, for wording, are checked in
				// TestDiffCarriesEffects.
				got[0].OldEffect, got[0].NewEffect = nil, nil
			}
			if len(got) != 1 || got[0] != tc.want {
				t.Fatalf("Diff =\n%s\nwant\n%+v", changes(got), tc.want)
			}
			// The reverse diff has the same path and swapped values.
			back := nobles.Diff(other, base)
			if len(back) != 1 || back[0].Old != tc.want.New || back[0].New != tc.want.Old {
				t.Errorf("reverse Diff = %s", changes(back))
			}
			if c := code(t, encode(t, other)); c == baseCode {
				t.Errorf("the change kept the code %s", c)
			}
		})
	}
}

// ids lists the Ordeal deck's ids, optionally with the first two swapped.
func ids(cs []nobles.Card, swap bool) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.ID)
	}
	if swap {
		s[0], s[1] = s[1], s[0]
	}
	return strings.Join(s, ", ")
}

func changes(cs []nobles.Change) string {
	var b strings.Builder
	for _, c := range cs {
		fmt.Fprintf(&b, "  %+v\n", c)
	}
	return b.String()
}

func code(t testing.TB, doc []byte) string {
	t.Helper()
	c, err := ruleset.Code(doc)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestDiffCarriesEffects: a change inside an effect carries both whole
// effects, so that it can be said in words.
func TestDiffCarriesEffects(t *testing.T) {
	base := defaultRules(t)
	other := defaultRules(t)
	other.Virtues[1].Modifiers[0].Amount *= 2
	got := nobles.Diff(base, other)
	if len(got) != 1 || got[0].OldEffect == nil || got[0].NewEffect == nil ||
		got[0].OldEffect.Amount != base.Virtues[1].Modifiers[0].Amount || got[0].NewEffect.Amount != other.Virtues[1].Modifiers[0].Amount {
		t.Fatalf("Diff = %s", changes(got))
	}
}

// TestDiffBoardSwap: swapping two spaces is two changes, in board order.
func TestDiffBoardSwap(t *testing.T) {
	base := defaultRules(t)
	other := defaultRules(t)
	other.Board[0], other.Board[1] = other.Board[1], other.Board[0]
	got := nobles.Diff(base, other)
	want := []nobles.Change{
		{Change: ruleset.Change{Kind: "changed", Path: "board[0]", Item: "Board space 1", Old: "proving", New: "decree"}},
		{Change: ruleset.Change{Kind: "changed", Path: "board[1]", Item: "Board space 2", Old: "decree", New: "proving"}},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Diff =\n%s", changes(got))
	}
}

// TestDiffStableOrder: many changes come out in document order, and the
// same inputs always give the same list.
func TestDiffStableOrder(t *testing.T) {
	base := defaultRules(t)
	other := defaultRules(t)
	other.Decks.Decree[2].Title = "X"
	other.Board[31] = "decree"
	other.Market[1].Price = 1
	other.TurnCounting = nobles.Shared
	other.Provenance["z"] = "source"
	other.Provenance["a"] = "source"
	other.Houses = other.Houses[1:]
	first := nobles.Diff(base, other)
	var paths []string
	for _, c := range first {
		paths = append(paths, c.Path)
	}
	want := []string{"turn_counting", "provenance.a", "provenance.z", "board[31]", "houses[0]", "market[1].price", "decks.decree[2].title"}
	if !slices.Equal(paths, want) {
		t.Errorf("paths %q, want %q", paths, want)
	}
	for range 5 {
		if again := nobles.Diff(base, other); !slices.Equal(again, first) {
			t.Fatalf("Diff is not stable:\n%s\nthen\n%s", changes(first), changes(again))
		}
	}
}

// TestDiffInvalid: Diff reads invalid drafts too (duplicate ids, wrong
// board length, a Proving with one option) without panicking.
func TestDiffInvalid(t *testing.T) {
	base := defaultRules(t)
	other := defaultRules(t)
	other.Board = other.Board[:30]
	other.Decks.Ordeal = append(other.Decks.Ordeal, other.Decks.Ordeal[0])
	other.Decks.Proving[0].Options = other.Decks.Proving[0].Options[:1]
	got := nobles.Diff(base, other)
	var kinds []string
	for _, c := range got {
		kinds = append(kinds, c.Kind+" "+c.Path)
	}
	want := []string{
		"removed board[30]", "removed board[31]",
		"removed decks.proving[0].options[1]",
		fmt.Sprintf("added decks.ordeal[%d]", len(base.Decks.Ordeal)),
	}
	if !slices.Equal(kinds, want) {
		t.Errorf("changes %q, want %q", kinds, want)
	}
}

// TestCodeStability: the Studio saves documents it rebuilt from the Rules
// struct. An unchanged copy must keep the default's code, however it is
// laid out; any change must give a new code.
func TestCodeStability(t *testing.T) {
	def := defaultRuleset(t)
	// The struct round trip loses nothing.
	rt, err := nobles.LoadDocument(encode(t, defaultRules(t)))
	if err != nil {
		t.Fatal(err)
	}
	if rt.Code != def.Code || string(rt.Doc) != string(def.Doc) {
		t.Fatalf("round trip through Rules: code %s, want %s", rt.Code, def.Code)
	}
	// Indented, keys reversed, numbers spelled differently: same code.
	var generic map[string]any
	if err := json.Unmarshal(content.Default(), &generic); err != nil {
		t.Fatal(err)
	}
	pretty, _ := json.MarshalIndent(generic, "", "    ")
	reordered := reverseKeys(t, content.Default())
	respelled := strings.Replace(string(content.Default()), `"turns_per_season": 8`, `"turns_per_season": 8.0e0`, 1)
	for name, doc := range map[string][]byte{"indented": pretty, "reordered": reordered, "respelled": []byte(respelled)} {
		if c := code(t, doc); c != def.Code {
			t.Errorf("%s: code %s, want %s", name, c, def.Code)
		}
		canon, err := ruleset.Canonical(doc)
		if err != nil || string(canon) != string(def.Doc) {
			t.Errorf("%s: canonical form differs (%v)", name, err)
		}
	}
	// Any change, even one character of a text, gives a new code; and
	// every change gives a different one.
	seen := map[string]string{def.Code: "default"}
	for name, mutate := range map[string]func(r *nobles.Rules){
		"text":      func(r *nobles.Rules) { r.Decks.Proving[3].Text += "." },
		"order":     func(r *nobles.Rules) { r.Board[0], r.Board[1] = r.Board[1], r.Board[0] },
		"flag":      func(r *nobles.Rules) { r.Market[4].Withheld = false },
		"number":    func(r *nobles.Rules) { r.Income.Spring++ },
		"shared":    func(r *nobles.Rules) { r.TurnCounting = nobles.Shared },
		"deck":      func(r *nobles.Rules) { r.Decks.Decree = r.Decks.Decree[1:] },
		"effect":    func(r *nobles.Rules) { r.Virtues[1].Modifiers[0].Amount-- },
		"new badge": func(r *nobles.Rules) { r.Provenance["houses"] = "provisional" },
	} {
		r := defaultRules(t)
		mutate(r)
		c := code(t, encode(t, r))
		if prev, dup := seen[c]; dup {
			t.Errorf("%s: code %s is already %s's", name, c, prev)
		}
		seen[c] = name
	}
}

// reverseKeys rewrites a JSON object with every object's keys in reverse
// order.
func reverseKeys(t testing.TB, doc []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	var write func(v any)
	write = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			slices.Reverse(keys)
			b.WriteByte('{')
			for i, k := range keys {
				if i > 0 {
					b.WriteByte(',')
				}
				kb, _ := json.Marshal(k)
				b.Write(kb)
				b.WriteByte(':')
				write(x[k])
			}
			b.WriteByte('}')
		case []any:
			b.WriteByte('[')
			for i, e := range x {
				if i > 0 {
					b.WriteByte(',')
				}
				write(e)
			}
			b.WriteByte(']')
		default:
			vb, _ := json.Marshal(x)
			b.Write(vb)
		}
	}
	write(v)
	return []byte(b.String())
}

// TestValidateEveryEditorField: every field the Studio's editor offers,
// set to a bad value, is refused with a problem at exactly that path.
func TestValidateEveryEditorField(t *testing.T) {
	for _, tc := range []struct {
		path   string
		mutate func(r *nobles.Rules)
	}{
		{"name", func(r *nobles.Rules) { r.Name = "" }},
		{"turn_counting", func(r *nobles.Rules) { r.TurnCounting = "each" }},
		{"turns_per_season", func(r *nobles.Rules) { r.TurnsPerSeason = 65 }},
		{"income.summer", func(r *nobles.Rules) { r.Income.Summer = -1 }},
		{"duties.save_cost", func(r *nobles.Rules) { r.Duties.SaveCost = 0 }},
		{"duties.give_cost", func(r *nobles.Rules) { r.Duties.GiveCost = -5 }},
		{"duties.token_value", func(r *nobles.Rules) { r.Duties.TokenValue = 0 }},
		{"rulings.token_conversion", func(r *nobles.Rules) { r.Rulings.TokenConversion = "never" }},
		{"board[12]", func(r *nobles.Rules) { r.Board[12] = "market" }},
		{"board", func(r *nobles.Rules) { r.Board = append(r.Board, "proving") }},
		{"houses[2].colour", func(r *nobles.Rules) { r.Houses[2].Colour = "red" }},
		{"houses[2].virtue", func(r *nobles.Rules) { r.Houses[2].Virtue = "greed" }},
		{"virtues[1].modifiers[0].kind", func(r *nobles.Rules) { r.Virtues[1].Modifiers[0].Kind = "pay" }},
		{"virtues[1].name", func(r *nobles.Rules) { r.Virtues[1].Name = "" }},
		{"virtues[3].modifiers[0].who", func(r *nobles.Rules) { r.Virtues[3].Modifiers[0].Who = "all" }},
		{"virtues[1].modifiers[0].who", func(r *nobles.Rules) { r.Virtues[1].Modifiers[0].Who = "active" }},
		{"market[2].modifiers[0].who", func(r *nobles.Rules) { r.Market[2].Modifiers[0].Who = "others" }},
		{"market[0].price", func(r *nobles.Rules) { r.Market[0].Price = -300 }},
		{"market[1].id", func(r *nobles.Rules) { r.Market[1].ID = r.Market[0].ID }},
		{"market[2].provenance", func(r *nobles.Rules) { r.Market[2].Provenance = "rumour" }},
		{"decks.proving[4].title", func(r *nobles.Rules) { r.Decks.Proving[4].Title = "" }},
		{"decks.proving[4].options[0].cost", func(r *nobles.Rules) { r.Decks.Proving[4].Options[0].Cost = -1 }},
		{"decks.proving[4].options", func(r *nobles.Rules) { r.Decks.Proving[4].Options = r.Decks.Proving[4].Options[:1] }},
		{"decks.proving[4].options[1].effects[0].who", func(r *nobles.Rules) {
			r.Decks.Proving[4].Options[1].Effects = []nobles.Effect{{Kind: "gain", Amount: 5, Who: "all"}}
		}},
		{"decks.ordeal[3].effects[0].amount", func(r *nobles.Rules) { r.Decks.Ordeal[3].Effects[0].Amount = 0 }},
		{"decks.ordeal[3].effects[0].if.has_item", func(r *nobles.Rules) {
			r.Decks.Ordeal[3].Effects[0].If = &nobles.Condition{HasItem: "dragon"}
		}},
		{"decks.ordeal[3].effects[0].if.max_tokens", func(r *nobles.Rules) {
			r.Decks.Ordeal[3].Effects[0].If = &nobles.Condition{MaxTokens: intp(-1)}
		}},
		{"decks.decree[0].effects[0].duration", func(r *nobles.Rules) {
			r.Decks.Decree[0].Effects = []nobles.Effect{{Kind: "income", Amount: 5}}
		}},
		{"decks.decree[0].effects", func(r *nobles.Rules) { r.Decks.Decree[0].Effects = nil }},
		{"decks.decree[0].id", func(r *nobles.Rules) { r.Decks.Decree[0].ID = "Bad Id" }},
	} {
		t.Run(tc.path, func(t *testing.T) {
			r := defaultRules(t)
			tc.mutate(r)
			_, err := nobles.LoadDocument(encode(t, r))
			var ps ruleset.Problems
			if !errors.As(err, &ps) {
				t.Fatalf("LoadDocument = %v, want problems", err)
			}
			for _, p := range ps {
				if p.Path == tc.path {
					return
				}
			}
			t.Errorf("no problem at %s: %v", tc.path, ps)
		})
	}
}

// FuzzDiff loads arbitrary rule-set documents merged onto the default:
// never a panic; either problems that all have messages, or a valid rule
// set whose diff against itself is empty, whose canonical document
// reloads to the same code, and whose diff from the default is empty
// exactly when the code is the default's.
func FuzzDiff(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"turn_counting":"shared"}`, `{"name":"Mine","turns_per_season":4}`,
		`{"board":["decree","proving","proving","ordeal","proving","decree","ordeal","proving","decree","proving","ordeal","decree","proving","ordeal","decree","proving","proving","ordeal","proving","decree","proving","ordeal","decree","proving","ordeal","proving","decree","ordeal","proving","decree","ordeal","proving"]}`,
		`{"income":{"winter":0}}`, `{"provenance":{"x":"source"}}`, `{"rulings":{"item_once":false}}`,
		`{"market":[]}`, `{"decks":{"decree":[]}}`, `{"description":null}`, `{"houses":[{"id":"a"}]}`,
	} {
		f.Add([]byte(s))
	}
	def := defaultRules(f)
	def.RenderTexts() // as a loaded rule set reads
	defCode := code(f, content.Default())
	f.Fuzz(func(t *testing.T, patch []byte) {
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			checkRefusal(t, err)
			return
		}
		if d := nobles.Diff(&rs.Rules, &rs.Rules); d != nil {
			t.Fatalf("a rule set differs from itself: %v", d)
		}
		again, err := nobles.LoadDocument(rs.Doc)
		if err != nil || again.Code != rs.Code {
			t.Fatalf("canonical document reloads as %v, %v; want code %s", again, err, rs.Code)
		}
		d := nobles.Diff(def, &rs.Rules)
		if (len(d) == 0) != (rs.Code == defCode) {
			// The struct may hide a difference in the document (a key
			// the struct leaves out when empty, such as "description":
			// "" versus no description at all), so only the other way
			// round is certain: a diff means a new code.
			if len(d) > 0 {
				t.Fatalf("changes %v, yet the default's code", d)
			}
		}
		for _, c := range d {
			if c.Path == "" || c.Item == "" || c.Kind == "" {
				t.Fatalf("incomplete change %+v", c)
			}
		}
	})
}
