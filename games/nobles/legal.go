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
	var codes [MaxItems + 4]Code
	for _, c := range s.LegalCodes(codes[:0]) {
		buf = append(buf, s.Move(c))
	}
	return buf
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
