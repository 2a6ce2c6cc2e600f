package evergreen

import "evergreen/engine"

// revealing are the events that show what nobody knew before the move:
// a card turned over (the draft row, the setup's search for fertility),
// a reshuffled pile, and the game's final count.
var revealing = map[string]bool{
	EvSetupReveal: true, EvReveal: true, EvReshuffle: true,
	EvGameEnds: true, EvScore: true, EvWinner: true,
}

// Reveals makes a move final when it turned a card over, reshuffled or
// ended the game; a pick, an order, an action and every planting may be
// taken back until then (engine.Revealing). The game hides nothing from
// the seats but the draw pile, so only chance makes a move final.
func (s *State) Reveals(evs []engine.Event) bool {
	return engine.RevealsAny(evs, revealing)
}
