package evergreenweb

// The Rulebook's page model. Everything is ready to print: the template
// only chooses and never computes, and every number it shows is read
// here from the rule set in force.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/evergreen"
)

// badge is how a provenance badge reads: the platform's one model
// (package provenance), shared with Nobles' pages.
type badge = provenance.Badge

func badgeOf(name string) badge { return provenance.Get(name) }

type view struct {
	Title   string // for the layout's head
	Base    string
	Table   string // the table's code, or "" for the default rule set
	Legend  []badge
	Set     setView
	Badges  map[string]badge // by section
	Changed map[string]bool  // by section: differs from the default rule set
}

type setView struct {
	Name, Code, Description string
	IsDefault               bool
	Players                 string // "1 to 4"
	MaxRow                  int    // the draft row at a full table
	SeasonCount             int
	TotalRounds             int
	SeasonRounds            string // "5, 4, 3 and 2"
	Seasons                 []seasonView
	Compensation            []compView
	FertilitySetup          int
	SunStart                string
	Sun                     evergreen.Sun
	Width, Height           int
	Rows                    [][]cellView
	Biomes                  []biomeView
	Powers                  []powerView
	TrackLen                int
	Cards                   []cardView
	CardCount               int
	WildCount               int
	Solo                    soloView
}

type seasonView struct {
	Number int
	Rounds int
	Sun    string
}

type compView struct {
	Position string
	Points   int
}

type cellView struct {
	Letter string
	Name   string
	Colour string
	Off    bool
}

type biomeView struct {
	Name, Letter, Colour string
	Spaces               int
	Cards                int
	Fertility, Drought   int
	Badge                badge
}

type powerView struct {
	Name  string
	Track []int
	Badge badge
}

type cardView struct {
	ID, Biome, Power, Symbol string
	Badge                    badge
}

type soloView struct {
	ExtraCards int
	RowSize    int // cards revealed each round in a solitary game
	WinAt      int
	Ranks      []rankView
}

type rankView struct {
	Scores string // "40–49", "60 or more"
	Title  string
}

// view builds the Rulebook of rs; code is the table's, or "".
func (s *site) view(rs *evergreen.Ruleset, code string) view {
	def := s.def
	lo, hi := s.game.Players()
	v := view{
		Title: s.game.Title() + " · Rulebook", Base: s.Host.Base, Table: code,
		// The planet game rules nothing, withholds nothing: its legend
		// shows the badges it can give.
		Legend: []badge{badgeOf(provenance.Source), badgeOf(provenance.Provisional), badgeOf(provenance.Variant)},
		Set: setView{
			Name: rs.Name, Code: rs.Code, Description: rs.Description, IsDefault: rs.Code == def.Code,
			Players: players(lo, hi), MaxRow: hi + 1,
			SeasonCount: len(rs.Seasons), TotalRounds: rs.Rounds(), SeasonRounds: andList(rs.Seasons),
			FertilitySetup: rs.FertilitySetup, SunStart: rs.SunStart, Sun: rs.Sun,
			Width: rs.Width(), Height: rs.Height(), TrackLen: 0,
		},
		Badges:  map[string]badge{},
		Changed: map[string]bool{},
	}
	if code != "" {
		v.Title += " · table " + code
	}
	set := &v.Set
	for i, n := range rs.Seasons {
		set.Seasons = append(set.Seasons, seasonView{Number: i + 1, Rounds: n, Sun: evergreen.SideName(rs.SunSide(i))})
	}
	for i, pts := range rs.Compensation {
		pos := ordinal(i+1) + " player"
		set.Compensation = append(set.Compensation, compView{Position: pos, Points: pts})
	}

	biomeName := map[string]string{evergreen.Wild: "Wild"}
	for b, bm := range rs.Biomes {
		biomeName[bm.ID] = bm.Name
		bv := biomeView{Name: bm.Name, Letter: bm.Letter, Colour: bm.Colour, Badge: entryBadge(bm, def.Biomes, func(x evergreen.Biome) string { return x.ID })}
		for c := range rs.Width() * rs.Height() {
			if rs.BiomeIndex(c) == b {
				bv.Spaces++
			}
		}
		for _, c := range rs.Cards {
			if c.Biome == bm.ID {
				bv.Cards++
				switch c.Symbol {
				case evergreen.SymbolFertility:
					bv.Fertility++
				case evergreen.SymbolDrought:
					bv.Drought++
				}
			}
		}
		set.Biomes = append(set.Biomes, bv)
	}
	for y := range rs.Height() {
		var row []cellView
		for x := range rs.Width() {
			c := y*rs.Width() + x
			b := rs.BiomeIndex(c)
			if b < 0 {
				row = append(row, cellView{Letter: "#", Name: "off the planet", Off: true})
				continue
			}
			bm := rs.Biomes[b]
			row = append(row, cellView{Letter: bm.Letter, Name: bm.Name, Colour: bm.Colour})
		}
		set.Rows = append(set.Rows, row)
	}
	powerName := map[string]string{}
	for _, p := range rs.Powers {
		powerName[p.ID] = p.Name
		set.Powers = append(set.Powers, powerView{Name: p.Name, Track: p.Track, Badge: entryBadge(p, def.Powers, func(x evergreen.Power) string { return x.ID })})
		set.TrackLen = max(set.TrackLen, len(p.Track))
	}
	for _, c := range rs.Cards {
		set.Cards = append(set.Cards, cardView{
			ID: c.ID, Biome: biomeName[c.Biome], Power: powerName[c.Power], Symbol: c.Symbol, Badge: entryBadge(c, def.Cards, func(x evergreen.Card) string { return x.ID }),
		})
		if c.Biome == evergreen.Wild {
			set.WildCount++
		}
	}
	set.CardCount = len(rs.Cards)
	set.Solo = soloView{ExtraCards: rs.Solo.ExtraCards, RowSize: 2 + rs.Solo.ExtraCards, WinAt: rs.Solo.WinAt}
	for i, r := range rs.Solo.Ranks {
		scores := strconv.Itoa(r.Min) + " or more"
		if i+1 < len(rs.Solo.Ranks) {
			scores = fmt.Sprintf("%d–%d", r.Min, rs.Solo.Ranks[i+1].Min-1)
		}
		if i == 0 {
			scores = fmt.Sprintf("below %d", rs.Solo.Ranks[1%len(rs.Solo.Ranks)].Min)
			if len(rs.Solo.Ranks) == 1 {
				scores = "any score"
			}
		}
		set.Solo.Ranks = append(set.Solo.Ranks, rankView{Scores: scores, Title: r.Title})
	}

	// Sections badged by the default's provenance map; a value this rule
	// set changes is the table's variant, whatever badge it inherited.
	sections := map[string]any{
		"seasons": [2]any{rs.Seasons, def.Seasons}, "compensation": [2]any{rs.Compensation, def.Compensation},
		"fertility_setup": [2]any{rs.FertilitySetup, def.FertilitySetup}, "sun_start": [2]any{rs.SunStart, def.SunStart},
		"sun": [2]any{rs.Sun, def.Sun}, "planet": [2]any{rs.Planet, def.Planet}, "solo": [2]any{rs.Solo, def.Solo},
		"biomes": [2]any{rs.Biomes, def.Biomes}, "powers": [2]any{rs.Powers, def.Powers}, "cards": [2]any{rs.Cards, def.Cards},
	}
	for k, pair := range sections {
		p := pair.([2]any)
		v.Changed[k] = !sameJSON(p[0], p[1])
		v.Badges[k] = badgeOf(provenance.Of(def.Provenance[k], v.Changed[k]))
	}
	// Lists carry their badges per entry: the list is source-confirmed
	// only if every entry is.
	v.Badges["biomes"] = badgeOf(provenance.Of(listProvenance(def.Biomes, func(b evergreen.Biome) string { return b.Provenance }), v.Changed["biomes"]))
	v.Badges["powers"] = badgeOf(provenance.Of(listProvenance(def.Powers, func(p evergreen.Power) string { return p.Provenance }), v.Changed["powers"]))
	v.Badges["cards"] = badgeOf(provenance.Of(listProvenance(def.Cards, func(c evergreen.Card) string { return c.Provenance }), v.Changed["cards"]))
	// The rules of play that no rule set can change are the printed
	// rules'; the rulings where they are silent are ours.
	for _, k := range []string{"players", "round", "draft", "actions", "power_use", "scoring", "end"} {
		v.Badges[k] = badgeOf(provenance.Source)
	}
	v.Badges["rulings"] = badgeOf(provenance.Provisional)
	return v
}

// entryBadge is the badge of entry e: the default's entry of the same id
// keeps its badge while unchanged; anything else is the table's variant.
func entryBadge[T any](e T, defs []T, id func(T) string) badge {
	for _, d := range defs {
		if id(d) == id(e) {
			return badgeOf(provenance.Of(reflect.ValueOf(d).FieldByName("Provenance").String(), !sameJSON(e, d)))
		}
	}
	return badgeOf(provenance.Variant)
}

func listProvenance[T any](list []T, prov func(T) string) string {
	for _, e := range list {
		if prov(e) != evergreen.Source {
			return evergreen.Provisional
		}
	}
	return evergreen.Source
}

func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}

func players(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// andList writes 5, 4, 3 and 2.
func andList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	case 4:
		return "fourth"
	}
	return strconv.Itoa(n) + "th"
}
