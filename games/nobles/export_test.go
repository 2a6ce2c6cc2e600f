package nobles

// ModsConsistent reports whether the modifier cache and the countdown
// counts match a recount from the Virtues, items and card modifiers in
// force, and whether the modifiers counting turns, and only they, are in
// the turned list, each list in the order of placement.
func (s *State) ModsConsistent() bool {
	c := s.Clone()
	c.recountMods()
	if c.mods != s.mods || c.modded != s.modded || c.turnCounted != s.turnCounted || c.seasonCounted != s.seasonCounted {
		return false
	}
	for k, l := range [][]active{s.effects, s.turned} {
		for i, e := range l {
			if turns := !e.Year && e.Turns > 0; turns != (k == 1) || (i > 0 && e.Seq <= l[i-1].Seq) || e.Seq >= s.placed {
				return false
			}
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
