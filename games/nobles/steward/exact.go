package steward

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// The steward itself, read from a sampled *nobles.State instead of a View:
// the same facts fromView reads, taken from the state's public accessors
// and the seat's own Gems, so that a search can model a steward opponent
// by the steward's very choices (TestExactMatchesSteward checks them move
// for move) without building a View per decision.

// fromState reads the facts seat would read from its View of s.
func (m *model) fromState(s *nobles.State, seat int) facts {
	n := s.Noble(seat)
	f := facts{
		seat: seat, seats: s.Seats(), active: s.Active(), seasonTurns: s.SeasonTurns(),
		season: s.Season(), crowns: n.Crowns, tokens: n.Tokens,
		giveCost: s.GiveCost(seat), saveCost: s.SaveCost(seat),
		turns: n.Turns, die: s.Die(), position: n.Position, surrender: n.Surrender > 0,
		marketOpen: s.MarketOpen(seat), payAmount: s.PayAmount(), proving: -1,
	}
	for i := range f.seats {
		f.tableTurns += s.Noble(i).Turns
	}
	for i, c := range n.Items[:len(m.rs.Market)] {
		f.items[i] = c
		f.itemCount += int(c)
	}
	if deck, c, ok := s.Resolving(); ok && deck == nobles.SpaceProving && c < len(m.provings) {
		f.proving = c
		delta := s.Modifier(seat, nobles.ModProvingCost)
		for o := range min(2, len(m.provings[c].Options)) {
			f.optionCost[o] = max(0, m.provings[c].Options[o].Cost+delta)
		}
	}
	f.priceDelta = s.Modifier(seat, nobles.ModMarketPrice)
	return f
}

// Model returns the steward as a policy on sampled states: on a
// *nobles.State it picks exactly what New's bot would pick from seat's
// View; given any other state it plays legal[0].
func Model(rs *nobles.Ruleset) bots.Policy {
	m := newModel(rs)
	return func(st engine.State, seat engine.Seat, legal []engine.Move, _ *rand.Rand) engine.Move {
		s, ok := st.(*nobles.State)
		if !ok || len(legal) == 1 || int(seat) < 0 || int(seat) >= s.Seats() {
			return legal[0]
		}
		f := m.fromState(s, int(seat))
		return m.decide(&f, legal)
	}
}

// pickExact is the steward's choice for seat a among legal (at least
// two compact moves), as an index into legal; moves is scratch.
func (m *model) pickExact(s *nobles.State, a int, legal []nobles.Code, buf *[nobles.MaxItems + 4]engine.Move) int {
	moves := buf[:0]
	for _, c := range legal {
		moves = append(moves, s.Move(c))
	}
	f := m.fromState(s, a)
	pick := m.decide(&f, moves)
	for i := range moves {
		if moves[i] == pick {
			return i
		}
	}
	return 0
}

// MixedPlayout returns a whole playout (bots.Playout, with the searching
// seat named) in which root plays Policy's pared-down habits and every
// other seat plays the steward exactly (Model) for its first horizon
// decisions with a choice (all of them if horizon is negative), then
// Policy: a search's model of steward opponents, exact where it matters
// most and cheap beyond, since the steward's own choice costs some twenty
// times the policy's. Any state but a *nobles.State it leaves to the
// caller.
func MixedPlayout(rs *nobles.Ruleset, horizon int) func(st engine.State, root engine.Seat, rng *rand.Rand, limit int) (int, bool) {
	p := newPlayout(rs)
	var moves [nobles.MaxItems + 4]engine.Move
	return func(st engine.State, root engine.Seat, _ *rand.Rand, limit int) (int, bool) {
		s, ok := st.(*nobles.State)
		if !ok {
			return 0, false
		}
		var buf [nobles.MaxItems + 4]nobles.Code
		n, exact := 0, horizon
		for ; n < limit; n++ {
			seat := s.Decider()
			if seat < 0 {
				break
			}
			legal := s.LegalCodes(buf[:0])
			if len(legal) == 0 {
				break
			}
			c := legal[0]
			switch {
			case len(legal) == 1:
			case seat == root:
				c = legal[p.pick(s, int(seat), legal)]
			case exact != 0:
				exact--
				c = legal[p.m.pickExact(s, int(seat), legal, &moves)]
			default:
				c = legal[p.pick(s, int(seat), legal)]
			}
			if err := s.PlayCode(c); err != nil {
				panic("steward: a legal move was refused: " + err.Error())
			}
		}
		return n, true
	}
}
