package nobles

import (
	"slices"

	"evergreen/engine"
)

// viewScratch is the memory behind a View's pointers, kept in the View so
// that building it again (ViewInto) allocates nothing. Every field is
// rewritten by each build, so a reused View equals a fresh one field for
// field, unexported ones included.
type viewScratch struct {
	card        CardRef
	payment     PaymentView
	optionCosts [2]int
	// gems holds the Gems the viewer may see, by seat; 0 for the others.
	gems []int
}

// ViewInto returns seat's View built over old when old is a *View (one an
// earlier View, ViewFor or ViewInto returned, of this game or another),
// else a fresh one: the simulator asks one view per decision, and
// rebuilding it in place spares most of its cost (bots.ViewReuser). Every
// field of old is overwritten, so nothing of an earlier position or
// another seat's view survives; the View returned is old, and anything
// still holding old sees the new view.
func (s *State) ViewInto(seat engine.Seat, old any) any {
	v, _ := old.(*View)
	if v == nil {
		v = new(View)
	}
	s.viewInto(seat, v)
	return v
}

// viewInto writes seat's view over v, reusing v's slices and maps. A field
// not set here would go stale in a reused View; TestViewIntoIsFresh
// catches one.
func (s *State) viewInto(seat engine.Seat, v *View) {
	n := len(s.nobles)
	sc := &v.scratch
	v.Game, v.Rules, v.Viewer, v.Seats = "nobles", s.rs.Code, int(seat), n
	v.Season, v.SeasonTurns, v.Active = SeasonName(s.season), s.seasonTurns, s.activeSeat
	v.TurnsPerYear = s.rs.TurnsPerSeason * Seasons
	v.FirstSeat, v.Phase, v.Die, v.Rerolled = s.first, s.decisionKind(), s.die, s.rerolled
	v.Ended = s.phase == phaseOver

	v.Pending = v.Pending[:0]
	if s.phase != phaseOver {
		// As Pending gives, with the moves' list reused.
		var moves []engine.Move
		if cap(v.Pending) > 0 {
			moves = v.Pending[:1][0].Moves[:0]
		}
		d := s.Decider()
		v.Pending = append(v.Pending, engine.Decision{Seat: d, Kind: s.decisionKind(), Moves: s.Legal(d, moves)})
	} else {
		v.Pending = nil
	}

	sc.card, v.Card = CardRef{}, nil
	if s.phase == phaseProving || s.phase == phasePayment {
		sc.card = CardRef{Deck: deckNames[s.cardDeck], ID: s.cardID()}
		v.Card = &sc.card
	}
	sc.optionCosts, v.OptionCosts = [2]int{}, nil
	if s.phase == phaseProving {
		sc.optionCosts = [2]int{s.OptionCost(s.activeSeat, s.card, 0), s.OptionCost(s.activeSeat, s.card, 1)}
		v.OptionCosts = sc.optionCosts[:]
	}
	sc.payment, v.Payment = PaymentView{}, nil
	if s.phase == phasePayment {
		sc.payment = PaymentView{Seat: s.payer(), Amount: s.payAmount, Effect: s.resE}
		v.Payment = &sc.payment
	}
	v.Outcome = nil
	if s.phase == phaseOver {
		o := s.Outcome()
		v.Outcome = &o
	}

	// The Gems are filled before any House points into them, and gems is
	// not grown after.
	sc.gems = slices.Grow(sc.gems[:0], n)[:n]
	if len(v.Houses) > n {
		v.Houses = v.Houses[:n]
	}
	for len(v.Houses) < n {
		v.Houses = append(v.Houses, HouseView{})
	}
	for i := range s.nobles {
		n := &s.nobles[i]
		h := &v.Houses[i]
		items, prices := h.Items[:0], h.ItemPrices
		if items == nil {
			items = []string{}
		}
		if prices == nil {
			prices = map[string]int{}
		}
		*h = HouseView{
			Seat: i, Name: n.Name, House: s.rs.Houses[n.House].ID,
			Crowns: n.Crowns, Tokens: n.Tokens,
			Position: n.Position, Turns: n.Turns, Surrender: n.Surrender > 0, Surrenders: n.Surrender,
			MarketOpen: s.MarketOpen(i), GiveCost: s.GiveCost(i), SaveCost: s.SaveCost(i),
			ItemPrices: prices, CanReroll: s.HasReroll(i),
		}
		// Every price is written over the old map's, which is cheaper than
		// clearing it; a key left over from another rule set shows as a
		// map longer than the prices written, and is then cleared.
		shown := 0
		for it, item := range s.rs.Market {
			if !item.Withheld {
				prices[item.ID] = s.ItemPrice(i, it)
				shown++
			}
		}
		if len(prices) != shown {
			clear(prices)
			for it, item := range s.rs.Market {
				if !item.Withheld {
					prices[item.ID] = s.ItemPrice(i, it)
				}
			}
		}
		if n.Virtue >= 0 {
			h.Virtue = s.rs.Virtues[n.Virtue].ID
		}
		sc.gems[i] = 0
		if int(seat) == i || s.phase == phaseOver {
			sc.gems[i] = n.Gems
			h.Gems = &sc.gems[i]
		}
		for it, c := range n.Items[:len(s.rs.Market)] {
			for range c {
				items = append(items, s.rs.Market[it].ID)
			}
		}
		h.Items = items
	}

	v.Effects = v.Effects[:0]
	if v.Effects == nil {
		v.Effects = []EffectView{}
	}
	for e := range s.inForce() {
		v.Effects = append(v.Effects, EffectView{
			Seat: int(e.Seat), Kind: e.Kind.String(), Amount: int(e.Amount),
			Turns: int(e.Turns), Seasons: int(e.Seasons), Year: e.Year,
			Card: s.cardIDOf(int(e.Deck), int(e.Card)),
		})
	}

	if len(v.Decks) != numDecks {
		v.Decks = slices.Grow(v.Decks[:0], numDecks)[:numDecks]
	}
	for d := range numDecks {
		dv := &v.Decks[d]
		discards := dv.Discards[:0]
		if discards == nil {
			discards = []string{}
		}
		for _, c := range s.decks[d].Discard {
			discards = append(discards, s.cardIDOf(d, int(c)))
		}
		*dv = DeckView{Deck: deckNames[d], Draw: len(s.decks[d].Draw), Discards: discards}
	}
}
