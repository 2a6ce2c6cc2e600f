package nobles

import (
	"reflect"
	"slices"

	"evergreen/game/provenance"
)

// Badges is the provenance of everything in a rule set, derived once
// (package provenance holds the model) for every page that shows a badge:
// the Rulebook, the Crown's Guidance and Rules Studio.
//
// What a rule set leaves as the default keeps the default's badge; what
// it changes is the table's variant, whatever badge the copy inherited
// from the default's document. So a copy switched to shared turns shows
// its turn counting as a variant, never as the Crown's ruling or the
// source's.
type Badges struct {
	// Settings holds the badge of each setting: turn_counting,
	// turns_per_season, income, duties, rulings.token_conversion,
	// rulings.surrender_stacks, rulings.item_once, rulings (all three),
	// board and virtues (whether Houses hold Virtues at all).
	Settings map[string]string
	// Entries holds the badge of each House, Virtue, Market item and
	// card, by "houses/ID", "virtues/ID", "market/ID" and
	// "decks.DECK/ID".
	Entries map[string]string
}

// Setting returns the badge of setting key (Provisional if unknown).
func (b Badges) Setting(key string) string {
	if v, ok := b.Settings[key]; ok {
		return v
	}
	return provenance.Provisional
}

// Entry returns the badge of an entry by its key ("market/estate-butler").
func (b Badges) Entry(key string) string {
	if v, ok := b.Entries[key]; ok {
		return v
	}
	return provenance.Provisional
}

// ReadingBadge is the badge of a turn-counting reading: the one the
// Crown's Guidance adopts (per noble) is its ruling; the other is a
// table's variant.
func ReadingBadge(reading string) string {
	if reading == PerNoble {
		return provenance.Ruling
	}
	return provenance.Variant
}

// BadgesOf derives the badges of r against def, the default rule set.
func BadgesOf(r, def *Rules) Badges {
	b := Badges{Settings: map[string]string{}, Entries: map[string]string{}}
	claim := func(key string) string { return def.Provenance[key] }
	set := func(key, defKey string, changed bool) {
		b.Settings[key] = provenance.Of(claim(defKey), changed)
	}
	set("turn_counting", "turn_counting", r.TurnCounting != def.TurnCounting)
	set("turns_per_season", "turns_per_season", r.TurnsPerSeason != def.TurnsPerSeason)
	set("income", "income", r.Income != def.Income)
	set("duties", "duties", r.Duties != def.Duties)
	set("rulings.token_conversion", "rulings", r.Rulings.TokenConversion != def.Rulings.TokenConversion)
	set("rulings.surrender_stacks", "rulings", r.Rulings.SurrenderStacks != def.Rulings.SurrenderStacks)
	set("rulings.item_once", "rulings", r.Rulings.ItemOnce != def.Rulings.ItemOnce)
	set("rulings", "rulings", r.Rulings != def.Rulings)
	set("board", "board", !slices.Equal(r.Board, def.Board))
	// Rule 1 gives every House a Virtue: the printed rules' own.
	b.Settings["virtues"] = provenance.Of(provenance.Source, r.Rulings.NoVirtues != def.Rulings.NoVirtues)

	for _, h := range r.Houses {
		i := slices.IndexFunc(def.Houses, func(x House) bool { return x.ID == h.ID })
		b.Entries["houses/"+h.ID] = entryBadge(h, def.Houses, i)
	}
	for _, v := range r.Virtues {
		i := slices.IndexFunc(def.Virtues, func(x Virtue) bool { return x.ID == v.ID })
		b.Entries["virtues/"+v.ID] = entryBadge(v, def.Virtues, i)
	}
	for _, it := range r.Market {
		i := slices.IndexFunc(def.Market, func(x Item) bool { return x.ID == it.ID })
		b.Entries["market/"+it.ID] = entryBadge(it, def.Market, i)
	}
	for _, c := range r.Decks.Proving {
		i := slices.IndexFunc(def.Decks.Proving, func(x Proving) bool { return x.ID == c.ID })
		b.Entries["decks.proving/"+c.ID] = entryBadge(c, def.Decks.Proving, i)
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		defDeck := [2][]Card{def.Decks.Ordeal, def.Decks.Decree}[d]
		for _, c := range deck {
			i := slices.IndexFunc(defDeck, func(x Card) bool { return x.ID == c.ID })
			b.Entries["decks."+deckNames[d+1]+"/"+c.ID] = entryBadge(c, defDeck, i)
		}
	}
	return b
}

// entryBadge is the badge of entry e: the default's badge if e is the
// default's entry i unchanged, else the table's variant, whatever badge
// e claims for itself.
func entryBadge[T any](e T, defs []T, i int) string {
	if i < 0 {
		return provenance.Variant // not in the default: the table's own
	}
	a, d := withoutProvenance(e), withoutProvenance(defs[i])
	return provenance.Of(reflect.ValueOf(defs[i]).FieldByName("Provenance").String(), !reflect.DeepEqual(a, d))
}

func withoutProvenance[T any](e T) T {
	v := reflect.ValueOf(&e).Elem()
	if f := v.FieldByName("Provenance"); f.IsValid() && f.CanSet() {
		f.SetString("")
	}
	return e
}
