package main

import (
	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// hosted is the one place that names the games this program hosts; the
// first is the default for every command and file that names none. A new
// game is one more line here.
func hosted() game.List {
	return game.MustList(
		noblesgame.New(),
		evergreengame.New(),
		everdellgame.New(),
	)
}
