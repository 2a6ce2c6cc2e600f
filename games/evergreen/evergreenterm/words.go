package evergreenterm

import (
	"strconv"
	"strings"

	"evergreen/games/evergreen"
	"evergreen/locale"
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

func (u *UI) biomeName(id string) string {
	if id == evergreen.Wild {
		return u.T("wild")
	}
	if n := u.words.Names.Biomes[id]; n != "" && u.Lang() != locale.Default {
		return n // the rule set's names are English; its translations are the table's
	}
	for _, bm := range u.rs.Biomes {
		if bm.ID == id {
			return bm.Name
		}
	}
	return id
}

func (u *UI) powerName(id string) string {
	if n := u.words.Names.Powers[id]; n != "" && u.Lang() != locale.Default {
		return n
	}
	for _, p := range u.rs.Powers {
		if p.ID == id {
			return p.Name
		}
	}
	return id
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
