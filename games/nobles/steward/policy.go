package steward

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Policy returns the steward's habits, pared down, as a playout policy
// for search bots (see package bots/ismcts). It reads a sampled
// *nobles.State directly, which is far cheaper than building a View, and
// looks only at what the seat could see there; its values are worked out
// from the rule set once, so a decision costs a few table lookups:
//
//   - Payment: decline.
//   - Journey: reroll when the die reaches an Ordeal the noble could pay.
//   - Proving: the option of best value for the season (precomputed),
//     less a Duty's worth if it ends the turn while a point is affordable.
//   - Duty: buys a Market item the steward would buy at this point of the
//     year at a table this size (precomputed); else Save when cheaper, or
//     for a first Vault Token before Winter; else Give; else Wait. No
//     reserve.
//
// Given any other state it plays uniformly at random.
func Policy(rs *nobles.Ruleset) bots.Policy {
	p := newPlayout(rs)
	return p.choose
}

type playout struct {
	m *model
	// option worth per season, Proving card and option, before the cost
	// and any end_turn effect
	worth [nobles.Seasons][][2]float64
	ends  [][2]bool
	// the least an Ordeal asks, so that rerolling away from one matters
	ordealFloor int
	// items worth buying, by table size and season
	buy [nobles.MaxSeats + 1][nobles.Seasons][]nobles.Code
}

func newPlayout(rs *nobles.Ruleset) *playout {
	p := &playout{m: newModel(rs)}
	p.ordealFloor = 1 << 30
	for i := range rs.Decks.Ordeal {
		var none [nobles.MaxItems]uint8
		p.ordealFloor = min(p.ordealFloor, demand(&rs.Decks.Ordeal[i], 0, 0, 0, &none, rs, false))
	}
	for seats := nobles.MinSeats; seats <= nobles.MaxSeats; seats++ {
		for season := range nobles.Seasons {
			// A noble at the start of the season, with its income in hand.
			f := facts{seats: seats, season: season, crowns: rs.Income.Season(season), giveCost: rs.Duties.GiveCost, saveCost: rs.Duties.SaveCost, proving: -1}
			f.tableTurns = season * p.m.seasonLengthFor(seats)
			f.turns = f.tableTurns / seats
			for i, it := range rs.Market {
				if !it.Withheld && p.m.itemWorth(&f, i, it.Price) > investMargin {
					p.buy[seats][season] = append(p.buy[seats][season], nobles.InvestCode(i))
				}
			}
		}
	}
	p.ends = make([][2]bool, len(rs.Decks.Proving))
	for season := range nobles.Seasons {
		// A typical noble part way through the season, at a table of
		// four, with Crowns to spare.
		f := facts{seats: 4, season: season, crowns: 1000, giveCost: rs.Duties.GiveCost, saveCost: rs.Duties.SaveCost, proving: -1}
		f.tableTurns = season*p.m.seasonLengthFor(4) + p.m.seasonLengthFor(4)/2
		f.turns = f.tableTurns / 4
		f.seasonTurns = p.m.seasonLengthFor(4) / 2
		p.worth[season] = make([][2]float64, len(rs.Decks.Proving))
		for c := range rs.Decks.Proving {
			for o := range min(2, len(rs.Decks.Proving[c].Options)) {
				opt := &rs.Decks.Proving[c].Options[o]
				w := 0.0
				for i := range opt.Effects {
					e := &opt.Effects[i]
					switch e.Kind {
					case nobles.KindGain:
						w += float64(e.Amount)
					case nobles.KindEndTurn:
						p.ends[c][o] = true
					default:
						w += p.m.modifierWorth(&f, e.Kind, e.Amount, e.Duration, false)
					}
				}
				p.worth[season][c][o] = w
			}
		}
	}
	return p
}

func (p *playout) choose(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	s, ok := st.(*nobles.State)
	if !ok || int(seat) < 0 || int(seat) >= s.Seats() {
		return legal[rng.IntN(len(legal))]
	}
	var buf [nobles.MaxItems + 4]nobles.Code
	codes := buf[:0]
	for i := range legal {
		c, ok := s.Code(&legal[i])
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		codes = append(codes, c)
	}
	return legal[p.pick(s, int(seat), codes)]
}

// pick is the policy's choice for seat a among legal (at least two
// moves, in LegalCodes order), as an index into legal.
func (p *playout) pick(s *nobles.State, a int, legal []nobles.Code) int {
	switch legal[0].Kind() {
	case nobles.CodeConvert, nobles.CodeDecline:
		if i := index(legal, nobles.CodeDecline); i >= 0 {
			return i
		}
		return 0
	case nobles.CodeReroll, nobles.CodeKeep:
		n := s.Noble(a)
		if p.m.spaceKind(n.Position+s.Die()) == kOrdeal && n.Crowns >= p.ordealFloor {
			if i := index(legal, nobles.CodeReroll); i >= 0 {
				return i
			}
		}
		return max(0, index(legal, nobles.CodeKeep))
	case nobles.CodeChoose:
		deck, c, ok := s.Resolving()
		if !ok || deck != nobles.SpaceProving || c >= len(p.ends) {
			return 0
		}
		crowns := s.Noble(a).Crowns
		point := min(s.GiveCost(a), s.SaveCost(a))
		best, bestW := 0, -1e18
		for i, l := range legal {
			o := l.Arg()
			if l.Kind() != nobles.CodeChoose || o > 1 {
				continue
			}
			cost := s.OptionCost(a, c, o)
			w := p.worth[s.Season()][c][o] - float64(cost)
			if p.ends[c][o] && crowns-cost >= point {
				w -= 200
			}
			if w > bestW {
				best, bestW = i, w
			}
		}
		return best
	}
	// Duty.
	for _, m := range p.buy[s.Seats()][s.Season()] {
		if i := index(legal, m); i >= 0 {
			return i
		}
	}
	give, save, wait := index(legal, nobles.CodeGive), index(legal, nobles.CodeSave), index(legal, nobles.CodeWait)
	switch {
	case give >= 0 && save >= 0:
		g, sv := s.GiveCost(a), s.SaveCost(a)
		if sv < g || (sv == g && s.Noble(a).Tokens == 0 && s.Season() < nobles.Seasons-1) {
			return save
		}
		return give
	case give >= 0:
		return give
	case save >= 0:
		return save
	case wait >= 0:
		return wait
	}
	return 0
}

func index(legal []nobles.Code, c nobles.Code) int {
	for i, l := range legal {
		if l == c {
			return i
		}
	}
	return -1
}

// Playout returns the policy of Policy as a whole playout for search bots
// (bots.Playout): on a sampled *nobles.State it lists and plays the
// compact moves (nobles.Code) in place, which spares building and
// comparing engine.Moves, and plays exactly the moves Policy would. Any
// other state it leaves to the caller.
func Playout(rs *nobles.Ruleset) bots.Playout {
	p := newPlayout(rs)
	return func(st engine.State, _ *rand.Rand, limit int) (int, bool) {
		s, ok := st.(*nobles.State)
		if !ok {
			return 0, false
		}
		var buf [nobles.MaxItems + 4]nobles.Code
		moves := 0
		for ; moves < limit; moves++ {
			seat := s.Decider()
			if seat < 0 {
				break
			}
			legal := s.LegalCodes(buf[:0])
			if len(legal) == 0 {
				break
			}
			c := legal[0]
			if len(legal) > 1 {
				c = legal[p.pick(s, int(seat), legal)]
			}
			if err := s.PlayCode(c); err != nil {
				panic("steward: a legal move was refused: " + err.Error())
			}
		}
		return moves, true
	}
}
