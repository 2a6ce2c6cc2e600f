package nobles

// ModsConsistent reports whether the modifier cache and the countdown
// counts match a recount from the Virtues, items and card modifiers in
// force, and whether tick's starting points (turnFrom) are before every
// modifier counting down turns.
func (s *State) ModsConsistent() bool {
	c := s.Clone()
	c.recountMods()
	if c.mods != s.mods || c.modded != s.modded || c.turnCounted != s.turnCounted || c.seasonCounted != s.seasonCounted {
		return false
	}
	// turnFrom is a lower bound of each seat's first modifier counting
	// turns.
	for i, e := range s.effects {
		if !e.Year && e.Turns > 0 && i < int(s.turnFrom[e.Seat]) {
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
