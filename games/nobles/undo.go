package nobles

import "evergreen/engine"

// revealing are the events that show what nobody knew before the move:
// the die, the cards (a draw, a reshuffled pile) and the Gala's count of
// the hidden Gems.
var revealing = map[string]bool{
	EvRoll: true, EvReroll: true, EvDraw: true, EvReshuffle: true, EvGive: true,
	EvGala: true, EvScore: true, EvWinner: true,
}

// Reveals makes a move final when it rolled, drew or reshuffled, ended
// the year, or told a seat something private (a Give shows the receiver
// the giver's Gems); a Duty such as Save or Invest, a Path choice or a
// kept die may be taken back until then (engine.Revealing).
func (s *State) Reveals(evs []engine.Event) bool {
	return engine.RevealsAny(evs, revealing)
}
