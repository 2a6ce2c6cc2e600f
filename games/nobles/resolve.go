package nobles

// The resolution of a card's effects: an Ordeal or Decree round the
// table (resolve, resolvePlain), the payments it demands, and the
// effects other than payments (apply), which a Proving option's effects
// share.

import "math"

// resolve carries an Ordeal or Decree round the table: the active noble
// first, then clockwise, each noble through every effect before the next.
// It reports false when it stops because a payment needs the payer's
// decision, true when the card is resolved (the caller then ends the
// Path: afterPath).
func (f flow) resolve() bool {
	s := f.s
	c := &s.rs.cards[s.cardDeck][s.card]
	if c.plain {
		return f.resolvePlain(&c.effects[0][0])
	}
	n := len(s.nobles)
	effs := c.effects[0]
	// The position in the resolution, and what is fixed while it runs,
	// live in locals (the compiler keeps them in registers: it cannot
	// know that paying a noble leaves the state's other fields alone) and
	// the position goes to the state only when a payment decision
	// interrupts it.
	k, ei := s.resK, s.resE
	active, ordeal, decree := s.activeSeat, s.cardDeck == deckOrdeal, s.cardDeck == deckDecree
	for ; k < n; k, ei = k+1, 0 {
		seat := active + k
		if seat >= n {
			seat -= n
		}
		nb := &s.nobles[seat]
		for ; ei < len(effs); ei++ {
			e := &effs[ei]
			// Whom the effect reaches, written out here: most effects
			// of a card with several name whom they reach, and a call
			// would cost more than the test.
			switch e.who {
			case whoActive:
				if seat != active {
					continue
				}
			case whoOthers:
				if seat == active {
					continue
				}
			}
			// meets, written out for the same reason.
			if c := e.cond; c != nil {
				items := 0
				if c.countsItems {
					items = s.itemCount(seat)
				}
				if !c.admits(nb.Crowns, nb.Tokens, items, e.item >= 0 && nb.Items[e.item] > 0) {
					continue
				}
			}
			switch e.op {
			case opPay:
				amount := e.amount
				if ordeal {
					amount = s.cardAdjusted(seat, mOrdealPayment, amount, seat == active)
				}
				// The common case, a payment the noble can make, is paid
				// here; demand handles the rest.
				if amount > 0 && nb.Crowns >= amount {
					nb.Crowns -= amount
					f.emitCard(EvPay, seat, amount)
				} else if !f.demand(seat, amount) {
					s.resK, s.resE = k, ei
					return false
				}
			case opGain:
				amount := e.amount
				if decree {
					amount = s.cardAdjusted(seat, mDecreeGain, amount, seat == active)
				}
				nb.Crowns += amount
				f.emitCard(EvGain, seat, amount)
			case opModifier:
				// Taken before apply's switch: after the payments, the
				// commonest effect of a card.
				f.place(seat, e)
			default:
				f.apply(seat, e)
			}
		}
	}
	s.resK, s.resE, s.payAmount = 0, 0, 0
	return true
}

// resolvePlain is resolve for a card of one payment or gain e for every
// noble with no condition (every card of the peer's content, most of the
// default rules'): the same steps in the same order, without the effect
// dispatch. A resolution resumed after a payment decision (resE is then
// 1, past the payer's one effect) goes on with the next noble.
func (f flow) resolvePlain(e *compiledEffect) bool {
	s := f.s
	n := len(s.nobles)
	active := s.activeSeat
	k := s.resK + s.resE
	if e.op == opGain {
		decree := s.cardDeck == deckDecree
		for ; k < n; k++ {
			seat := active + k
			if seat >= n {
				seat -= n
			}
			amount := e.amount
			if decree {
				amount = s.cardAdjusted(seat, mDecreeGain, amount, seat == active)
			}
			s.nobles[seat].Crowns += amount
			f.emitCard(EvGain, seat, amount)
		}
	} else {
		ordeal := s.cardDeck == deckOrdeal
		for ; k < n; k++ {
			seat := active + k
			if seat >= n {
				seat -= n
			}
			amount := e.amount
			if ordeal {
				amount = s.cardAdjusted(seat, mOrdealPayment, amount, seat == active)
			}
			if nb := &s.nobles[seat]; amount > 0 && nb.Crowns >= amount {
				nb.Crowns -= amount
				f.emitCard(EvPay, seat, amount)
			} else if !f.demand(seat, amount) {
				s.resK, s.resE = k, 0
				return false
			}
		}
	}
	s.resK, s.resE, s.payAmount = 0, 0, 0
	return true
}

// meets reports whether seat meets effect e's condition, which is not
// nil.
func (s *State) meets(e *compiledEffect, seat int) bool {
	c := e.cond
	n := &s.nobles[seat]
	items := 0
	if c.countsItems {
		items = s.itemCount(seat)
	}
	return c.admits(n.Crowns, n.Tokens, items, e.item >= 0 && n.Items[e.item] > 0)
}

// bounds is a Condition compiled for resolve, which tests it for many
// nobles on most cards: inclusive ranges of Crowns, Vault Tokens and
// items owned (the whole int range where the condition sets no bound)
// instead of optional pointers, and whether it names an item the noble
// must own. It admits exactly the nobles Condition.Holds admits
// (TestBoundsHoldAsCondition).
type bounds struct {
	lo, hi      [3]int // Crowns, Vault Tokens, items owned
	countsItems bool
	hasItem     bool
}

// admits is Condition.Holds for the compiled form.
func (b *bounds) admits(crowns, tokens, items int, has bool) bool {
	return crowns >= b.lo[0] && crowns <= b.hi[0] && tokens >= b.lo[1] && tokens <= b.hi[1] &&
		(!b.hasItem || has) && (!b.countsItems || (items >= b.lo[2] && items <= b.hi[2]))
}

func compileCondition(c *Condition) *bounds {
	if c == nil {
		return nil
	}
	b := &bounds{
		lo:          [3]int{math.MinInt, math.MinInt, math.MinInt},
		hi:          [3]int{math.MaxInt, math.MaxInt, math.MaxInt},
		countsItems: c.CountsItems(),
		hasItem:     c.HasItem != "",
	}
	for i, p := range [3][2]*int{{c.MinCrowns, c.MaxCrowns}, {c.MinTokens, c.MaxTokens}, {c.MinItems, c.MaxItems}} {
		if p[0] != nil {
			b.lo[i] = *p[0]
		}
		if p[1] != nil {
			b.hi[i] = *p[1]
		}
	}
	return b
}

// demand makes seat pay a required payment. It returns false when the
// payer must decide whether to convert a Vault Token.
func (f flow) demand(seat, amount int) bool {
	s := f.s
	n := &s.nobles[seat]
	tv := s.rs.Duties.TokenValue
	switch {
	case amount == 0:
	case n.Crowns >= amount:
		n.Crowns -= amount
		f.emitCard(EvPay, seat, amount)
	case n.Tokens > 0 && n.Crowns+tv >= amount:
		if s.rs.offer {
			s.phase, s.payAmount = phasePayment, amount
			return false
		}
		n.Tokens--
		n.Crowns += tv - amount
		if s.counts != nil {
			s.counts.Converted[seat]++
		}
		f.emit(EvConvert, seat, tv, "", "")
		f.emitCard(EvPay, seat, amount)
	default:
		f.fail(seat, amount)
	}
	return true
}

// fail records a payment that could not be made: nothing is paid, and the
// noble will surrender their next turn.
func (f flow) fail(seat, amount int) {
	s := f.s
	n := &s.nobles[seat]
	f.emitCard(EvFail, seat, amount)
	if s.counts != nil {
		s.counts.Fails[seat]++
	}
	if n.Surrender == 0 || s.rs.Rulings.SurrenderStacks {
		n.Surrender++
		f.emit(EvSurrender, seat, n.Surrender, "", "")
	}
}

// apply puts one non-payment effect on seat.
func (f flow) apply(seat int, e *compiledEffect) {
	s := f.s
	switch e.op {
	case opGain:
		amount := e.amount
		if s.cardDeck == deckDecree {
			amount = s.cardAdjusted(seat, mDecreeGain, amount, seat == s.activeSeat)
		}
		s.nobles[seat].Crowns += amount
		f.emitCard(EvGain, seat, amount)
	case opEndTurn:
		if seat == s.activeSeat {
			s.endTurn = true
		}
	case opModifier:
		f.place(seat, e)
	}
}

// place puts a modifier effect's record, compiled at load, on the list
// its duration names, for seat.
func (f flow) place(seat int, e *compiledEffect) {
	s := f.s
	m := e.placed
	m.Seat, m.Seq = uint8(seat), s.placed
	s.placed++
	switch e.listed {
	case listTurns:
		s.turnMods[seat] = append(s.turnMods[seat], m)
	case listSeasons:
		s.seasonMods = append(s.seasonMods, m)
	default:
		s.yearMods = append(s.yearMods, m)
	}
	s.addCardMod(&m, 1)
	if f.evs != nil {
		f.emit(EvModifier, seat, e.amount, s.cardID(), e.mod.String())
	}
}
