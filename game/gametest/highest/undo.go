package highest

import "evergreen/engine"

// Reveals makes a pick undoable until the round's reveal: a pick shows
// nobody anything, while the last pick of a round reveals every number
// and draws the next prize (engine.Revealing).
func (s *State) Reveals(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Type != "picked" {
			return true
		}
	}
	return false
}
