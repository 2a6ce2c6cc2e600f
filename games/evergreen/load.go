package evergreen

import (
	"strings"
	"unicode/utf8"

	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// Table and board limits. Planets are at most MaxSide spaces a side so
// that a planet fits a fixed array, cheap to copy in a search.
const (
	MinSeats   = 1
	MaxSeats   = 4
	MaxSide    = 10
	MaxCells   = MaxSide * MaxSide
	MaxSeasons = 8
	MaxRounds  = 12 // rounds in one season
	maxTrack   = 12
	maxBiomes  = 16
)

// power kinds as small integers, in the order of the Power* ids.
type power uint8

const (
	pSprout power = iota
	pSmallTree
	pBigTree
	pBush
	pLake
	pBud
	numPowers
)

func powerName(p power) string {
	switch p {
	case pSprout:
		return PowerSprout
	case pSmallTree:
		return PowerSmallTree
	case pBigTree:
		return PowerBigTree
	case pBush:
		return PowerBush
	case pLake:
		return PowerLake
	}
	return PowerBud
}

func powerByName(id string) (power, bool) {
	for p := range numPowers {
		if powerName(p) == id {
			return p, true
		}
	}
	return 0, false
}

type symbol uint8

const (
	symNone symbol = iota
	symFertility
	symDrought
)

// card is a card compiled for play.
type card struct {
	id     string
	biome  int8 // -1: wild
	power  power
	symbol symbol
}

// Ruleset is a validated rule set compiled for play: the document as
// decoded, plus the lookup tables the rules code uses on every move. It
// is immutable once built and shared by every state played under it.
type Ruleset struct {
	Rules
	// Doc is the merged document in canonical form; Code its
	// content-addressed code.
	Doc  []byte
	Code string

	width, height int
	cells         int            // width*height
	biomeOf       [MaxCells]int8 // -1: off the planet
	biomeCells    [][]int16      // the spaces of each biome
	onPlanet      []int16        // every space on the planet
	adj           [MaxCells][4]int16
	tracks        [numPowers][]int
	cards         []card
	cardID        map[string]int
	biomeID       map[string]int
	sunStart      int
	totalRounds   int
}

// Default returns the default rule set.
func Default() (*Ruleset, error) { return LoadRules(nil) }

// LoadRules merges patch (a rule-set document, or nil) onto the default
// rule set, then decodes, validates and compiles the result. Every
// problem is reported with its path, as ruleset.Problems.
func LoadRules(patch []byte) (*Ruleset, error) {
	return ruleset.CompileOnto(content.Default(), patch, build)
}

// LoadDocument decodes, validates and compiles a complete rule-set
// document (no merging).
func LoadDocument(doc []byte) (*Ruleset, error) { return ruleset.Compile(doc, build) }

// build compiles a checked rule set for play.
func build(r *Rules, canon []byte, code string) *Ruleset {
	rs := &Ruleset{Rules: *r, Doc: canon, Code: code}
	rs.compile()
	return rs
}

// Validate checks every field and returns all problems found, each with
// its path, or nil.
func (r *Rules) Validate() error {
	var ps ruleset.Problems
	ps.CheckHead("evergreen", r.Game, r.Name)
	ps = append(ps, ruleset.CheckTranslations(changewords.Own(r.Name, r.Description), r.Translations, content.WordLocales())...)
	if len(r.Seasons) < 1 || len(r.Seasons) > MaxSeasons {
		ps.Add("seasons", "must list 1 to %d seasons, got %d", MaxSeasons, len(r.Seasons))
	}
	for i, n := range r.Seasons {
		if n < 1 || n > MaxRounds {
			ps.Add(ruleset.Index("seasons", i), "must be 1 to %d rounds, got %d", MaxRounds, n)
		}
	}
	if len(r.Compensation) < MaxSeats {
		ps.Add("compensation", "must give a value for each of %d seats in turn order, got %d", MaxSeats, len(r.Compensation))
	}
	for i, v := range r.Compensation {
		if v < 0 {
			ps.Add(ruleset.Index("compensation", i), "must not be negative, got %d", v)
		}
	}
	if sideIndex(r.SunStart) < 0 {
		ps.Add("sun_start", "must be \"north\", \"east\", \"south\" or \"west\", got %q", r.SunStart)
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"small_points", r.Sun.SmallPoints}, {"big_points", r.Sun.BigPoints}, {"small_shade", r.Sun.SmallShade}, {"big_shade", r.Sun.BigShade}, {"forest_points", r.Sun.ForestPoints}} {
		if f.v < 0 || f.v > 100 {
			ps.Add(ruleset.Field("sun", f.name), "must be 0 to 100, got %d", f.v)
		}
	}
	checkProvenanceMap(&ps, r.Provenance)

	letters := map[string]bool{}
	biomes := map[string]bool{}
	ids := map[string]int{}
	if len(r.Biomes) < 1 || len(r.Biomes) > maxBiomes {
		ps.Add("biomes", "must list 1 to %d biomes, got %d", maxBiomes, len(r.Biomes))
	}
	for i, b := range r.Biomes {
		p := ruleset.Index("biomes", i)
		checkID(&ps, p, b.ID, ids)
		if b.ID == Wild {
			ps.Add(ruleset.Field(p, "id"), "\"wild\" is reserved for wild cards")
		}
		biomes[b.ID] = true
		switch {
		case utf8.RuneCountInString(b.Letter) != 1 || b.Letter == "#":
			ps.Add(ruleset.Field(p, "letter"), "must be one character other than \"#\", got %q", b.Letter)
		case letters[b.Letter]:
			ps.Add(ruleset.Field(p, "letter"), "%q is already used by another biome", b.Letter)
		}
		letters[b.Letter] = true
		ps.Required(p, "name", b.Name)
		if !ruleset.ValidColour(b.Colour) {
			ps.Add(ruleset.Field(p, "colour"), "must be a colour like \"#2e7d32\", got %q", b.Colour)
		}
		checkProvenance(&ps, p, b.Provenance)
	}
	r.validatePlanet(&ps, letters)

	seen := [numPowers]bool{}
	for i, pw := range r.Powers {
		p := ruleset.Index("powers", i)
		k, ok := powerByName(pw.ID)
		switch {
		case !ok:
			ps.Add(ruleset.Field(p, "id"), "unknown power %q (known: %s)", pw.ID, powerList())
		case seen[k]:
			ps.Add(ruleset.Field(p, "id"), "power %q is listed twice", pw.ID)
		}
		if ok {
			seen[k] = true
		}
		ps.Required(p, "name", pw.Name)
		if len(pw.Track) < 1 || len(pw.Track) > maxTrack {
			ps.Add(ruleset.Field(p, "track"), "must hold 1 to %d values, got %d", maxTrack, len(pw.Track))
		}
		for j, v := range pw.Track {
			if v < 0 || v > 20 {
				ps.Add(ruleset.Index(ruleset.Field(p, "track"), j), "must be 0 to 20, got %d", v)
			}
		}
		checkProvenance(&ps, p, pw.Provenance)
	}
	for k := range numPowers {
		if !seen[k] {
			ps.Add("powers", "must include the power %q", powerName(k))
		}
	}

	ids = map[string]int{}
	fertility := 0
	if need := max(MaxSeats+1, 2+r.Solo.ExtraCards); len(r.Cards) < need {
		ps.Add("cards", "must hold at least %d cards so that a full draft can be revealed, got %d", need, len(r.Cards))
	}
	for i, c := range r.Cards {
		p := ruleset.Index("cards", i)
		checkID(&ps, p, c.ID, ids)
		if c.Biome != Wild && !biomes[c.Biome] {
			ps.Add(ruleset.Field(p, "biome"), "unknown biome %q (a biome id or \"wild\")", c.Biome)
		}
		if _, ok := powerByName(c.Power); !ok {
			ps.Add(ruleset.Field(p, "power"), "unknown power %q", c.Power)
		}
		switch c.Symbol {
		case SymbolFertility:
			fertility++
			if c.Biome == Wild {
				ps.Add(ruleset.Field(p, "symbol"), "a wild card has no biome to make fertile: use \"none\"")
			}
		case SymbolDrought:
			if c.Biome == Wild {
				ps.Add(ruleset.Field(p, "symbol"), "a wild card has no biome to parch: use \"none\"")
			}
		case SymbolNone:
		default:
			ps.Add(ruleset.Field(p, "symbol"), "must be \"fertility\", \"drought\" or \"none\", got %q", c.Symbol)
		}
		checkProvenance(&ps, p, c.Provenance)
	}
	if r.FertilitySetup < 0 || r.FertilitySetup > fertility {
		ps.Add("fertility_setup", "must be 0 to the %d fertility symbols in the deck, got %d", fertility, r.FertilitySetup)
	}

	if r.Solo.ExtraCards < 0 || r.Solo.ExtraCards > 3 {
		ps.Add("solo.extra_cards", "must be 0 to 3, got %d", r.Solo.ExtraCards)
	}
	if r.Solo.WinAt < 0 {
		ps.Add("solo.win_at", "must not be negative, got %d", r.Solo.WinAt)
	}
	for i, rk := range r.Solo.Ranks {
		p := ruleset.Index("solo.ranks", i)
		ps.Required(p, "title", rk.Title)
		if i > 0 && rk.Min <= r.Solo.Ranks[i-1].Min {
			ps.Add(ruleset.Field(p, "min"), "must be above the previous rank's %d, got %d", r.Solo.Ranks[i-1].Min, rk.Min)
		}
	}
	return ps.Err()
}

func (r *Rules) validatePlanet(ps *ruleset.Problems, letters map[string]bool) {
	rows := r.Planet.Rows
	if len(rows) < 1 || len(rows) > MaxSide {
		ps.Add("planet.rows", "must hold 1 to %d rows, got %d", MaxSide, len(rows))
		return
	}
	width := utf8.RuneCountInString(rows[0])
	used := map[string]bool{}
	for y, row := range rows {
		p := ruleset.Index("planet.rows", y)
		n := utf8.RuneCountInString(row)
		if n < 1 || n > MaxSide {
			ps.Add(p, "must be 1 to %d spaces wide, got %d", MaxSide, n)
			continue
		}
		if n != width {
			ps.Add(p, "must be as wide as the first row (%d), got %d", width, n)
			continue
		}
		for x, ch := range []rune(row) {
			l := string(ch)
			if l == "#" {
				continue
			}
			if !letters[l] {
				ps.Add(p, "space %d is %q, which is neither \"#\" nor a biome letter", x, l)
			}
			used[l] = true
		}
	}
	for i, b := range r.Biomes {
		if letters[b.Letter] && !used[b.Letter] && utf8.RuneCountInString(b.Letter) == 1 {
			ps.Add(ruleset.Field(ruleset.Index("biomes", i), "letter"), "marks no space of the planet")
		}
	}
}

func powerList() string {
	names := make([]string, numPowers)
	for p := range numPowers {
		names[p] = powerName(p)
	}
	return strings.Join(names, ", ")
}

func validProvenance(p string) bool { return p == Source || p == Provisional }

func checkProvenance(ps *ruleset.Problems, path, p string) {
	if !validProvenance(p) {
		ps.Add(ruleset.Field(path, "provenance"), "must be \"source\" or \"provisional\", got %q", p)
	}
}

func checkProvenanceMap(ps *ruleset.Problems, m map[string]string) {
	for _, k := range ruleset.Keys(m) {
		if !validProvenance(m[k]) {
			ps.Add(ruleset.Key("provenance", k), "must be \"source\" or \"provisional\", got %q", m[k])
		}
	}
}

func checkID(ps *ruleset.Problems, path, id string, seen map[string]int) {
	p := ruleset.Field(path, "id")
	switch {
	case id == "":
		ps.Add(p, "must not be empty")
	case !ruleset.ValidID(id):
		ps.Add(p, "must be lower-case letters, digits and single hyphens, got %q", id)
	}
	if _, dup := seen[id]; dup && id != "" {
		ps.Add(p, "%q is already used by entry %d", id, seen[id])
	} else {
		seen[id] = len(seen)
	}
}

func (rs *Ruleset) compile() {
	r := &rs.Rules
	rs.biomeID = make(map[string]int, len(r.Biomes))
	byLetter := map[rune]int8{}
	for i, b := range r.Biomes {
		rs.biomeID[b.ID] = i
		byLetter[[]rune(b.Letter)[0]] = int8(i)
	}
	rs.height = len(r.Planet.Rows)
	rs.width = utf8.RuneCountInString(r.Planet.Rows[0])
	rs.cells = rs.width * rs.height
	rs.biomeCells = make([][]int16, len(r.Biomes))
	for i := range rs.biomeOf {
		rs.biomeOf[i] = -1
	}
	for y, row := range r.Planet.Rows {
		for x, ch := range []rune(row) {
			c := y*rs.width + x
			if b, ok := byLetter[ch]; ok {
				rs.biomeOf[c] = b
				rs.biomeCells[b] = append(rs.biomeCells[b], int16(c))
				rs.onPlanet = append(rs.onPlanet, int16(c))
			}
		}
	}
	for c := range rs.cells {
		x, y := c%rs.width, c/rs.width
		// Neighbours in ascending order, so moves listed from them are.
		rs.adj[c] = [4]int16{-1, -1, -1, -1}
		if y > 0 {
			rs.adj[c][0] = int16(c - rs.width)
		}
		if x > 0 {
			rs.adj[c][1] = int16(c - 1)
		}
		if x < rs.width-1 {
			rs.adj[c][2] = int16(c + 1)
		}
		if y < rs.height-1 {
			rs.adj[c][3] = int16(c + rs.width)
		}
	}
	for _, pw := range r.Powers {
		k, _ := powerByName(pw.ID)
		rs.tracks[k] = pw.Track
	}
	rs.cardID = make(map[string]int, len(r.Cards))
	rs.cards = make([]card, len(r.Cards))
	for i, c := range r.Cards {
		rs.cardID[c.ID] = i
		cc := card{id: c.ID, biome: -1}
		if b, ok := rs.biomeID[c.Biome]; ok {
			cc.biome = int8(b)
		}
		cc.power, _ = powerByName(c.Power)
		switch c.Symbol {
		case SymbolFertility:
			cc.symbol = symFertility
		case SymbolDrought:
			cc.symbol = symDrought
		}
		rs.cards[i] = cc
	}
	rs.sunStart = sideIndex(r.SunStart)
	for _, n := range r.Seasons {
		rs.totalRounds += n
	}
}

// Width and Height are the planet's size in spaces; a space is numbered
// y*Width+x from the north-west corner.
func (rs *Ruleset) Width() int  { return rs.width }
func (rs *Ruleset) Height() int { return rs.height }

// BiomeAt returns the biome id of space c, or "" off the planet.
func (rs *Ruleset) BiomeAt(c int) string {
	if c < 0 || c >= rs.cells || rs.biomeOf[c] < 0 {
		return ""
	}
	return rs.Biomes[rs.biomeOf[c]].ID
}

// CardIndex returns the index of card id.
func (rs *Ruleset) CardIndex(id string) (int, bool) { i, ok := rs.cardID[id]; return i, ok }

// Rounds is the number of rounds in the whole game.
func (rs *Ruleset) Rounds() int { return rs.totalRounds }

// BiomeIndex returns the index in Biomes of space c's biome, or -1 off
// the planet.
func (rs *Ruleset) BiomeIndex(c int) int {
	if c < 0 || c >= rs.cells {
		return -1
	}
	return int(rs.biomeOf[c])
}

// SunSide is the side (0 north, clockwise) the sun shines from in season.
func (rs *Ruleset) SunSide(season int) int { return (rs.sunStart + season) & 3 }

// PowerIndex is the index of power id in Player.Track, or -1.
func PowerIndex(id string) int {
	if p, ok := powerByName(id); ok {
		return int(p)
	}
	return -1
}

// Track returns the track values of the power with index p (see
// PowerIndex).
func (rs *Ruleset) Track(p int) []int { return rs.tracks[p] }

// Neighbours returns the spaces orthogonally next to c, -1 where there
// is none.
func (rs *Ruleset) Neighbours(c int) [4]int16 { return rs.adj[c] }
