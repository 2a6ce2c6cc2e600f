package everdell

import (
	"slices"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/everdell/content"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// Table limits.
const (
	MinSeats = 1
	MaxSeats = 4
)

// Ops are the effect vocabulary's kinds, and Powers the named powers for
// what the vocabulary does not say declaratively (see doc.go).
var (
	Ops = []string{"gain", "gain_per_card", "pay_for_points", "give_for_points", "discard_for_points",
		"discard_for_any", "discard_for_draw", "journey", "score", "discount", "trigger", "store_for_points", "power"}
	Powers = []string{"copy-own-production", "copy-opponent-production", "fool", "draw-after-play", "husband",
		"judge", "peddler", "postal-pigeon", "queen", "ranger", "shepherd", "teacher", "undertaker",
		"cemetery", "chapel", "clock-tower", "dungeon", "inn", "lookout", "monastery", "post-office",
		"ruins", "storehouse", "university", "copy-basic", "meadow-discount", "recall-worker",
		"ancient-scrolls", "acorn-thieves", "croak-wart-cure", "graduation", "chapel-ceiling", "production"}
	// Counts are what a "score" effect may count.
	Counts = []string{"resin+pebble", "basic-event", "special-event", "paired-husband", "common-construction",
		"unique-construction", "common-critter", "unique-critter", "prosperity", "pairs-all-cities",
		"prisoners", "monastery-workers", "cemetery-workers", "chapel-tokens"}
)

// Ruleset is a validated rule set compiled for play. It is immutable once
// built and shared by every state played under it.
type Ruleset struct {
	Rules
	// Doc is the merged document in canonical form; Code its code.
	Doc  []byte
	Code string

	cardID  map[string]int
	locID   map[string]int
	eventID map[string]int
	cost    []Bag
	basics  []int // location indices by kind
	forests []int
	havens  []int
	journey []int
	basicEv []int
	special []int
}

// Default returns the default rule set.
func Default() (*Ruleset, error) { return LoadRules(nil) }

// LoadRules merges patch (a rule-set document, or nil) onto the default
// rule set, then decodes, validates and compiles the result. Every
// problem is reported with its path, as ruleset.Problems.
func LoadRules(patch []byte) (*Ruleset, error) {
	return ruleset.CompileOnto(content.Default(), patch, build)
}

// LoadDocument decodes, validates and compiles a complete document.
func LoadDocument(doc []byte) (*Ruleset, error) { return ruleset.Compile(doc, build) }

// build compiles a checked rule set for play.
func build(r *Rules, canon []byte, code string) *Ruleset {
	rs := &Ruleset{Rules: *r, Doc: canon, Code: code}
	rs.compile()
	return rs
}

func (rs *Ruleset) compile() {
	rs.cardID = map[string]int{}
	for i, c := range rs.Cards {
		rs.cardID[c.ID] = i
		rs.cost = append(rs.cost, c.Cost.Bag())
	}
	rs.locID = map[string]int{}
	for i, l := range rs.Locations {
		rs.locID[l.ID] = i
		switch l.Kind {
		case LocBasic:
			rs.basics = append(rs.basics, i)
		case LocForest:
			rs.forests = append(rs.forests, i)
		case LocHaven:
			rs.havens = append(rs.havens, i)
		case LocJourney:
			rs.journey = append(rs.journey, i)
		}
	}
	rs.eventID = map[string]int{}
	for i, e := range rs.Events {
		rs.eventID[e.ID] = i
		if e.Kind == "basic" {
			rs.basicEv = append(rs.basicEv, i)
		} else {
			rs.special = append(rs.special, i)
		}
	}
}

// CardIndex returns the index of the card called id, or -1.
func (rs *Ruleset) CardIndex(id string) int {
	if i, ok := rs.cardID[id]; ok {
		return i
	}
	return -1
}

// DeckSize is the number of cards in the deck.
func (rs *Ruleset) DeckSize() int {
	n := 0
	for _, c := range rs.Cards {
		n += c.Count
	}
	return n
}

// Validate checks every field and returns all problems found, each with
// its path, or nil.
func (r *Rules) Validate() error {
	var ps ruleset.Problems
	ps.CheckHead("everdell", r.Game, r.Name)
	ps = append(ps, ruleset.CheckTranslations(changewords.Own(r.Name, r.Description), r.Translations, content.WordLocales())...)
	if !slices.Equal(r.Resources, resNames[:]) {
		ps.Add("resources", "must be %q (other resources are not yet playable), got %q", resNames, r.Resources)
	}
	if len(r.Seasons) < 1 || len(r.Seasons) > 8 {
		ps.Add("seasons", "must list 1 to 8 seasons, got %d", len(r.Seasons))
	}
	sids := map[string]bool{}
	for i, s := range r.Seasons {
		p := ruleset.Index("seasons", i)
		checkID(&ps, p, s.ID, nil)
		if sids[s.ID] {
			ps.Add(ruleset.Field(p, "id"), "season %q is listed twice", s.ID)
		}
		sids[s.ID] = true
		if s.Workers < 0 || s.Workers > 6 || (i == 0 && s.Workers < 1) {
			ps.Add(ruleset.Field(p, "workers"), "must be 0 to 6 (at least 1 in the first season), got %d", s.Workers)
		}
		switch s.Effect {
		case "", "production":
		case "meadow":
			if s.Amount < 1 || s.Amount > 8 {
				ps.Add(ruleset.Field(p, "amount"), "must be 1 to 8 Meadow cards, got %d", s.Amount)
			}
		default:
			ps.Add(ruleset.Field(p, "effect"), "must be \"production\", \"meadow\" or empty, got %q", s.Effect)
		}
	}
	between(&ps, "hand_limit", r.HandLimit, 1, 20)
	between(&ps, "city_limit", r.CityLimit, 1, 40)
	between(&ps, "meadow", r.Meadow, 0, 16)
	between(&ps, "special_events_shown", r.SpecialEventsShown, 0, 16)
	between(&ps, "open_destination_points", r.OpenDestinationPoints, 0, 10)
	if len(r.StartingHand) != MaxSeats {
		ps.Add("starting_hand", "must give a hand for each of %d seats, got %d", MaxSeats, len(r.StartingHand))
	}
	for i, n := range r.StartingHand {
		between(&ps, ruleset.Index("starting_hand", i), n, 0, r.HandLimit)
	}
	if len(r.ForestShown) != MaxSeats {
		ps.Add("forest_shown", "must give a number for 1 to %d players, got %d", MaxSeats, len(r.ForestShown))
	}
	if so := r.Solo; so != nil {
		for name, row := range map[string][]int{"blockers": so.Blockers, "meadow": so.Meadow, "events": so.Events, "points": so.Points} {
			if len(row) != len(r.Seasons) {
				ps.Add(ruleset.Field("solo", name), "must give a number for each of %d seasons, got %d", len(r.Seasons), len(row))
			}
			for i, n := range row {
				between(&ps, ruleset.Index(ruleset.Field("solo", name), i), n, 0, 100)
			}
		}
		between(&ps, "solo.points_per_card", so.PointsPerCard, 0, 20)
		switch so.Opponent {
		case "", OpponentRugwort:
			checkRugwort(&ps, r)
		case OpponentRival:
		default:
			ps.Add("solo.opponent", "must be %q or %q, got %q", OpponentRugwort, OpponentRival, so.Opponent)
		}
		for i, rk := range so.Ranks {
			p := ruleset.Index("solo.ranks", i)
			required(&ps, p, "title", rk.Title)
			if i > 0 && rk.Min <= so.Ranks[i-1].Min {
				ps.Add(ruleset.Field(p, "min"), "must rise: %d after %d", rk.Min, so.Ranks[i-1].Min)
			}
		}
	}
	for k, v := range r.Provenance {
		checkBadge(&ps, ruleset.Key("provenance", k), v)
	}

	ids := map[string]int{}
	for i, c := range r.Cards {
		p := ruleset.Index("cards", i)
		checkID(&ps, p, c.ID, ids)
		required(&ps, p, "name", c.Name)
		if c.Kind != KindCritter && c.Kind != KindConstruction {
			ps.Add(ruleset.Field(p, "kind"), "must be \"critter\" or \"construction\", got %q", c.Kind)
		}
		if !slices.Contains(cardTypes, c.Type) {
			ps.Add(ruleset.Field(p, "type"), "must be one of %s, got %q", strings.Join(cardTypes, ", "), c.Type)
		}
		checkRes(&ps, ruleset.Field(p, "cost"), c.Cost)
		between(&ps, ruleset.Field(p, "points"), c.Points, -10, 20)
		between(&ps, ruleset.Field(p, "count"), c.Count, 0, 20)
		r.checkEffect(&ps, ruleset.Field(p, "effect"), c.Effect)
		checkBadge(&ps, ruleset.Field(p, "provenance"), c.Provenance)
	}
	for i, c := range r.Cards {
		p := ruleset.Index("cards", i)
		if c.Pair == "" {
			continue
		}
		j, ok := ids[c.Pair]
		switch {
		case !ok:
			ps.Add(ruleset.Field(p, "pair"), "unknown card %q", c.Pair)
		case r.Cards[j].Kind == c.Kind:
			ps.Add(ruleset.Field(p, "pair"), "a %s pairs with a card of the other kind; %q is a %s too", c.Kind, c.Pair, c.Kind)
		}
	}
	deck := 0
	for _, c := range r.Cards {
		deck += c.Count
	}
	if need := r.Meadow + MaxSeats*r.HandLimit; deck < need {
		ps.Add("cards", "the deck must hold at least %d cards (the Meadow and four full hands), got %d", need, deck)
	}

	lids := map[string]int{}
	kinds := map[string]int{}
	for i, l := range r.Locations {
		p := ruleset.Index("locations", i)
		checkID(&ps, p, l.ID, lids)
		required(&ps, p, "name", l.Name)
		kinds[l.Kind]++
		switch l.Kind {
		case LocBasic, LocForest, LocHaven, LocJourney:
		default:
			ps.Add(ruleset.Field(p, "kind"), "must be \"basic\", \"forest\", \"haven\" or \"journey\", got %q", l.Kind)
		}
		between(&ps, ruleset.Field(p, "spaces"), l.Spaces, 0, 8)
		between(&ps, ruleset.Field(p, "spaces_four"), l.SpacesFour, 0, 8)
		if l.Season != "" && !sids[l.Season] {
			ps.Add(ruleset.Field(p, "season"), "unknown season %q", l.Season)
		}
		r.checkEffect(&ps, ruleset.Field(p, "effect"), l.Effect)
		checkBadge(&ps, ruleset.Field(p, "provenance"), l.Provenance)
	}
	if kinds[LocBasic] == 0 {
		ps.Add("locations", "must include at least one basic location")
	}
	for n, shown := range r.ForestShown {
		between(&ps, ruleset.Index("forest_shown", n), shown, 0, kinds[LocForest])
	}

	eids := map[string]int{}
	specials := 0
	for i, e := range r.Events {
		p := ruleset.Index("events", i)
		checkID(&ps, p, e.ID, eids)
		required(&ps, p, "name", e.Name)
		switch e.Kind {
		case "basic":
		case "special":
			specials++
		default:
			ps.Add(ruleset.Field(p, "kind"), "must be \"basic\" or \"special\", got %q", e.Kind)
		}
		between(&ps, ruleset.Field(p, "points"), e.Points, 0, 30)
		q := ruleset.Field(p, "requires")
		if e.Requires.Type != "" && !slices.Contains(cardTypes, e.Requires.Type) {
			ps.Add(ruleset.Field(q, "type"), "unknown card type %q", e.Requires.Type)
		}
		for j, c := range e.Requires.Cards {
			if _, ok := ids[c]; !ok {
				ps.Add(ruleset.Index(ruleset.Field(q, "cards"), j), "unknown card %q", c)
			}
		}
		if e.Requires.Type != "" && e.Requires.Count < 1 {
			ps.Add(ruleset.Field(q, "count"), "must be at least 1 card of type %q, got %d", e.Requires.Type, e.Requires.Count)
		}
		if e.Requires.Type == "" && len(e.Requires.Cards) == 0 && e.Requires.EachType == 0 {
			ps.Add(q, "must name a card type and count, cards, or each_type")
		}
		if e.Effect != nil {
			r.checkEffect(&ps, ruleset.Field(p, "effect"), *e.Effect)
		}
		checkBadge(&ps, ruleset.Field(p, "provenance"), e.Provenance)
	}
	if specials < r.SpecialEventsShown {
		ps.Add("special_events_shown", "must be at most the %d special events listed, got %d", specials, r.SpecialEventsShown)
	}
	return ps.Err()
}

func (r *Rules) checkEffect(ps *ruleset.Problems, p string, e Effect) {
	if !slices.Contains(Ops, e.Op) {
		ps.Add(ruleset.Field(p, "op"), "unknown op %q (known: %s)", e.Op, strings.Join(Ops, ", "))
	}
	if e.Op == "power" && !slices.Contains(Powers, e.Power) {
		ps.Add(ruleset.Field(p, "power"), "unknown power %q (known: %s)", e.Power, strings.Join(Powers, ", "))
	}
	if e.Op == "score" && !slices.Contains(Counts, e.Count) {
		ps.Add(ruleset.Field(p, "count"), "unknown count %q (known: %s)", e.Count, strings.Join(Counts, ", "))
	}
	if e.Resource != "" && resByName(e.Resource) < 0 {
		ps.Add(ruleset.Field(p, "resource"), "unknown resource %q", e.Resource)
	}
	for _, f := range []struct {
		n string
		v int
	}{{"cards", e.Cards}, {"points", e.Points}, {"any", e.Any}, {"max", e.Max}, {"each", e.Each}, {"ratio", e.Ratio}, {"discard", e.Discard}, {"tokens", e.Tokens}} {
		between(ps, ruleset.Field(p, f.n), f.v, 0, 20)
	}
	checkRes(ps, ruleset.Field(p, "gain"), e.Gain)
	checkRes(ps, ruleset.Field(p, "bonus"), e.Bonus)
	checkRes(ps, ruleset.Field(p, "discount"), e.Discount)
	for _, c := range []struct{ n, id string }{{"per", e.Per}, {"if_card", e.IfCard}, {"unlocks", e.Unlocks}} {
		if c.id == "" {
			continue
		}
		found := false
		for _, card := range r.Cards {
			found = found || card.ID == c.id
		}
		if !found {
			ps.Add(ruleset.Field(p, c.n), "unknown card %q", c.id)
		}
	}
	for i, s := range e.AnyOf {
		if resByName(s) < 0 {
			ps.Add(ruleset.Index(ruleset.Field(p, "any_of"), i), "unknown resource %q", s)
		}
	}
	for k := range e.Values {
		if resByName(k) < 0 {
			ps.Add(ruleset.Key(ruleset.Field(p, "values"), k), "unknown resource %q", k)
		}
	}
	// A discount applies to, and a trigger fires on, one kind of card;
	// another word would silently never match.
	for _, k := range []struct{ n, v, op string }{{"applies", e.Applies, "discount"}, {"on", e.On, "trigger"}} {
		if (k.v != "" || e.Op == k.op) && k.v != KindCritter && k.v != KindConstruction {
			ps.Add(ruleset.Field(p, k.n), "must be \"critter\" or \"construction\", got %q", k.v)
		}
	}
	if e.Op == "discard_for_any" && e.Ratio < 1 {
		ps.Add(ruleset.Field(p, "ratio"), "must be at least 1 card per resource")
	}
	if e.And != nil {
		r.checkEffect(ps, ruleset.Field(p, "and"), *e.And)
	}
}

func checkRes(ps *ruleset.Problems, p string, r Res) {
	for i, v := range r.Bag() {
		between(ps, ruleset.Field(p, resNames[i]), v, 0, 20)
	}
}

func between(ps *ruleset.Problems, p string, v, lo, hi int) {
	if v < lo || v > hi {
		ps.Add(p, "must be %d to %d, got %d", lo, hi, v)
	}
}

func required(ps *ruleset.Problems, p, field, v string) {
	if strings.TrimSpace(v) == "" {
		ps.Add(ruleset.Field(p, field), "must not be empty")
	}
}

func checkID(ps *ruleset.Problems, p, id string, seen map[string]int) {
	if !ruleset.ValidID(id) {
		ps.Add(ruleset.Field(p, "id"), "must be lower-case words joined by hyphens, got %q", id)
	}
	if seen == nil {
		return
	}
	if _, ok := seen[id]; ok {
		ps.Add(ruleset.Field(p, "id"), "%q is used twice", id)
	}
	seen[id] = len(seen)
}

// checkBadge allows the badges Everdell gives: what the published rules
// state, our reading where they are unclear, and a rule set's own change
// (the seed's readings offered in the Studio are badged "variant").
func checkBadge(ps *ruleset.Problems, p, b string) {
	if b != provenance.Source && b != provenance.Provisional && b != provenance.Variant {
		ps.Add(p, "must be \"source\", \"provisional\" or \"variant\", got %q", b)
	}
}

// Card returns the card called id, and whether there is one.
func (rs *Ruleset) Card(id string) (*Card, bool) {
	i, ok := rs.cardID[id]
	if !ok {
		return nil, false
	}
	return &rs.Cards[i], true
}

// Location returns the location called id, and whether there is one.
func (rs *Ruleset) Location(id string) (*Location, bool) {
	i, ok := rs.locID[id]
	if !ok {
		return nil, false
	}
	return &rs.Locations[i], true
}

// Event returns the event called id, and whether there is one.
func (rs *Ruleset) Event(id string) (*Event, bool) {
	i, ok := rs.eventID[id]
	if !ok {
		return nil, false
	}
	return &rs.Events[i], true
}

// checkRugwort checks Rugwort's part of the solo rules.
func checkRugwort(ps *ruleset.Problems, r *Rules) {
	ru := r.Solo.Rugwort
	if ru == nil {
		ps.Add("solo.rugwort", "is required when the opponent is %q", OpponentRugwort)
		return
	}
	between(ps, "solo.rugwort.year", ru.Year, 1, 3)
	kindOf := map[string]string{}
	for _, l := range r.Locations {
		kindOf[l.ID] = l.Kind
	}
	places := func(name string, ids []string, n int, kind string) {
		p := ruleset.Field("solo.rugwort", name)
		if len(ids) != n {
			ps.Add(p, "must name %d locations, got %d", n, len(ids))
		}
		for i, id := range ids {
			if kindOf[id] != kind {
				ps.Add(ruleset.Index(p, i), "must be a %s location, got %q", kind, id)
			}
		}
	}
	places("basic", ru.Basic, len(r.Seasons), LocBasic)
	places("journey", ru.Journey, 3, LocJourney)
	if len(ru.MeadowWorkers) != len(r.Seasons) {
		ps.Add("solo.rugwort.meadow_workers", "must give a number for each of %d seasons, got %d", len(r.Seasons), len(ru.MeadowWorkers))
	}
	for i, n := range ru.MeadowWorkers {
		between(ps, ruleset.Index("solo.rugwort.meadow_workers", i), n, 0, r.Meadow)
	}
	between(ps, "solo.rugwort.kidnap_from", ru.KidnapFrom, 0, 3)
	for name, n := range map[string]int{"card_points": ru.CardPoints, "prosperity_points": ru.ProsperityPoints,
		"event_points": ru.EventPoints, "special_points": ru.SpecialPoints} {
		between(ps, ruleset.Field("solo.rugwort", name), n, 0, 20)
	}
}
