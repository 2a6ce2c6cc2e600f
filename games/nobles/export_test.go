package nobles

// ModsConsistent reports whether the modifier cache and the countdown
// counts match a recount from the Virtues, items and card modifiers in
// force.
func (s *State) ModsConsistent() bool {
	c := s.Clone()
	c.recountMods()
	return c.mods == s.mods && c.modded == s.modded && c.turnCounted == s.turnCounted && c.seasonCounted == s.seasonCounted
}
