package evergreen

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"evergreen/game/provenance"
	"evergreen/ruleset"
)

// Change is one difference between two rule sets, as Diff reports it (see
// ruleset.Change): paths such as "cards[3].symbol" or "planet.rows[2]",
// items such as "Card 'Rock · Bud'", "Planet space B3" or "Seasons".
// The platform says it in each reader's locale (ruleset/changewords,
// with ChangeTerms): "Card 'Rock · Bud': symbol none → fertility".
type Change = ruleset.Change

// Diff compares other with base and returns every difference in a stable
// order: the settings in the order of Rules, the biomes, the planet
// space by space, the power tracks, the cards and the solitary mode.
// Biomes, powers and cards are matched by id, so a card whose symbol
// changed is one change, not a removal and an addition; a planet space
// is named by its biome in each rule set, so a biome's letter can change
// without every space of it being reported. Equal rule sets give nil.
//
// Neither rule set needs to be valid: the Studio diffs a draft while its
// designer is still typing.
func Diff(base, other *Rules) []Change {
	d := differ{names: map[string]string{"biome:" + Wild: "Wild"}}
	for _, r := range []*Rules{base, other} {
		for _, b := range r.Biomes {
			d.names["biome:"+b.ID] = b.Name
		}
		for _, p := range r.Powers {
			d.names["power:"+p.ID] = p.Name
		}
	}
	d.value("name", "Name", "", base.Name, other.Name)
	d.value("description", "Description", "", base.Description, other.Description)
	d.value("seasons", "Seasons", "rounds", ints(base.Seasons), ints(other.Seasons))
	d.value("compensation", "Compensation", "points by turn order", ints(base.Compensation), ints(other.Compensation))
	d.value("fertility_setup", "Fertility set-up", "symbols", itoa(base.FertilitySetup), itoa(other.FertilitySetup))
	d.value("sun_start", "Sun", "starts", base.SunStart, other.SunStart)
	for _, f := range []struct {
		key, label string
		a, b       int
	}{
		{"small_points", "points per lit small tree", base.Sun.SmallPoints, other.Sun.SmallPoints},
		{"big_points", "points per lit big tree", base.Sun.BigPoints, other.Sun.BigPoints},
		{"small_shade", "spaces a small tree shades", base.Sun.SmallShade, other.Sun.SmallShade},
		{"big_shade", "spaces a big tree shades", base.Sun.BigShade, other.Sun.BigShade},
		{"forest_points", "points per forest piece", base.Sun.ForestPoints, other.Sun.ForestPoints},
	} {
		d.value(ruleset.Field("sun", f.key), "Sun scoring", f.label, itoa(f.a), itoa(f.b))
	}
	d.provenance(base.Provenance, other.Provenance)
	d.biomes(base.Biomes, other.Biomes)
	d.planet(base, other)
	d.powers(base.Powers, other.Powers)
	d.cards(base.Cards, other.Cards)
	d.value("solo.extra_cards", "Solitary mode", "extra cards revealed", itoa(base.Solo.ExtraCards), itoa(other.Solo.ExtraCards))
	d.value("solo.win_at", "Solitary mode", "wins at", itoa(base.Solo.WinAt), itoa(other.Solo.WinAt))
	d.ranks(base.Solo.Ranks, other.Solo.Ranks)
	return d.out
}

type differ struct {
	out   []Change
	names map[string]string // "biome:ID" and "power:ID" → the name, from either rule set
}

// name is what players call the biome or power with id: its name, else
// the id.
func (d *differ) name(kind, id string) string {
	if n := d.names[kind+":"+id]; n != "" {
		return n
	}
	return id
}

// cardName names a card as the game's log does: "Grassland · Sprout".
func (d *differ) cardName(c Card) string {
	return d.name("biome", c.Biome) + " · " + d.name("power", c.Power)
}

// symbolWords says a card's symbol.
func symbolWords(s string) string {
	if s == SymbolNone {
		return "no symbol"
	}
	return s
}

// badgeWords says a provenance badge by its label.
func badgeWords(s string) string {
	if s == "" || !provenance.Valid(s) {
		return s
	}
	return provenance.Get(s).Label
}

// settingNames are the settings a provenance key badges, as Diff names
// them.
var settingNames = map[string]string{
	"seasons": "Seasons", "compensation": "Compensation", "fertility_setup": "Fertility set-up",
	"sun_start": "Sun", "sun": "Sun scoring", "planet": "Planet", "powers": "Power tracks",
	"cards": "Cards", "biomes": "Biomes", "solo": "Solitary mode",
}

func (d *differ) add(c Change) { d.out = append(d.out, c) }

func (d *differ) value(path, item, field, a, b string) {
	if a != b {
		d.add(Change{Kind: ruleset.ChangeChanged, Path: path, Item: item, Field: field, Old: a, New: b})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func ints(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

func (d *differ) provenance(a, b map[string]string) {
	for _, k := range ruleset.Keys(a, b) {
		what, ok := settingNames[k]
		if !ok {
			what = strings.ReplaceAll(k, "_", " ")
		}
		d.value(ruleset.Key("provenance", k), "Badge of "+what, "", badgeWords(a[k]), badgeWords(b[k]))
	}
}

// keyed diffs two lists of entries with ids through ruleset.List: a new
// order lists the entries by name, as item quotes it.
func keyed[T any](d *differ, list string, a, b []T, id func(T) string, item func(T) string, fields func(path, item string, x, y T), summary func(T) string) {
	ruleset.List[T]{Path: list, ID: id, Item: item, Summary: summary,
		Same:      func(x, y T, path, _, item string) { fields(path, item, x, y) },
		OrderItem: strings.ToUpper(list[:1]) + list[1:],
		OrderName: func(x T) string {
			_, n, ok := strings.Cut(item(x), " '")
			if !ok {
				return id(x)
			}
			return strings.TrimSuffix(n, "'")
		},
	}.Diff(a, b, func(c ruleset.Change) { d.add(c) })
}

func (d *differ) biomes(a, b []Biome) {
	keyed(d, "biomes", a, b, func(x Biome) string { return x.ID },
		func(x Biome) string { return fmt.Sprintf("Biome '%s'", d.name("biome", x.ID)) },
		func(path, item string, x, y Biome) {
			d.value(ruleset.Field(path, "letter"), item, "letter", x.Letter, y.Letter)
			d.value(ruleset.Field(path, "name"), item, "name", x.Name, y.Name)
			d.value(ruleset.Field(path, "colour"), item, "colour", x.Colour, y.Colour)
			d.value(ruleset.Field(path, "provenance"), item, "badge", badgeWords(x.Provenance), badgeWords(y.Provenance))
		},
		func(x Biome) string { return fmt.Sprintf("%s, letter %s", x.Name, x.Letter) })
}

// spaceName names a planet space as a player reads the grid: a column
// letter from the west and a row number from the north ("C2").
func spaceName(x, y int) string {
	return fmt.Sprintf("%c%d", 'A'+x, y+1)
}

// cellNames reads the planet's rows as the biome each space belongs to
// ("" off the planet, the letter itself if no biome has it).
func cellNames(r *Rules) [][]string {
	byLetter := map[string]string{}
	for _, b := range r.Biomes {
		byLetter[b.Letter] = b.ID
	}
	out := make([][]string, len(r.Planet.Rows))
	for y, row := range r.Planet.Rows {
		for _, ch := range row {
			l := string(ch)
			name, ok := byLetter[l]
			switch {
			case l == "#":
				name = ""
			case !ok:
				name = strconv.Quote(l)
			}
			out[y] = append(out[y], name)
		}
	}
	return out
}

func planetSize(rows []string) string {
	w := 0
	if len(rows) > 0 {
		w = utf8.RuneCountInString(rows[0])
	}
	return fmt.Sprintf("%d×%d", w, len(rows))
}

func (d *differ) planet(base, other *Rules) {
	d.value("planet.rows", "Planet", "size (columns×rows)", planetSize(base.Planet.Rows), planetSize(other.Planet.Rows))
	a, b := cellNames(base), cellNames(other)
	show := func(s string) string {
		if s == "" {
			return "unplantable"
		}
		return d.name("biome", s)
	}
	for y := range b {
		for x := range b[y] {
			old := "(none)"
			if y < len(a) && x < len(a[y]) {
				old = show(a[y][x])
			}
			if n := show(b[y][x]); n != old {
				d.add(Change{Kind: ruleset.ChangeChanged, Path: ruleset.Index("planet.rows", y), Item: "Planet space " + spaceName(x, y), Old: old, New: n})
			}
		}
	}
}

func (d *differ) powers(a, b []Power) {
	keyed(d, "powers", a, b, func(x Power) string { return x.ID },
		func(x Power) string { return fmt.Sprintf("Power '%s'", d.name("power", x.ID)) },
		func(path, item string, x, y Power) {
			d.value(ruleset.Field(path, "name"), item, "name", x.Name, y.Name)
			d.value(ruleset.Field(path, "track"), item, "track", ints(x.Track), ints(y.Track))
			d.value(ruleset.Field(path, "provenance"), item, "badge", badgeWords(x.Provenance), badgeWords(y.Provenance))
		},
		func(x Power) string { return "track " + ints(x.Track) })
}

func (d *differ) cards(a, b []Card) {
	keyed(d, "cards", a, b, func(x Card) string { return x.ID },
		func(x Card) string { return fmt.Sprintf("Card '%s'", d.cardName(x)) },
		func(path, item string, x, y Card) {
			d.value(ruleset.Field(path, "biome"), item, "biome", d.name("biome", x.Biome), d.name("biome", y.Biome))
			d.value(ruleset.Field(path, "power"), item, "power", d.name("power", x.Power), d.name("power", y.Power))
			d.value(ruleset.Field(path, "symbol"), item, "symbol", symbolWords(x.Symbol), symbolWords(y.Symbol))
			d.value(ruleset.Field(path, "provenance"), item, "badge", badgeWords(x.Provenance), badgeWords(y.Provenance))
		},
		func(x Card) string {
			return fmt.Sprintf("%s, %s, %s", d.name("biome", x.Biome), d.name("power", x.Power), symbolWords(x.Symbol))
		})
}

// ranks are compared by position: a rank table has no ids.
func (d *differ) ranks(a, b []Rank) {
	at := func(i int) (string, string) {
		return ruleset.Index("solo.ranks", i), fmt.Sprintf("Solitary rank %d", i+1)
	}
	ruleset.Positions(len(a), len(b), func(i int) {
		path, item := at(i)
		d.value(ruleset.Field(path, "title"), item, "title", a[i].Title, b[i].Title)
		d.value(ruleset.Field(path, "min"), item, "from", itoa(a[i].Min), itoa(b[i].Min))
	}, func(i int) {
		path, item := at(i)
		d.add(Change{Kind: ruleset.ChangeRemoved, Path: path, Item: item, Old: fmt.Sprintf("%q from %d", a[i].Title, a[i].Min)})
	}, func(i int) {
		path, item := at(i)
		d.add(Change{Kind: ruleset.ChangeAdded, Path: path, Item: item, New: fmt.Sprintf("%q from %d", b[i].Title, b[i].Min)})
	})
}
