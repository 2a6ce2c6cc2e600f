package nobles

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
