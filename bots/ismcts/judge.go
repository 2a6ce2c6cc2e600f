package ismcts

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
)

// A Bot also lends its judgement of positions to a reviewer (package
// review): the determinization it searches with and its rollouts. A
// review that samples states from a seat's view through Game and plays
// them out through PlayOut weighs moves exactly as the search would,
// without the tree.

// Game is the determinization the bot searches with.
func (b *Bot) Game() bots.Searchable { return b.cfg.Game }

// PlayOut plays st, a sampled state the caller owns, on to the end (or
// Config.RolloutLimit moves) as the search's rollouts do, root being the
// seat whose search it would be (with Config.Model the others play the
// model), and returns the state reached: st itself when the game moves
// in place. It keeps scratch memory in the Bot, so, like Choose, it must
// not be called from several goroutines at once.
func (b *Bot) PlayOut(st engine.State, root engine.Seat, rng *rand.Rand) engine.State {
	j := &b.judge
	j.cfg, j.root = b.cfg, root
	return j.rollout(st, rng)
}
