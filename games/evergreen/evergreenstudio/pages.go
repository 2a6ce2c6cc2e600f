package evergreenstudio

// The Studio's pages: the front page (the default laid out, the library,
// open and import), a rule set's page (browse, diff, share, preview) and
// the editor (the grid and the cards). Templates are templates/*.html;
// the script and styles assets/, served at /studio-assets/.

import (
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"unicode/utf8"

	"evergreen/game/provenance"
	"evergreen/games/evergreen"
	"evergreen/web/gameweb"
)

var funcs = template.FuncMap{
	"inc": func(i int) int { return i + 1 },
}

func (s *site) pageRoutes(m *http.ServeMux) {
	assets, _ := fs.Sub(assetsFS, "assets")
	pages := &gameweb.StudioPages[compiled]{
		RulesetPages: gameweb.RulesetPages[compiled]{
			Host: s.host, Log: s.log, Lookup: s.lookup, Unknown: errNoRules,
			Code: func(c compiled) string { return c.Code },
		},
		Lib: s.lib, Pages: s.pages, Assets: assets,
		Default: s.def, DocName: func(c compiled) string { return c.Name },
		IndexTitle: "Rules Studio · " + s.game.Title(),
		Figures:    s.figs,
		// The planet game rules nothing and withholds nothing: its legend
		// shows the badges it can give.
		Legend: []provenance.Badge{provenance.Get(provenance.Source), provenance.Get(provenance.Provisional), provenance.Get(provenance.Variant)},
		Index:  "evstudio.html", View: "evstudio-view.html", Edit: "evstudio-edit.html",
		IndexPage: func(p gameweb.StudioPage) any {
			pg := studioPage{StudioPage: p, Browse: layOut(s.def.Rules, s.def.Rules)}
			for _, v := range s.variants {
				pg.Variants = append(pg.Variants, variantView{ID: v.ID, Name: v.Name, Description: v.Description, Code: v.Code,
					Patch: string(v.patch), Badge: provenance.Get(provenance.Variant)})
			}
			return pg
		},
		ViewPage: func(p gameweb.StudioPage, rs compiled) any {
			return studioPage{StudioPage: p, Browse: layOut(rs.Rules, s.def.Rules),
				Changes: changeList(evergreen.Diff(s.def.Rules, rs.Rules))}
		},
		EditPage: func(p gameweb.StudioPage) any { return studioPage{StudioPage: p, Vocabulary: vocab()} },
	}
	pages.Routes(m)
}

// studioPage is what the templates read: the page every Studio fills
// and the planet game's own parts.
type studioPage struct {
	gameweb.StudioPage
	Browse  *browse
	Changes []change
	// Vocabulary is what the editor offers (embedded as JSON, so the
	// script keeps no copy).
	Vocabulary vocabulary
	// Variants are the ready-made rule sets on the front page.
	Variants []variantView
}

// variantView is a ready-made variant on the front page; Patch is the
// document (a patch onto the default) its button saves.
type variantView struct {
	ID, Name, Description, Code, Patch string
	Badge                              provenance.Badge
}

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

func layOut(r, def *evergreen.Rules) *browse {
	b := &browse{Rules: r, Powers: map[string]string{}, Badges: map[string]provenance.Badge{}}
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
