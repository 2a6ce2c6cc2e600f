package evergreenbots

import (
	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Unwrap returns the game state inside a sample.
func Unwrap(st engine.State) *evergreen.State {
	s, _ := unwrap(st)
	return s
}

// SearchGame is the Searchable an ISMCTS level searches.
func SearchGame(rs *evergreen.Ruleset, level string) bots.Searchable {
	for _, l := range Levels() {
		if l.Name == level {
			return game{rs: rs, horizon: l.Horizon}
		}
	}
	return nil
}
