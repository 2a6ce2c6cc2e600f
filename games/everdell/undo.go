package everdell

import "evergreen/engine"

// revealing are the events that show what nobody knew before the move:
// a card dealt, drawn or turned over, a card passed from hand to hand,
// the rival's moves (which its die or the deck may decide) and the final
// count.
var revealing = map[string]bool{
	EvDeal: true, EvDraw: true, EvMeadow: true, EvReveal: true, EvDiscard: true,
	EvGiveCard: true, EvEnd: true,
	EvRivalBlock: true, EvRivalTake: true, EvRivalClaim: true, EvRivalEnd: true,
	EvRivalMeadow: true, EvRivalKidnap: true, EvRivalFool: true, EvRivalLose: true,
}

// Reveals makes a move final when it dealt, drew, revealed or handed a
// card, when the rival acted, or when the game ended; placing a worker,
// paying, playing a card from the hand and the choices that follow may
// be taken back until then (engine.Revealing).
func (s *State) Reveals(evs []engine.Event) bool {
	return engine.RevealsAny(evs, revealing)
}
