package changewords_test

import (
	"slices"
	"testing"

	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

func words(t *testing.T) changewords.Words {
	t.Helper()
	w, err := changewords.Load(map[string]map[string]string{
		"de": {"Card": "Karte", "Farm": "Bauernhof", "points": "Punkte", "Hand limit": "Handlimit",
			"Solitary rank {n}": "Solo-Rang {n}", "kind": "Art", "critter": "Kreatur", "hand limit": "Handlimit", "Name": "Name"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestSay: each kind of change reads in the platform's frame, its
// game's terms in the reader's locale; English as the game wrote it.
func TestSay(t *testing.T) {
	w := words(t)
	for _, c := range []struct {
		change ruleset.Change
		en, de string
	}{
		{ruleset.Change{Kind: ruleset.ChangeChanged, Item: "Card 'Farm'", Field: "points", Old: "1", New: "2"},
			"Card 'Farm': points 1 → 2", "Karte „Bauernhof“: Punkte 1 → 2"},
		{ruleset.Change{Kind: ruleset.ChangeChanged, Item: "Hand limit", New: "9"},
			"Hand limit: (none) → 9", "Handlimit: (keine) → 9"},
		{ruleset.Change{Kind: ruleset.ChangeAdded, Item: "Card 'Dragon'", New: "kind critter, points 5"},
			"Card 'Dragon' added (kind critter, points 5)", "Karte „Dragon“ neu (Art Kreatur, Punkte 5)"},
		{ruleset.Change{Kind: ruleset.ChangeRemoved, Item: "Solitary rank 4", Old: `"Legend" from 999`},
			`Solitary rank 4 removed ("Legend" from 999)`, `Solo-Rang 4 entfernt ("Legend" from 999)`},
		{ruleset.Change{Kind: ruleset.ChangeChanged, Item: "Badge of hand limit", Old: "Source-confirmed", New: "Table's variant"},
			"Badge of hand limit: Source-confirmed → Table's variant", "Herkunft von Handlimit: Laut Quelle → Tischvariante"},
		{ruleset.Change{Kind: ruleset.ChangeMoved, Item: "Cards", New: "Farm, Mine"},
			"Cards: new order Farm, Mine", "Cards: neue Reihenfolge Bauernhof, Mine"},
	} {
		if got := w.Say("en", c.change); got != c.en {
			t.Errorf("en: %q, want %q", got, c.en)
		}
		if got := w.Say("de", c.change); got != c.de {
			t.Errorf("de: %q, want %q", got, c.de)
		}
	}
}

// TestUntranslated lists what would reach a German reader in English: a
// kind, setting or field without a term, never a rule set's own name nor
// a word German writes alike.
func TestUntranslated(t *testing.T) {
	w := words(t)
	for _, c := range []struct {
		change ruleset.Change
		want   []string
	}{
		{ruleset.Change{Item: "Card 'Anything'", Field: "points"}, nil},
		{ruleset.Change{Item: "Card 'Farm'", Field: "cost twig"}, []string{"cost twig"}},
		{ruleset.Change{Item: "Location 'Farm'"}, []string{"Location"}},
		{ruleset.Change{Item: "Solitary rank 2"}, nil},
		{ruleset.Change{Item: "Name"}, nil},
		{ruleset.Change{Item: "City limit"}, []string{"City limit"}},
	} {
		if got := w.Untranslated("de", c.change); !slices.Equal(got, c.want) {
			t.Errorf("%+v: %q, want %q", c.change, got, c.want)
		}
		if got := w.Untranslated("en", c.change); got != nil {
			t.Errorf("English: %q", got)
		}
	}
}
