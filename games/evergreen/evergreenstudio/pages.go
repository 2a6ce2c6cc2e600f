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
	"slices"
	"time"
	"unicode/utf8"

	"evergreen/game"
	"evergreen/game/gameweb"
	"evergreen/game/provenance"
	"evergreen/games/evergreen"
	"evergreen/preview"
)

var funcs = template.FuncMap{
	"inc": func(i int) int { return i + 1 },
}

func (s *site) pageRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /studio", s.pageIndex)
	m.HandleFunc("GET /studio/new", s.pageEdit)
	m.HandleFunc("GET /studio/open", s.pageOpen)
	m.HandleFunc("GET /studio/{code}", s.pageView)
	m.HandleFunc("GET /studio/{code}/edit", s.pageEdit)
	assets, _ := fs.Sub(assetsFS, "assets")
	m.HandleFunc("GET /studio-assets/{file}", gameweb.Assets(assets, "/studio-assets/"))
}

// studioPage is what the templates read.
type studioPage struct {
	Title string
	// Base is the game's base path, the start of every link.
	Base string
	// GameName is the game's name in the platform's API ("evergreen").
	GameName string
	// Code and Name of the rule set the page is about.
	Code, Name               string
	DefaultCode, DefaultName string
	IsDefault                bool
	Saved                    bool
	Created                  time.Time
	Browse                   *browse
	Changes                  []change
	Library                  []gameweb.LibraryEntry
	// The balance preview: its bots, seats, charts, limits and the
	// game's own figures (embedded as JSON for the summary).
	PreviewBots          []string
	Seats, MinSeats, Max int
	Charts               []string
	MaxGames, MaxSearch  int
	Metrics              []metric
	// Items is what the game counts by identifier per bot ("powers"),
	// Key "" if nothing.
	Items metric
	// Edit: whether the editor starts a new copy, and the vocabulary it
	// offers (embedded as JSON, so the script keeps no copy).
	New        bool
	Vocabulary vocabulary
	// Legend is every badge the planet game gives, with its meaning.
	Legend []provenance.Badge
}

type metric struct {
	Key   string `json:"key"`
	Label string `json:"label"`
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

func (s *site) page(title string) studioPage {
	p := studioPage{
		Title: title, Base: s.host.Base, GameName: s.game.Name(),
		DefaultCode: s.def.Code, DefaultName: s.def.Name,
		PreviewBots: slices.Clone(s.offer.Bots), Seats: s.offer.Seats, MinSeats: s.offer.Min, Max: s.offer.Max,
		Charts: s.charts.Names(), MaxGames: preview.MaxGames, MaxSearch: preview.MaxSearchGames,
	}
	p.Metrics = metricsOf(s.metrics)
	p.Items = metric{Key: s.items.Key, Label: s.items.Label}
	// The planet game rules nothing and withholds nothing: its legend
	// shows the badges it can give.
	p.Legend = []provenance.Badge{provenance.Get(provenance.Source), provenance.Get(provenance.Provisional), provenance.Get(provenance.Variant)}
	return p
}

func metricsOf(ms []game.Metric) []metric {
	out := []metric{}
	for _, m := range ms {
		out = append(out, metric{Key: m.Key, Label: m.Label})
	}
	return out
}

func (s *site) pageIndex(w http.ResponseWriter, r *http.Request) {
	p := s.page("Rules Studio · " + s.game.Title())
	p.Code, p.Name, p.IsDefault = s.def.Code, s.def.Name, true
	p.Browse = layOut(s.def.Rules, s.def.Rules)
	lib, err := s.lib.List(r.Context())
	if err != nil {
		s.log.Error("studio: library", "err", err)
	}
	p.Library = lib
	s.render(w, "evstudio.html", p)
}

// pageRuleset finds the rule set a page is about, redirecting a code
// typed loosely to its canonical form.
func (s *site) pageRuleset(w http.ResponseWriter, r *http.Request, suffix string) (compiled, bool) {
	return s.rulesetPages().Ruleset(w, r, suffix)
}

// pageOpen sends the "open a code" form on to the rule set's page.
func (s *site) pageOpen(w http.ResponseWriter, r *http.Request) { s.rulesetPages().Open(w, r) }

func (s *site) rulesetPages() gameweb.RulesetPages[compiled] {
	return gameweb.RulesetPages[compiled]{
		Host: s.host, Log: s.log, Lookup: s.lookup, Unknown: errNoRules,
		Code: func(c compiled) string { return c.Code },
	}
}

func (s *site) pageView(w http.ResponseWriter, r *http.Request) {
	rs, ok := s.pageRuleset(w, r, "")
	if !ok {
		return
	}
	name, saved, created := s.name(r.Context(), rs)
	p := s.page(name + " · Rules Studio")
	p.Code, p.Name, p.Saved, p.Created = rs.Code, name, saved, created
	p.IsDefault = rs.Code == s.def.Code
	p.Browse = layOut(rs.Rules, s.def.Rules)
	p.Changes = changeList(evergreen.Diff(s.def.Rules, rs.Rules))
	s.render(w, "evstudio-view.html", p)
}

func (s *site) pageEdit(w http.ResponseWriter, r *http.Request) {
	p := s.page("Edit a rule set · Rules Studio")
	p.Vocabulary = vocab()
	if r.PathValue("code") == "" {
		// /studio/new: a copy of the default, or of ?from=CODE.
		p.New, p.Code = true, s.def.Code
		if from := r.URL.Query().Get("from"); from != "" {
			rs, err := s.lookup(r.Context(), from)
			if err != nil {
				s.host.NotFound(w, r, "No such rule set")
				return
			}
			p.Code = rs.Code
		}
	} else {
		rs, ok := s.pageRuleset(w, r, "/edit")
		if !ok {
			return
		}
		p.Code = rs.Code
	}
	s.render(w, "evstudio-edit.html", p)
}
