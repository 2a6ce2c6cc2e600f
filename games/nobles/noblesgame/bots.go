package noblesgame

import (
	"evergreen/bots"
	"evergreen/game"
	"evergreen/games/nobles/noblesbots"
)

var _ game.BotMaker = (*Rules)(nil)

// NewBot returns the bot called name: one of Bots, or "ismcts:N" (N
// iterations a decision) or "ismcts:DURATION" (a time budget).
func (r *Rules) NewBot(name string) (bots.Bot, error) { return noblesbots.New(r.RS, name) }
