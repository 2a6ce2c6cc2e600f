package evergreenterm

import (
	"strconv"
	"strings"

	"evergreen/games/evergreen"
)

// Names on the terminal's screens. What happened is worded by the table
// in package content (wording.go).

// card words a card by id: "Grassland · Sprout · fertility".
func (u *UI) card(id string) string {
	i, ok := u.rs.CardIndex(id)
	if !ok {
		return id
	}
	c := u.rs.Cards[i]
	s := u.biomeName(c.Biome) + " · " + u.powerName(c.Power)
	if c.Symbol != evergreen.SymbolNone {
		s += " · " + or(u.words.Symbols[c.Symbol], c.Symbol)
	}
	return s
}

func (u *UI) cardBiome(id string) string {
	if i, ok := u.rs.CardIndex(id); ok {
		return u.rs.Cards[i].Biome
	}
	return ""
}

// biomeName is a biome's name on the screens: the rule set's, or, in
// another language, the words table's for a biome the rule set names as
// the default does (a Studio variant's own names stay as written).
func (u *UI) biomeName(id string) string {
	if id == evergreen.Wild {
		return u.T("wild")
	}
	for _, bm := range u.rs.Biomes {
		if bm.ID == id {
			return u.named(bm.Name, u.english.Names.Biomes[id], u.words.Names.Biomes[id])
		}
	}
	return id
}

// powerName is a power's name on the screens, as biomeName.
func (u *UI) powerName(id string) string {
	for _, p := range u.rs.Powers {
		if p.ID == id {
			return u.named(p.Name, u.english.Names.Powers[id], u.words.Names.Powers[id])
		}
	}
	return id
}

// named is the rule set's name own, or its translation when own is the
// default's English name and the language has one.
func (u *UI) named(own, english, translated string) string {
	if own == english && translated != "" {
		return translated
	}
	return own
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
