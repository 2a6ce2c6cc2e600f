package everdell

// PlayerOf returns seat's part of the game, for a search bot's evaluation
// of a state it owns (a sample, never the real game): read it, never
// change it. Its slices are the state's own and change as the state is
// played on.
func (s *State) PlayerOf(seat int) *Player { return &s.players[seat] }

// SpacesUsed is how many of the city's spaces seat's cards take
// (Wanderers none, a Husband and Wife pair one).
func (s *State) SpacesUsed(seat int) int { return s.spaces(seat) }

// EventOpen reports whether event i (an index into the rule set's
// events) is on offer in this game and not yet achieved.
func (s *State) EventOpen(i int) bool {
	e := &s.rs.Events[i]
	return s.eventOwner[i] < 0 && (e.Kind == "basic" || containsInt(s.specials, i))
}
