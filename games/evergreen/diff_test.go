package evergreen

import (
	"maps"
	"slices"
	"testing"
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
		words = append(words, c.Words())
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
