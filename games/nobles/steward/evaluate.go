package steward

import (
	"math"

	"evergreen/bots/ismcts"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Evaluate returns the steward's judgement of a position, for a search
// that stops its playouts a few moves ahead (ismcts.Config.Evaluate):
// every seat's reward in [0,1] for a sampled *nobles.State. A finished
// year is scored as ismcts.DefaultReward scores it. Otherwise each
// House's score is estimated as its Gems and Vault Tokens plus the points
// its Crowns will buy (Estimate), and the reward has DefaultReward's
// shape: win weighs the seat's chance of the victory, read from its
// estimated margin over the best other House and the turns left to
// play, and the rest the margin itself (10 points the most that
// counts). Given any other state every seat gets an equal share.
func Evaluate(rs *nobles.Ruleset, win float64) func(st engine.State, r []float64) {
	m := newModel(rs)
	var est [nobles.MaxSeats]float64
	return func(st engine.State, r []float64) {
		s, ok := st.(*nobles.State)
		if !ok || s.Seats() > len(est) || len(r) < s.Seats() {
			for i := range r {
				r[i] = 1 / float64(len(r))
			}
			return
		}
		if s.Ended() {
			ismcts.DefaultReward(s.Outcome(), r)
			return
		}
		n := s.Seats()
		for i := range n {
			est[i] = m.estimate(s, i)
		}
		// What is left to play spreads the final margin: about 0.8 of a
		// point (400 Crowns of cards) a turn, turns round the table
		// independent.
		f := facts{seats: n}
		for i := range n {
			f.tableTurns += s.Noble(i).Turns
		}
		spread := 0.5 + 0.8*math.Sqrt(float64(m.tableTurnsLeft(&f)))
		for i := range n {
			best := math.Inf(-1)
			for j := range n {
				if j != i {
					best = max(best, est[j])
				}
			}
			margin := est[i] - best
			p := 1 / (1 + math.Exp(-1.7*margin/spread))
			r[i] = win*p + (1-win)*(0.5+0.5*max(-1, min(1, margin/10)))
		}
	}
}

// Estimate is the score seat can look forward to from s: its Gems and
// Vault Tokens, and as many points as its Crowns in hand, the incomes
// still to come (with its income modifiers) and the Crowns its turns
// gain will buy at its cheaper Duty's cost, no more than a point a turn
// left. Market items it holds add what their other modifiers are worth
// over the rest of the year, as the steward values them when buying.
func Estimate(rs *nobles.Ruleset, s *nobles.State, seat int) float64 {
	return newModel(rs).estimate(s, seat)
}

// gemEdge is what a Gem is worth beyond its point, for the tie-break.
const gemEdge = 0.02

func (m *model) estimate(s *nobles.State, seat int) float64 {
	nb := s.Noble(seat)
	f := facts{
		seat: seat, seats: s.Seats(), active: s.Active(), season: s.Season(),
		seasonTurns: s.SeasonTurns(), crowns: nb.Crowns, tokens: nb.Tokens,
		giveCost: s.GiveCost(seat), saveCost: s.SaveCost(seat), turns: nb.Turns,
		proving: -1,
	}
	for i := range f.seats {
		f.tableTurns += s.Noble(i).Turns
	}
	left := max(0, m.myTurnsLeft(&f)-nb.Surrender)
	crowns := float64(nb.Crowns) + float64(s.Modifier(seat, nobles.ModTurnGain)*left)
	income := s.Modifier(seat, nobles.ModIncome)
	for k := f.season + 1; k < nobles.Seasons; k++ {
		crowns += float64(max(0, m.rs.Income.Season(k)+income))
	}
	for i, c := range nb.Items[:len(m.rs.Market)] {
		if c == 0 {
			continue
		}
		f.items[i] = c
		f.itemCount += int(c)
		for _, e := range m.rs.Market[i].Modifiers {
			switch e.Kind {
			case nobles.ModIncome, nobles.ModTurnGain, nobles.ModGiveCost, nobles.ModSaveCost:
				// counted above, or in the Duty's cost
			default:
				crowns += float64(c) * m.modifierWorth(&f, e.Kind, e.Amount, nil, e.Who == "active")
			}
		}
	}
	cost := float64(max(1, min(f.giveCost, f.saveCost)))
	// A tie on points goes to the most Gems: a Gem is worth a shade more
	// than a Vault Token.
	return float64(nb.Gems+nb.Tokens) + gemEdge*float64(nb.Gems) + min(float64(left), max(0, crowns)/cost)
}
