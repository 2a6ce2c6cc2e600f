package nobles

import "evergreen/engine"

// Decision kinds.
const (
	DecideJourney = "journey" // roll the die
	DecideReroll  = "reroll"  // a reroll source applies: reroll or keep
	DecideProving = "proving" // choose an option of the Proving card
	DecidePayment = "payment" // convert a Vault Token for a required payment, or decline
	DecideDuty    = "duty"    // Save, Give, Invest or Wait
)

func (s *State) decisionKind() string {
	switch s.phase {
	case phaseJourney:
		return DecideJourney
	case phaseReroll:
		return DecideReroll
	case phaseProving:
		return DecideProving
	case phasePayment:
		return DecidePayment
	case phaseDuty:
		return DecideDuty
	}
	return "gala"
}

// Legal appends seat's legal moves to buf. Only the decider has any.
func (s *State) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if s.phase == phaseOver || seat != s.Decider() {
		return buf
	}
	a := int(seat)
	switch s.phase {
	case phaseJourney:
		buf = append(buf, engine.M(MoveRoll))
	case phaseReroll:
		buf = append(buf, engine.M(MoveReroll), engine.M(MoveKeep))
	case phaseProving:
		for o := range 2 {
			if s.affordable(a, o) {
				buf = append(buf, engine.WithOption(MoveChoose, o))
			}
		}
	case phasePayment:
		buf = append(buf, engine.M(MoveConvert), engine.M(MoveDecline))
	case phaseDuty:
		n := &s.nobles[a]
		if n.Crowns >= s.SaveCost(a) {
			buf = append(buf, engine.M(MoveSave))
		}
		if n.Crowns >= s.GiveCost(a) {
			buf = append(buf, engine.M(MoveGive))
		}
		if s.MarketOpen(a) {
			for _, i := range s.rs.forSale {
				if s.CanInvest(a, i) {
					buf = append(buf, engine.WithItem(MoveInvest, s.rs.Market[i].ID))
				}
			}
		}
		buf = append(buf, engine.M(MoveWait))
	}
	return buf
}

// isLegal reports whether m is among the decider's legal moves without
// building the list (the hot path of Step); it must agree with Legal.
func (s *State) isLegal(a int, m *engine.Move) bool {
	switch s.phase {
	case phaseJourney:
		return plain(m, MoveRoll)
	case phaseReroll:
		return plain(m, MoveReroll) || plain(m, MoveKeep)
	case phaseProving:
		return m.Name == MoveChoose && m.HasOption && m.Item == "" && (m.Option == 0 || m.Option == 1) && s.affordable(a, m.Option)
	case phasePayment:
		return plain(m, MoveConvert) || plain(m, MoveDecline)
	case phaseDuty:
		n := &s.nobles[a]
		switch {
		case plain(m, MoveSave):
			return n.Crowns >= s.SaveCost(a)
		case plain(m, MoveGive):
			return n.Crowns >= s.GiveCost(a)
		case plain(m, MoveWait):
			return true
		}
		if m.Name != MoveInvest || m.HasOption || m.Option != 0 || !s.MarketOpen(a) {
			return false
		}
		i, ok := s.rs.itemID[m.Item]
		return ok && s.CanInvest(a, i)
	}
	return false
}

// plain reports whether *m is engine.M(name), field by field (cheaper than
// comparing or copying whole Move values).
func plain(m *engine.Move, name string) bool {
	return m.Name == name && !m.HasOption && m.Option == 0 && m.Item == ""
}

// CanInvest reports whether item i is available to seat and affordable,
// leaving aside whether their Market is open this turn.
func (s *State) CanInvest(seat, i int) bool {
	it := &s.rs.Market[i]
	if it.Withheld {
		return false
	}
	if owned := s.nobles[seat].Items[i]; (s.rs.Rulings.ItemOnce && owned > 0) || owned == 255 {
		return false
	}
	return s.nobles[seat].Crowns >= s.ItemPrice(seat, i)
}

// Pending lists the open decision (Nobles has at most one at a time).
func (s *State) Pending() []engine.Decision {
	if s.phase == phaseOver {
		return nil
	}
	d := s.Decider()
	return []engine.Decision{{Seat: d, Kind: s.decisionKind(), Moves: s.Legal(d, nil)}}
}
