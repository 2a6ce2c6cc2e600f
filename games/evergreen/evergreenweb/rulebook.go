package evergreenweb

// The Rulebook's facts: every number, badge and table the text of
// content/rulebook.json names, read here from the rule set in force. The
// platform's one Rulebook page (gameweb.Book) draws them.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/evergreen"
	"evergreen/locale"
	"evergreen/web/gameweb"
	"evergreen/wording"
)

// badge is how a provenance badge reads: the platform's one model
// (package provenance), shared with every game's pages.
type badge = gameweb.Badge

func badgeOf(name string) badge { return provenance.Get(name) }

// book is the Rulebook of rs: the text of content/rulebook.json filled
// with rs's numbers, badges and tables; code is the table's, or "".
// It is written in lang: the text of content/rulebook.{lang}.json.
func (s *site) book(rs *evergreen.Ruleset, code, lang string) (gameweb.Book, []error) {
	def := s.def
	lo, hi := s.game.Players()
	w := s.wordsIn(lang)
	var comp []string
	for i, pts := range rs.Compensation {
		nth := w.say("nth", wording.Map{"n": i + 1})
		if lang == locale.Default {
			nth = wording.English.Ordinal(i + 1)
		}
		comp = append(comp, w.say("compensation", wording.Map{"nth": nth, "points": pts}))
	}
	values := wording.Map{
		"players": players(lo, hi, lang), "max_row": hi + 1, "power_count": len(rs.Powers),
		"season_count": len(rs.Seasons), "total_rounds": rs.Rounds(), "season_rounds": andList(rs.Seasons, lang),
		"compensation": strings.Join(comp, " · "), "fertility_setup": rs.FertilitySetup, "sun_start": rs.SunStart,
		"width": rs.Width(), "height": rs.Height(),
		"small_shade": rs.Sun.SmallShade, "big_shade": rs.Sun.BigShade, "small_points": rs.Sun.SmallPoints,
		"big_points": rs.Sun.BigPoints, "forest_points": rs.Sun.ForestPoints,
		"solo_row": 2 + rs.Solo.ExtraCards, "solo_extra": rs.Solo.ExtraCards, "solo_win_at": rs.Solo.WinAt,
	}
	facts := gameweb.BookFacts{Values: values, Badges: map[string]badge{}, Changed: map[string]bool{}, Parts: s.parts(rs, values, w), Lang: lang}
	// Sections badged by the default's provenance map; a value this rule
	// set changes is the table's variant, whatever badge it inherited.
	sections := map[string][2]any{
		"seasons": {rs.Seasons, def.Seasons}, "compensation": {rs.Compensation, def.Compensation},
		"fertility_setup": {rs.FertilitySetup, def.FertilitySetup}, "sun_start": {rs.SunStart, def.SunStart},
		"sun": {rs.Sun, def.Sun}, "planet": {rs.Planet, def.Planet}, "solo": {rs.Solo, def.Solo},
		"biomes": {rs.Biomes, def.Biomes}, "powers": {rs.Powers, def.Powers}, "cards": {rs.Cards, def.Cards},
	}
	for k, p := range sections {
		facts.Changed[k] = !sameJSON(p[0], p[1])
		facts.Badges[k] = badgeOf(provenance.Of(def.Provenance[k], facts.Changed[k]))
	}
	// Lists carry their badges per entry: the list is source-confirmed
	// only if every entry is.
	facts.Badges["biomes"] = badgeOf(provenance.Of(listProvenance(def.Biomes, func(b evergreen.Biome) string { return b.Provenance }), facts.Changed["biomes"]))
	facts.Badges["powers"] = badgeOf(provenance.Of(listProvenance(def.Powers, func(p evergreen.Power) string { return p.Provenance }), facts.Changed["powers"]))
	facts.Badges["cards"] = badgeOf(provenance.Of(listProvenance(def.Cards, func(c evergreen.Card) string { return c.Provenance }), facts.Changed["cards"]))
	// The rules of play that no rule set can change are the printed
	// rules'; the rulings where they are silent are ours.
	for _, k := range []string{"players", "round", "draft", "actions", "power_use", "scoring", "end"} {
		facts.Badges[k] = badgeOf(provenance.Source)
	}
	facts.Badges["rulings"] = badgeOf(provenance.Provisional)
	b, errs := s.texts.In(lang).Fill(facts)
	b.InForce = gameweb.InForce{Name: evergreen.TextIn(lang, rs.Name), Code: rs.Code, Description: evergreen.TextIn(lang, rs.Description), IsDefault: rs.Code == def.Code}
	return b, errs
}

// parts are the Rulebook's tables, read from rs.
func (s *site) parts(rs *evergreen.Ruleset, values wording.Map, w *bookWords) map[string][]gameweb.Block {
	def := s.def
	en := s.wordsIn(locale.Default)
	say := func(key string) string { return w.say(key, nil) }
	row, heads := gameweb.Row, gameweb.Head
	one := func(t gameweb.Table) []gameweb.Block { return []gameweb.Block{gameweb.TableBlock(t)} }

	planet := gameweb.Table{Label: say("planetAria")}
	for y := range rs.Height() {
		var row []gameweb.Cell
		for x := range rs.Width() {
			b := rs.BiomeIndex(y*rs.Width() + x)
			if b < 0 {
				row = append(row, gameweb.Cell{Class: "eg-off", Title: say("offPlanet")})
				continue
			}
			bm := rs.Biomes[b]
			row = append(row, gameweb.Cell{Text: bm.Letter, Title: named(bm.Name, en.Names.Biomes[bm.ID], w.Names.Biomes[bm.ID]), Colour: bm.Colour})
		}
		planet.Rows = append(planet.Rows, row)
	}

	biomeName := map[string]string{evergreen.Wild: w.Labels["wild"]}
	biomes := gameweb.Table{Head: heads(say("biome"), say("letter"), say("spaces"), say("cards"), say("withFertility"), say("withDrought"))}
	for b, bm := range rs.Biomes {
		biomeName[bm.ID] = named(bm.Name, en.Names.Biomes[bm.ID], w.Names.Biomes[bm.ID])
		var spaces, cards, fertile, parched int
		for c := range rs.Width() * rs.Height() {
			if rs.BiomeIndex(c) == b {
				spaces++
			}
		}
		for _, c := range rs.Cards {
			if c.Biome == bm.ID {
				cards++
				switch c.Symbol {
				case evergreen.SymbolFertility:
					fertile++
				case evergreen.SymbolDrought:
					parched++
				}
			}
		}
		biomes.Rows = append(biomes.Rows, row(gameweb.Cell{Text: biomeName[bm.ID], Header: true, Swatch: bm.Colour}, bm.Letter, spaces, cards, fertile, parched))
	}

	seasons := gameweb.Table{Head: heads(say("season"), say("rounds"), say("sunFrom"))}
	for i, n := range rs.Seasons {
		seasons.Rows = append(seasons.Rows, row(gameweb.Cell{Text: strconv.Itoa(i + 1), Header: true}, n, w.say("sunSide", wording.Map{"side": w.Sides[evergreen.SideName(rs.SunSide(i))]})))
	}

	powerName := map[string]string{}
	powers := gameweb.Table{}
	trackLen := 0
	for _, p := range rs.Powers {
		powerName[p.ID] = named(p.Name, en.Names.Powers[p.ID], w.Names.Powers[p.ID])
		r := []gameweb.Cell{{Text: powerName[p.ID], Header: true, Badge: entryBadge(p, def.Powers, func(x evergreen.Power) string { return x.ID })}}
		for _, v := range p.Track {
			r = append(r, row(v)...)
		}
		powers.Rows = append(powers.Rows, r)
		trackLen = max(trackLen, len(p.Track))
	}
	powers.Head = []gameweb.Cell{{Text: say("power")}, {Text: say("track"), Span: trackLen}}

	cards := gameweb.Table{Head: heads(say("card"), say("biome"), say("power"), say("symbol"))}
	wild := 0
	for _, c := range rs.Cards {
		cards.Rows = append(cards.Rows, row(gameweb.Cell{Text: c.ID, Header: true, Code: true}, biomeName[c.Biome], powerName[c.Power], symbolName(c.Symbol, w)))
		if c.Biome == evergreen.Wild {
			wild++
		}
	}
	values["card_count"], values["wild_count"] = len(rs.Cards), wild

	ranks := gameweb.Table{Head: heads(say("finalScore"), say("rank"))}
	for i, r := range rs.Solo.Ranks {
		scores := w.say("orMore", wording.Map{"n": r.Min})
		if i+1 < len(rs.Solo.Ranks) {
			scores = fmt.Sprintf("%d–%d", r.Min, rs.Solo.Ranks[i+1].Min-1)
		}
		if i == 0 {
			scores = w.say("below", wording.Map{"n": rs.Solo.Ranks[1%len(rs.Solo.Ranks)].Min})
			if len(rs.Solo.Ranks) == 1 {
				scores = say("anyScore")
			}
		}
		ranks.Rows = append(ranks.Rows, row(scores, named(r.Title, r.Title, w.Ranks[r.Title])))
	}
	return map[string][]gameweb.Block{
		"planet": one(planet), "biomes": one(biomes), "seasons": one(seasons),
		"powers": one(powers), "cards": one(cards), "ranks": one(ranks),
	}
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

func players(lo, hi int, lang string) string {
	switch {
	case lo == hi:
		return strconv.Itoa(lo)
	case lang != locale.Default:
		return fmt.Sprintf("%d–%d", lo, hi)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// andList writes 5, 4, 3 and 2 (in lang: 5, 4, 3 und 2).
func andList(ns []int, lang string) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	if lang != locale.Default {
		return locale.FormatterOf(lang).List(parts)
	}
	return wording.English.List(parts)
}

// symbolName is a card's fertility symbol in w's words ("none" for none).
func symbolName(symbol string, w *bookWords) string {
	if symbol == evergreen.SymbolNone || symbol == "" {
		return w.Book["noSymbol"]
	}
	if n := w.Symbols[symbol]; n != "" {
		return n
	}
	return symbol
}

// wordsIn is the Rulebook's words in lang, English for a locale without.
func (s *site) wordsIn(lang string) *bookWords {
	if w, ok := s.words[lang]; ok {
		return w
	}
	return s.words[locale.Default]
}
