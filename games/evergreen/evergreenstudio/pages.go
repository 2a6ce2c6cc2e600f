package evergreenstudio

// A rule set laid out for reading on the Studio's pages (the planet
// grid, the biomes, the cards, each badged against the default), and
// what the editor offers (templates/studio.html, assets/studio.js).

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"evergreen/game/provenance"
	"evergreen/games/evergreen"
)

// vocabulary is what a card's fields and a planet space may hold, from
// package evergreen's own names.
type vocabulary struct {
	Powers  []string `json:"powers"`
	Symbols []string `json:"symbols"`
	Wild    string   `json:"wild"`
	// Off is the letter of a space off the planet.
	Off     string `json:"off"`
	MaxSide int    `json:"max_side"`
}

func vocab() vocabulary {
	return vocabulary{
		Powers: []string{evergreen.PowerSprout, evergreen.PowerSmallTree, evergreen.PowerBigTree,
			evergreen.PowerBush, evergreen.PowerLake, evergreen.PowerBud},
		Symbols: []string{evergreen.SymbolFertility, evergreen.SymbolDrought, evergreen.SymbolNone},
		Wild:    evergreen.Wild, Off: "#", MaxSide: evergreen.MaxSide,
	}
}

// browse is a rule set laid out for reading.
type browse struct {
	Rules   *evergreen.Rules
	Columns []string
	Grid    [][]space
	Biomes  []biomeLine
	Powers  map[string]string // id → name
	// Badges holds each section's and entry's badge, derived against the
	// default (evergreen.BadgesOf): "seasons", "biomes/ID", "cards/ID", ….
	Badges map[string]provenance.Badge
	// names are the default's biome and power names in each locale, by
	// their English (evergreen.ChangeTerms).
	names map[string]map[string]string
}

// Biome is a biome's or power's name in lang: the locale's name of a
// name the default gives, else the rule set's own as written.
func (b *browse) Biome(lang, name string) string {
	if n := b.names[lang][name]; n != "" {
		return n
	}
	return name
}

// Power is Biome for a power's name.
func (b *browse) Power(lang, name string) string { return b.Biome(lang, name) }

// BiomeOf names the biome with id in lang ("Wild" for a wild card).
func (b *browse) BiomeOf(lang, id string) string {
	for _, bm := range b.Biomes {
		if bm.ID == id {
			return b.Biome(lang, bm.Name)
		}
	}
	if id == evergreen.Wild {
		return b.Biome(lang, "Wild")
	}
	return id
}

// Ints writes a list of numbers: "8, 8, 8".
func (b *browse) Ints(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

type space struct {
	Name   string // "C2"
	Biome  string // its name; "" off the planet
	Colour string
}

// biomeLine sums up a biome: its spaces and its cards.
type biomeLine struct {
	evergreen.Biome
	Spaces, Cards, Fertility, Drought int
}

func layOut(r, def *evergreen.Rules, names map[string]map[string]string) *browse {
	b := &browse{Rules: r, Powers: map[string]string{}, Badges: map[string]provenance.Badge{}, names: names}
	for k, v := range evergreen.BadgesOf(r, def) {
		b.Badges[k] = provenance.Get(v)
	}
	byLetter := map[rune]int{}
	for i, bm := range r.Biomes {
		b.Biomes = append(b.Biomes, biomeLine{Biome: bm})
		if l, n := utf8.DecodeRuneInString(bm.Letter); n > 0 {
			byLetter[l] = i
		}
	}
	for y, row := range r.Planet.Rows {
		var line []space
		for x, ch := range []rune(row) {
			if y == 0 {
				b.Columns = append(b.Columns, string(rune('A'+x)))
			}
			sp := space{Name: fmt.Sprintf("%c%d", 'A'+x, y+1)}
			if i, ok := byLetter[ch]; ok {
				sp.Biome, sp.Colour = r.Biomes[i].Name, r.Biomes[i].Colour
				b.Biomes[i].Spaces++
			}
			line = append(line, sp)
		}
		b.Grid = append(b.Grid, line)
	}
	for _, c := range r.Cards {
		for i := range b.Biomes {
			if b.Biomes[i].ID != c.Biome {
				continue
			}
			b.Biomes[i].Cards++
			switch c.Symbol {
			case evergreen.SymbolFertility:
				b.Biomes[i].Fertility++
			case evergreen.SymbolDrought:
				b.Biomes[i].Drought++
			}
		}
	}
	for _, p := range r.Powers {
		b.Powers[p.ID] = p.Name
	}
	return b
}
