package everdellgame

import (
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
)

// Snapshot is the omniscient state for scenario output.
func (*Game) Snapshot(st engine.State) any { return st.(*everdell.State).Snapshot() }

var _ game.Snapshotter = (*Game)(nil)
