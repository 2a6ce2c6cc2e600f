package everdell

import (
	"encoding/json"
	"strings"
	"testing"

	"evergreen/ruleset/changewords"
)

// diffWords loads patch onto the default and says what it changes.
func diffWords(t *testing.T, patch string) []string {
	t.Helper()
	def := defaultRuleset(t)
	other, err := LoadRules([]byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range Diff(&def.Rules, &other.Rules) {
		out = append(out, say(c))
	}
	return out
}

func TestDiffInWords(t *testing.T) {
	def := defaultRuleset(t)
	if cs := Diff(&def.Rules, &def.Rules); cs != nil {
		t.Fatalf("the default differs from itself: %v", cs)
	}
	farm := -1
	for i, c := range def.Cards {
		if c.ID == "farm" {
			farm = i
		}
	}
	if farm < 0 {
		t.Fatal("no Farm in the default")
	}
	cases := []struct {
		name  string
		patch string
		want  []string
	}{
		{"a setting", `{"hand_limit": 9}`, []string{"Hand limit: 8 → 9"}},
		{"the seed's forest", `{"forest_shown": [0, 0, 0, 4], "provenance": {"forest_shown": "variant"}}`, []string{
			"Forest locations dealt at 1, 2, 3 and 4 players: 3, 3, 4, 4 → 0, 0, 0, 4",
			"Badge of forest shown: Source-confirmed → Table's variant"}},
		{"a rival's row", `{"solo": {"points": [0, 5, 5, 12]}}`, []string{"Solo opponent: the rival's points by season 0, 5, 5, 10 → 0, 5, 5, 12"}},
		{"no rival", `{"solo": null}`, []string{"Solo opponent: the rival's workers by season 1, 1, 2, 2 → (none)"}},
		{"the rival plays", `{"solo": {"opponent": "rival"}}`, []string{"Solo opponent: Rugwort → the rival (variant)"}},
		{"Rugwort's year", `{"solo": {"rugwort": {"year": 3}}}`, []string{"Solo opponent: Rugwort's year 1 → 3"}},
		{"Rugwort's points", `{"solo": {"rugwort": {"special_points": 4}}}`, []string{"Solo opponent: Rugwort's points per special event you miss 3 → 4"}},
	}
	for _, c := range cases {
		got := diffWords(t, c.patch)
		for _, w := range c.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%s: %q not among %q", c.name, w, got)
			}
		}
	}
}

// A card is matched by id: a changed field is one change naming the
// card, a new card one addition, a dropped one one removal.
func TestDiffMatchesCardsByID(t *testing.T) {
	def := defaultRuleset(t)
	other := def.Rules
	other.Cards = append([]Card(nil), def.Cards...)
	for i := range other.Cards {
		if other.Cards[i].ID == "farm" {
			other.Cards[i].Points = 2
			other.Cards[i].Cost.Twig = 3
		}
	}
	gone := other.Cards[len(other.Cards)-1]
	other.Cards = append(other.Cards[:len(other.Cards)-1], Card{ID: "dragon", Name: "Dragon", Kind: KindCritter, Type: TypeProsperity, Points: 5, Count: 1})
	var got []string
	for _, c := range Diff(&def.Rules, &other) {
		got = append(got, say(c))
	}
	joined := strings.Join(got, "\n")
	for _, w := range []string{"Card 'Farm': points 1 → 2", "Card 'Farm': cost twig 2 → 3",
		"Card 'Dragon' added (kind critter, type prosperity, points 5, count 1)",
		"Card '" + gone.Name + "' removed"} {
		if !strings.Contains(joined, w) {
			t.Errorf("%q not in\n%s", w, joined)
		}
	}
	if len(got) != 4 {
		t.Errorf("%d changes, want 4:\n%s", len(got), joined)
	}
}

// FuzzDiff feeds drafts to Diff as the Studio does while a designer
// types: any JSON that decodes loosely, valid or not (ids twice, lists
// empty), is diffed and badged without a panic, every change has a path
// and words, and a valid rule set differs from the default as much one
// way as the other.
func FuzzDiff(f *testing.F) {
	for _, v := range variants(f) {
		f.Add(v.Patch)
	}
	f.Add([]byte(`{"cards": [{"id": "farm"}, {"id": "farm", "points": 3}], "seasons": []}`))
	f.Add([]byte(`{"solo": null, "provenance": {"hand_limit": "variant"}, "events": [{"id": "x", "requires": {"cards": ["a"]}}]}`))
	def := defaultRuleset(f)
	f.Fuzz(func(t *testing.T, doc []byte) {
		var draft Rules
		if json.Unmarshal(doc, &draft) == nil {
			for _, c := range Diff(&def.Rules, &draft) {
				if c.Path == "" || say(c) == "" {
					t.Fatalf("a change without a path or words: %+v", c)
				}
			}
			BadgesOf(&draft, &def.Rules)
		}
		rs, err := LoadRules(doc)
		if err != nil {
			return
		}
		there, back := Diff(&def.Rules, &rs.Rules), Diff(&rs.Rules, &def.Rules)
		if len(there) != len(back) {
			t.Fatalf("%d changes one way, %d the other", len(there), len(back))
		}
		if again := Diff(&rs.Rules, &rs.Rules); again != nil {
			t.Fatalf("a rule set differs from itself: %v", again)
		}
	})
}

// say words c in English, as the Studio and `evergreen rules diff` do
// (ruleset/changewords).
func say(c Change) string {
	w, err := changewords.Load(nil)
	if err != nil {
		panic(err)
	}
	return w.Say("en", c)
}
