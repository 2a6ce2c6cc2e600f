package nobles

import "strings"

// VocabularyLabels is the shape of content/vocabulary.json, for its test.
type VocabularyLabels = vocabularyLabels

// ModsConsistent reports whether the modifier cache matches a recount
// from the Virtues, items and card modifiers in force, and whether each
// card modifier is in the list of what it counts down (turnMods by its
// seat), each list in the order of placement.
func (s *State) ModsConsistent() bool {
	c := s.Clone()
	c.recountMods()
	if c.mods != s.mods || c.modded != s.modded {
		return false
	}
	ordered := func(l []active, belongs func(e *active) bool) bool {
		for i := range l {
			if !belongs(&l[i]) || (i > 0 && l[i].Seq <= l[i-1].Seq) || l[i].Seq >= s.placed {
				return false
			}
		}
		return true
	}
	if !ordered(s.yearMods, func(e *active) bool { return e.Year }) ||
		!ordered(s.seasonMods, func(e *active) bool { return !e.Year && e.Turns == 0 }) {
		return false
	}
	for seat, l := range s.turnMods {
		if !ordered(l, func(e *active) bool { return !e.Year && e.Turns > 0 && int(e.Seat) == seat }) {
			return false
		}
	}
	return true
}

// ResolveEveryCardInFull makes rs resolve every Ordeal and Decree by the
// general loop (no resolvePlain), to test the two against each other.
func (rs *Ruleset) ResolveEveryCardInFull() {
	for d := range rs.cards {
		for i := range rs.cards[d] {
			rs.cards[d][i].plain = false
		}
	}
}

// RemovePower empties the power of one entry of rs, for the mutation
// run (mutation_test.go): "virtues/ID" and "market/ID" lose their
// modifiers, "proving/ID", "ordeal/ID" and "decree/ID" their effects (a
// Proving keeps its costs). It reports whether the entry exists.
func (rs *Ruleset) RemovePower(entry string) bool {
	kind, id, _ := strings.Cut(entry, "/")
	switch kind {
	case "virtues":
		i, ok := rs.virtueID[id]
		if ok {
			rs.virtueMods[i] = [numMods]int{}
		}
		return ok
	case "market":
		i, ok := rs.itemID[id]
		if ok {
			rs.itemMods[i] = [numMods]int{}
		}
		return ok
	}
	for d, name := range [numDecks]string{"proving", "ordeal", "decree"} {
		if kind != name {
			continue
		}
		i, ok := rs.cardID[d][id]
		if ok {
			rs.cards[d][i].effects = [2][]compiledEffect{}
			rs.cards[d][i].plain = false
		}
		return ok
	}
	return false
}

// GiveItem hands seat one Market item id, as if bought, with its
// modifiers in force (the powers' known answers, powers_test.go).
func (s *State) GiveItem(seat int, id string) {
	s.nobles[seat].Items[s.rs.itemID[id]]++
	s.recountMods()
}

// Arrange sets seat's Crowns and Vault Tokens, for positions that meet a
// card's conditions (powers_test.go).
func (s *State) Arrange(seat, crowns, tokens int) {
	s.nobles[seat].Crowns, s.nobles[seat].Tokens = crowns, tokens
}
