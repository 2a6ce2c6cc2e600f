package nobles_test

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

// aLeaf is one number an entry holds, by its path inside the entry.
type aLeaf struct {
	path  []any // keys and indexes from the entry
	value int
}

// leavesOf lists every number in an entry's JSON, and a Proving
// option's cost even where it is left out (a free option: a cost of 0).
func leavesOf(entry map[string]any, option bool) []aLeaf {
	var out []aLeaf
	var walk func(x any, at []any)
	walk = func(x any, at []any) {
		switch x := x.(type) {
		case float64:
			out = append(out, aLeaf{append([]any(nil), at...), int(x)})
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(x[k], append(at, k))
			}
		case []any:
			for i, y := range x {
				walk(y, append(at, i))
			}
		}
	}
	walk(entry, nil)
	if _, ok := entry["cost"]; option && !ok {
		out = append(out, aLeaf{[]any{"cost"}, 0})
	}
	return out
}

func setLeaf(entry map[string]any, path []any, v int) {
	var cur any = entry
	for i, p := range path {
		last := i == len(path)-1
		switch p := p.(type) {
		case string:
			m := cur.(map[string]any)
			if last {
				m[p] = float64(v)
				return
			}
			cur = m[p]
		case int:
			a := cur.([]any)
			if last {
				a[p] = float64(v)
				return
			}
			cur = a[p]
		}
	}
}

func leafName(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch p := p.(type) {
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(p)
		case int:
			fmt.Fprintf(&b, "[%d]", p)
		}
	}
	return b.String()
}

// aTextAt is a text of the rule set by where it is: its entry in the
// document and how to read it once loaded.
type aTextAt struct {
	where  string
	entry  func(doc map[string]any) map[string]any
	read   func(r *nobles.Rules) string
	option bool
}

func textsAt(doc map[string]any) []aTextAt {
	list := func(d map[string]any, keys ...string) []any {
		var cur any = d
		for _, k := range keys {
			cur = cur.(map[string]any)[k]
		}
		l, _ := cur.([]any)
		return l
	}
	var out []aTextAt
	for i := range list(doc, "virtues") {
		out = append(out, aTextAt{fmt.Sprintf("virtues[%d]", i),
			func(d map[string]any) map[string]any { return list(d, "virtues")[i].(map[string]any) },
			func(r *nobles.Rules) string { return r.Virtues[i].Text }, false})
	}
	for i := range list(doc, "market") {
		out = append(out, aTextAt{fmt.Sprintf("market[%d]", i),
			func(d map[string]any) map[string]any { return list(d, "market")[i].(map[string]any) },
			func(r *nobles.Rules) string { return r.Market[i].Text }, false})
	}
	for i, c := range list(doc, "decks", "proving") {
		for j := range c.(map[string]any)["options"].([]any) {
			out = append(out, aTextAt{fmt.Sprintf("decks.proving[%d].options[%d]", i, j),
				func(d map[string]any) map[string]any {
					return list(d, "decks", "proving")[i].(map[string]any)["options"].([]any)[j].(map[string]any)
				},
				func(r *nobles.Rules) string { return r.Decks.Proving[i].Options[j].Text }, true})
		}
	}
	for _, deck := range []string{"ordeal", "decree"} {
		for i := range list(doc, "decks", deck) {
			out = append(out, aTextAt{fmt.Sprintf("decks.%s[%d]", deck, i),
				func(d map[string]any) map[string]any { return list(d, "decks", deck)[i].(map[string]any) },
				func(r *nobles.Rules) string {
					if deck == "ordeal" {
						return r.Decks.Ordeal[i].Text
					}
					return r.Decks.Decree[i].Text
				}, false})
		}
	}
	return out
}

// TestTextsFollowEveryNumber edits every number of every card, Proving
// option, Virtue and Market item in turn (an amount, a cost or price, a
// duration, a condition's bound; a free option's cost of 0 too) to two
// other values the rule set accepts, and checks that the entry's text
// reads differently for each: no text states a number, a duration or a
// condition that an edit leaves standing.
func TestTextsFollowEveryNumber(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	def := defaultRuleset(t)
	edits := 0
	for _, tx := range textsAt(doc) {
		before := tx.read(&def.Rules)
		for _, leaf := range leavesOf(tx.entry(doc), tx.option) {
			if strings.HasPrefix(tx.where, "market") && leafName(leaf.path) == "price" {
				continue // an item's price heads it wherever it is shown; its text says what it does
			}
			seen := map[string]string{before: "as it is"}
			tried := 0
			for _, v := range []int{leaf.value + 1, leaf.value + 2, leaf.value - 1} {
				if tried == 2 {
					break
				}
				var edited map[string]any
				if err := json.Unmarshal(content.Default(), &edited); err != nil {
					t.Fatal(err)
				}
				setLeaf(tx.entry(edited), leaf.path, v)
				b, _ := json.Marshal(edited)
				rs, err := nobles.LoadDocument(b)
				if err != nil {
					continue // a value the rule set refuses is no edit
				}
				tried++
				edits++
				got := tx.read(&rs.Rules)
				if was, ok := seen[got]; ok {
					t.Errorf("%s: %s edited from %d to %d reads as with %s: %q", tx.where, leafName(leaf.path), leaf.value, v, was, got)
				}
				seen[got] = fmt.Sprint(v)
			}
			if tried == 0 {
				t.Errorf("%s: %s: no other value is accepted, so the test cannot edit it", tx.where, leafName(leaf.path))
			}
		}
	}
	if edits < 300 {
		t.Errorf("only %d edits made: the default content holds more numbers", edits)
	}
}

// TestEditedDurationsRead: durations and conditions read as edited, in
// words a player can trust (each was a plain word before: the Market
// closed for 2 turns read "for one turn", and so on).
func TestEditedDurationsRead(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	byID := map[string]aTextAt{}
	for _, tx := range textsAt(doc) {
		if id, ok := tx.entry(doc)["id"].(string); ok {
			byID[id] = tx
		}
	}
	for _, c := range []struct {
		id   string
		leaf []any
		v    int
		want string
	}{
		{"fire-in-the-market", []any{"effects", 1, "duration", "turns"}, 2,
			"the Market is closed to every noble for two turns: this turn and the next for the noble who drew this card, and the next two turns of each other noble."},
		{"fair-wind-for-trade", []any{"effects", 0, "duration", "seasons"}, 2,
			"At the start of each of the next two seasons (as many as the year has still to come), every noble's income is 100 Crowns greater."},
		{"robbers-on-the-road", []any{"effects", 1, "if", "min_items"}, 2,
			"every noble who owns at least two Market items, having more worth the stealing, pays a further 200 Crowns."},
		{"blessing-of-the-roads", []any{"effects", 0, "duration", "turns"}, 3,
			"Every noble holds a reroll for three turns: this turn and the next two turns for the noble who drew this card (whose Journey this turn is already made), and the next three turns of each other noble."},
		{"night-of-thieves", []any{"effects", 0, "if", "max_tokens"}, 1,
			"Every noble holding at most one Vault Token pays 300 Crowns"},
		{"royal-tutors", []any{"effects", 0, "duration", "seasons"}, 2,
			"Until the season has turned two times, every Proving option costs every noble 100 Crowns less"},
		{"royal-levy", []any{"effects", 0, "if", "max_crowns"}, 1499,
			"every noble holding less than 1,500 Crowns pays 300 Crowns."},
	} {
		tx, ok := byID[c.id]
		if !ok {
			t.Fatalf("no card %s", c.id)
		}
		var edited map[string]any
		if err := json.Unmarshal(content.Default(), &edited); err != nil {
			t.Fatal(err)
		}
		setLeaf(tx.entry(edited), c.leaf, c.v)
		b, _ := json.Marshal(edited)
		rs, err := nobles.LoadDocument(b)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		if got := tx.read(&rs.Rules); !strings.Contains(got, c.want) {
			t.Errorf("%s with %s at %d reads %q, want it to say %q", c.id, leafName(c.leaf), c.v, got, c.want)
		}
	}
}

// TestShortDurationsRead: a duration cut to one or two turns reads as
// plain English, not "each of your next zero turns".
func TestShortDurationsRead(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, tx := range textsAt(doc) {
		for _, v := range []int{1, 2} {
			var edited map[string]any
			if err := json.Unmarshal(content.Default(), &edited); err != nil {
				t.Fatal(err)
			}
			e := tx.entry(edited)
			effects, _ := e["effects"].([]any)
			for _, x := range effects {
				if d, ok := x.(map[string]any)["duration"].(map[string]any); ok && d["turns"] != nil {
					d["turns"] = float64(v)
				}
			}
			b, _ := json.Marshal(edited)
			rs, err := nobles.LoadDocument(b)
			if err != nil {
				t.Fatal(err)
			}
			got := tx.read(&rs.Rules)
			for _, bad := range []string{"zero", "next one turn", "next one Journey"} {
				if strings.Contains(got, bad) {
					t.Errorf("%s with turns %d reads %q", tx.where, v, got)
				}
			}
		}
	}
}
