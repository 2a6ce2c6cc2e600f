package evergreen

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"evergreen/ruleset/changewords"
)

func TestDiffWordsChanges(t *testing.T) {
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if got := Diff(&def.Rules, &def.Rules); got != nil {
		t.Fatalf("the default against itself: %v", got)
	}
	other := def.Rules
	other.Cards = slices.Clone(def.Cards)
	other.Planet.Rows = slices.Clone(def.Planet.Rows)
	other.Cards[3].Symbol = SymbolFertility
	other.Cards = append(other.Cards[:5], other.Cards[6:]...) // remove grassland-bud
	other.Cards = append(other.Cards, Card{ID: "rock-extra", Biome: "rock", Power: PowerBud, Symbol: SymbolNone, Provenance: Provisional})
	other.Planet.Rows[0] = "#GGGFFG" // G7 was off the planet
	other.Provenance = maps.Clone(def.Provenance)
	other.Provenance["planet"] = Source
	other.Cards[0].Provenance = Source
	var words []string
	for _, c := range Diff(&def.Rules, &other) {
		words = append(words, say(c))
	}
	// Names and words, never ids or keys: the Studio shows these.
	want := []string{
		"Badge of Planet: Provisional → Source-confirmed",
		"Planet space G1: unplantable → Grassland",
		"Card 'Grassland · Sprout': badge Provisional → Source-confirmed",
		"Card 'Grassland · Bush': symbol drought → fertility",
		"Card 'Rock · Bud' added (Rock, Bud, no symbol)",
		"Card 'Grassland · Bud' removed (Grassland, Bud, no symbol)",
	}
	if !slices.Equal(words, want) {
		t.Errorf("diff in words:\n got %q\nwant %q", words, want)
	}
}

// TestDiffSoloRanks: the solitary rank table is compared place by place,
// a rank the other rule set lacks said removed, one it adds said added.
func TestDiffSoloRanks(t *testing.T) {
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if len(def.Solo.Ranks) < 2 {
		t.Fatalf("the default has %d solitary ranks, the test needs two", len(def.Solo.Ranks))
	}
	fewer, more := def.Rules, def.Rules
	fewer.Solo.Ranks = def.Solo.Ranks[:len(def.Solo.Ranks)-1]
	more.Solo.Ranks = append(slices.Clone(def.Solo.Ranks), Rank{Title: "Legend", Min: 999})
	more.Solo.Ranks[0].Title = "Seedling"
	var got []string
	for _, c := range append(Diff(&def.Rules, &fewer), Diff(&def.Rules, &more)...) {
		got = append(got, c.Kind+" "+c.Path+" "+say(c))
	}
	n, last := len(def.Solo.Ranks), def.Solo.Ranks[len(def.Solo.Ranks)-1]
	want := []string{
		fmt.Sprintf("removed solo.ranks[%d] Solitary rank %d removed (%q from %d)", n-1, n, last.Title, last.Min),
		fmt.Sprintf("changed solo.ranks[0].title Solitary rank 1: title %s → Seedling", def.Solo.Ranks[0].Title),
		fmt.Sprintf("added solo.ranks[%d] Solitary rank %d added (\"Legend\" from 999)", n, n+1),
	}
	if !slices.Equal(got, want) {
		t.Errorf("rank changes:\n got %q\nwant %q", got, want)
	}
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
