package evergreen

import (
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
	var words []string
	for _, c := range Diff(&def.Rules, &other) {
		words = append(words, c.Words())
	}
	want := []string{
		"Planet space G1: unplantable → grassland",
		"Card 'grassland-bush': symbol drought → fertility",
		"Card 'rock-extra' added (rock, bud, none)",
		"Card 'grassland-bud' removed (grassland, bud, none)",
	}
	if !slices.Equal(words, want) {
		t.Errorf("diff in words:\n got %q\nwant %q", words, want)
	}
}
