package evergreen

import (
	"evergreen/game/provenance"
	"evergreen/ruleset"
)

// Rules is a complete rule set for the planet game: every number, biome,
// power track and card the rules code reads. The default rule set lives
// as JSON in package content; a table's own rule set is that document
// with a rule-set document merged on top (see package ruleset), then
// decoded and checked by LoadRules.
type Rules struct {
	Game        string `json:"game"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`

	// Seasons lists the rounds of each season in order (the printed
	// rules: 5, 4, 3, 2). The sun turns after each season's scoring.
	Seasons []int `json:"seasons"`
	// Compensation is the points each seat starts with, by position in
	// turn order from the first player (the printed rules: 0, 1, 2, 3).
	Compensation []int `json:"compensation"`
	// FertilitySetup is how many fertility symbols are revealed before
	// the first round (the printed rules: 5).
	FertilitySetup int `json:"fertility_setup"`
	// SunStart is the side of the planet the sun starts on: "north" (the
	// top edge, the printed rules), "east", "south" or "west".
	SunStart string `json:"sun_start"`
	Sun      Sun    `json:"sun"`

	Biomes []Biome `json:"biomes"`
	Planet Planet  `json:"planet"`
	Powers []Power `json:"powers"`
	Cards  []Card  `json:"cards"`
	Solo   Solo    `json:"solo"`

	// Provenance badges for the scalar sections above (seasons,
	// compensation, fertility_setup, sun_start, sun, planet, solo):
	// "source" or "provisional". Biomes, powers and cards carry their own.
	Provenance map[string]string `json:"provenance,omitempty"`

	// Translations are the rule set's own name and description in other
	// locales: locale → "name" or "description" → text (docs/RULESETS.md,
	// section 6). Words only: never read by the rules.
	Translations ruleset.Translations `json:"translations,omitempty"`
}

// Sun is how season scoring reads light and shade.
type Sun struct {
	// Points for each lit small tree and each lit big tree.
	SmallPoints int `json:"small_points"`
	BigPoints   int `json:"big_points"`
	// Shade is how many spaces behind it a small tree and a big tree
	// shade. A small tree never shades a big tree.
	SmallShade int `json:"small_shade"`
	BigShade   int `json:"big_shade"`
	// ForestPoints is scored per piece of the largest forest.
	ForestPoints int `json:"forest_points"`
}

// Biome is one landscape of the planet.
type Biome struct {
	ID string `json:"id"`
	// Letter marks the biome's spaces in Planet.Rows.
	Letter     string `json:"letter"`
	Name       string `json:"name"`
	Colour     string `json:"colour"`
	Provenance string `json:"provenance"`
}

// Planet is the layout every player's board shares: one string per row,
// north first, one letter per space naming its biome, or "#" for a space
// off the planet where nothing may ever be placed.
type Planet struct {
	Rows []string `json:"rows"`
}

// Power is one of the six power tracks. Track lists the track's values
// from the start space; the marker starts on the first and moves one
// space each time the power is used (staying on the last once there).
type Power struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Track      []int  `json:"track"`
	Provenance string `json:"provenance"`
}

// Card is one card of the deck. Biome is a biome id or "wild" (the
// action may be taken in a biome of the player's choice). Symbol is
// "fertility", "drought" or "none".
type Card struct {
	ID         string `json:"id"`
	Biome      string `json:"biome"`
	Power      string `json:"power"`
	Symbol     string `json:"symbol"`
	Provenance string `json:"provenance"`
}

// Solo is the solitary game: the automa and the rank table.
type Solo struct {
	// ExtraCards are revealed each round beyond the players+1 of the
	// printed draft; the automa takes the card with the leaf.
	ExtraCards int `json:"extra_cards"`
	// WinAt is the final score at which a solitary player wins.
	WinAt int `json:"win_at"`
	// Ranks names final scores, from the lowest Min up.
	Ranks []Rank `json:"ranks"`
}

// Rank is one line of the solitary rank table.
type Rank struct {
	Min   int    `json:"min"`
	Title string `json:"title"`
}

// Power ids, the vocabulary of Card.Power and Power.ID.
const (
	PowerSprout    = "sprout"
	PowerSmallTree = "small-tree"
	PowerBigTree   = "big-tree"
	PowerBush      = "bush"
	PowerLake      = "lake"
	PowerBud       = "bud"
)

// Card symbols.
const (
	SymbolFertility = "fertility"
	SymbolDrought   = "drought"
	SymbolNone      = "none"
)

// Wild is the biome of a wild card.
const Wild = "wild"

// Sides of the planet the sun shines from, clockwise from the top.
const (
	North = "north"
	East  = "east"
	South = "south"
	West  = "west"
)

// SideName returns the side with index i, clockwise from north (0).
func SideName(i int) string {
	switch i & 3 {
	case 0:
		return North
	case 1:
		return East
	case 2:
		return South
	}
	return West
}

func sideIndex(name string) int {
	for i := range 4 {
		if SideName(i) == name {
			return i
		}
	}
	return -1
}

// Provenance badges (package provenance holds the model). The planet
// game's rule sets use these two; a page badges what a table changes as
// the table's variant.
const (
	Source      = provenance.Source
	Provisional = provenance.Provisional
)
