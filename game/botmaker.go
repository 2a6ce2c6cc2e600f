package game

import "evergreen/bots"

// BotMaker is implemented by Rules whose bots answer to more names than
// their Registry lists: names with a parameter, such as Nobles'
// "ismcts:500" (500 iterations a decision) or "ismcts:50ms".
type BotMaker interface {
	NewBot(name string) (bots.Bot, error)
}

// NewBot returns the bot called name under r: from r's own NewBot when r
// is a BotMaker, else from r.Bots().
func NewBot(r Rules, name string) (bots.Bot, error) {
	if m, ok := r.(BotMaker); ok {
		return m.NewBot(name)
	}
	return r.Bots().New(name)
}
