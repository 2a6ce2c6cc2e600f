package nobles_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

// kindConstants are the effect kinds rules.go declares (its Kind… and
// Mod… string constants), read from the source so that a kind added to
// the rules is tested here without being listed.
func kindConstants(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "rules.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range vs.Names {
			if (strings.HasPrefix(name.Name, "Kind") || strings.HasPrefix(name.Name, "Mod")) && i < len(vs.Values) {
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					v, _ := strconv.Unquote(lit.Value)
					out = append(out, v)
				}
			}
		}
		return true
	})
	if len(out) < 3 {
		t.Fatalf("rules.go: found only %v as effect kinds", out)
	}
	return out
}

// withEffect is the default rule set with e added at place, and whether
// it validates.
func withEffect(t *testing.T, place string, e nobles.Effect) error {
	t.Helper()
	var r nobles.Rules
	if err := json.Unmarshal(content.Default(), &r); err != nil {
		t.Fatal(err)
	}
	switch place {
	case nobles.PlaceVirtue:
		r.Virtues[0].Modifiers = append(r.Virtues[0].Modifiers, e)
	case nobles.PlaceItem:
		r.Market[0].Modifiers = append(r.Market[0].Modifiers, e)
	case nobles.SpaceProving:
		r.Decks.Proving[0].Options[0].Effects = append(r.Decks.Proving[0].Options[0].Effects, e)
	case nobles.SpaceOrdeal:
		r.Decks.Ordeal[0].Effects = append(r.Decks.Ordeal[0].Effects, e)
	case nobles.SpaceDecree:
		r.Decks.Decree[0].Effects = append(r.Decks.Decree[0].Effects, e)
	default:
		t.Fatalf("no place %q", place)
	}
	return r.Validate()
}

var places = []string{nobles.PlaceVirtue, nobles.PlaceItem, nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree}

// TestVocabularyMatchesLoader: the vocabulary names every effect kind the
// rules declare, and offers a kind at a place exactly when the loader
// accepts it there; likewise each "who" value.
func TestVocabularyMatchesLoader(t *testing.T) {
	v := nobles.Vocabulary()
	byKind := map[string]nobles.KindInfo{}
	for _, k := range v.Kinds {
		byKind[k.Kind] = k
	}
	for _, kind := range kindConstants(t) {
		k, ok := byKind[kind]
		if !ok {
			t.Errorf("effect kind %q is not in the vocabulary", kind)
			continue
		}
		for _, place := range places {
			e := nobles.Effect{Kind: kind}
			if k.Amount {
				e.Amount = 100
			}
			if k.Modifier && place != nobles.PlaceVirtue && place != nobles.PlaceItem {
				e.Duration = &nobles.Duration{Turns: 1}
			}
			err := withEffect(t, place, e)
			if offered := slices.Contains(k.Places, place); offered != (err == nil) {
				t.Errorf("%s on %s: the vocabulary offers it: %v; the loader says: %v", kind, place, offered, err)
			}
		}
	}
	// On a Virtue or item "who" limits a kind with an own scope
	// (OwnDraws) to the cards its holder draws; every other kind takes
	// none.
	for _, place := range []string{nobles.PlaceVirtue, nobles.PlaceItem} {
		for _, k := range v.Kinds {
			if !slices.Contains(k.Places, place) {
				continue
			}
			for _, who := range []string{"", "self", "all", "active", "others"} {
				offered := slices.ContainsFunc(v.Who[place], func(x nobles.Term) bool { return x.Value == who }) && (who == "" || k.OwnDraws)
				e := nobles.Effect{Kind: k.Kind, Who: who}
				if k.Amount {
					e.Amount = 100
				}
				if err := withEffect(t, place, e); offered != (err == nil) {
					t.Errorf("%s with who %q on %s: the vocabulary offers it: %v; the loader says: %v", k.Kind, who, place, offered, err)
				}
			}
		}
	}
	for _, place := range []string{nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree} {
		for _, who := range []string{"", "self", "all", "active", "others", "everyone"} {
			offered := slices.ContainsFunc(v.Who[place], func(x nobles.Term) bool { return x.Value == who })
			err := withEffect(t, place, nobles.Effect{Kind: nobles.KindGain, Amount: 100, Who: who})
			if offered != (err == nil) {
				t.Errorf("who %q on %s: the vocabulary offers it: %v; the loader says: %v", who, place, offered, err)
			}
		}
	}
}

// TestVocabularyLabels: every value has its own label in
// content/vocabulary.json (a missing one would read as the bare value).
func TestVocabularyLabels(t *testing.T) {
	var labels nobles.VocabularyLabels
	if err := json.Unmarshal(content.VocabularyLabels(), &labels); err != nil {
		t.Fatalf("content/vocabulary.json: %v", err)
	}
	v := nobles.Vocabulary()
	check := func(where string, m map[string]string, terms []nobles.Term) {
		if len(terms) == 0 {
			t.Errorf("%s: no values", where)
		}
		for _, x := range terms {
			if l, ok := m[x.Value]; !ok || l == "" {
				t.Errorf("content/vocabulary.json: %s.%q has no label", where, x.Value)
			}
		}
		if len(m) != len(terms) {
			t.Errorf("content/vocabulary.json: %s has %d labels for %d values", where, len(m), len(terms))
		}
	}
	for place, terms := range v.Who {
		check("who."+place, labels.Who[place], terms)
	}
	check("conditions", labels.Conditions, append(v.Conditions, v.ItemCondition))
	check("durations", labels.Durations, v.Durations)
	var kinds []nobles.Term
	for _, k := range v.Kinds {
		kinds = append(kinds, nobles.Term{Value: k.Kind, Label: k.Label})
		if k.Label == k.Kind || strings.Contains(k.Label, "_") {
			t.Errorf("effect kind %q reads as its id, %q: the editor's menu shows words", k.Kind, k.Label)
		}
	}
	check("kinds", labels.Kinds, kinds)
}
