package noblesgame

import (
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Snapshot is the omniscient snapshot scenario output prints: every
// House's Keep, Gems included, the effects in force and the decks' order
// (nobles.Snapshot). A state of another game gives nil.
func (*Game) Snapshot(st engine.State) any {
	s, ok := st.(*nobles.State)
	if !ok {
		return nil
	}
	return s.Snapshot()
}
