package steward

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Policy returns the steward's habits as a playout policy for search bots
// (see package bots/ismcts): it reads a sampled *nobles.State directly,
// which is far cheaper than building a View, and looks only at what the
// seat could see there. It never buys Market items and always declines
// to convert a Vault Token, to stay fast. Given any other state it plays
// uniformly at random.
func Policy(rs *nobles.Ruleset) bots.Policy {
	m := newModel(rs)
	return func(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
		s, ok := st.(*nobles.State)
		if !ok || int(seat) < 0 || int(seat) >= s.Seats() {
			return legal[rng.IntN(len(legal))]
		}
		if legal[0].Name == nobles.MoveConvert || legal[0].Name == nobles.MoveDecline {
			if d, ok := find(legal, nobles.MoveDecline); ok {
				return d
			}
		}
		f := m.fromState(s, int(seat))
		return m.decide(&f, legal, 1, false)
	}
}

// fromState reads the facts from a state, public parts and the seat's
// own only.
func (m *model) fromState(s *nobles.State, seat int) facts {
	n := s.Noble(seat)
	f := facts{
		seat: seat, seats: s.Seats(), active: s.Active(), season: s.Season(),
		crowns: n.Crowns, tokens: n.Tokens, giveCost: s.GiveCost(seat), saveCost: s.SaveCost(seat),
		turns: n.Turns, die: s.Die(), position: n.Position, surrender: n.Surrender > 0,
		marketOpen: s.MarketOpen(seat), items: n.Items, proving: -1,
	}
	for _, c := range n.Items {
		f.itemCount += int(c)
	}
	for i := range f.seats {
		if i == seat {
			f.tableTurns += n.Turns
		} else {
			f.tableTurns += s.Noble(i).Turns
		}
	}
	f.seasonTurns = f.tableTurns - f.season*m.seasonLengthFor(f.seats)
	if deck, c, ok := s.Resolving(); ok && deck == nobles.SpaceProving {
		f.proving = c
		for o := range min(2, len(m.provings[c].Options)) {
			f.optionCost[o] = s.OptionCost(seat, c, o)
		}
	}
	return f
}

func (m *model) seasonLengthFor(seats int) int {
	if m.perNoble {
		return m.rs.TurnsPerSeason * seats
	}
	return m.rs.TurnsPerSeason
}
