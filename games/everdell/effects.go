package everdell

import (
	"evergreen/engine"
)

// runEffect carries out effect e for seat: at once where nothing is to
// be chosen, or by pushing the task that asks.
func (s *State) runEffect(seat int, e Effect, evs *[]engine.Event) {
	p := &s.players[seat]
	switch e.Op {
	case "gain":
		g := e.Gain.Bag()
		if e.IfCard != "" && p.has(s.rs.CardIndex(e.IfCard)) {
			g = g.Add(e.Bonus.Bag())
		}
		s.gainRes(seat, g, evs)
		s.gainPoints(seat, e.Points, evs)
		s.draw(seat, e.Cards, evs)
		if e.Any > 0 {
			s.push(Task{Kind: "gain", N: e.Any})
		}
	case "gain_per_card":
		n := p.count(s.rs.CardIndex(e.Per))
		g := e.Gain.Bag()
		for r := range g {
			g[r] *= n
		}
		s.gainRes(seat, g, evs)
	// Production runs the city from its end so that the decisions come
	// in the city's order; what the player holds is read when the
	// decision comes (a spend task with nothing to spend is dropped), so
	// that resources produced by the cards before it count.
	case "pay_for_points":
		s.push(Task{Kind: "spend", Res: resByName(e.Resource), Max: e.Max, Each: e.Each, Then: "points"})
	case "give_for_points":
		if s.canGive(seat) {
			s.push(Task{Kind: "spend", Res: resByName(e.Resource), Max: e.Max, Each: e.Each, Then: "give"})
		}
	case "discard_for_points":
		s.push(Task{Kind: "discard", Max: e.Max, Each: e.Each, Then: "points"})
	case "discard_for_any":
		s.push(Task{Kind: "discard", Max: e.Max, Each: e.Ratio, Then: "any"})
	case "discard_for_draw":
		s.push(Task{Kind: "discard", Each: e.Each, Then: "draw"})
	case "journey":
		p.Journey += e.Points
		*evs = append(*evs, engine.Event{Type: EvJourney, Seat: engine.Seat(seat), Amount: e.Points})
		s.push(Task{Kind: "discard", Min: e.Discard, Max: e.Discard, Then: ""})
	case "power":
		s.runPower(seat, e, evs)
	}
}

// runPower carries out the named powers of cards played or produced.
func (s *State) runPower(seat int, e Effect, evs *[]engine.Event) {
	p := &s.players[seat]
	switch e.Power {
	case "husband":
		if s.paired(seat) && p.has(s.rs.CardIndex("farm")) {
			s.push(Task{Kind: "gain", N: 1})
		}
	case "storehouse":
		s.push(Task{Kind: "choose", Then: "store", Min: 1, Max: 1, Pos: s.cur})
	case "copy-own-production":
		s.push(Task{Kind: "copy", Then: "own"})
	case "copy-opponent-production":
		s.push(Task{Kind: "copy", Then: "opponent"})
	case "teacher":
		var got []int
		for range 2 {
			if c, ok := s.drawDeck(); ok {
				got = append(got, c)
			}
		}
		if len(got) > 0 {
			s.push(Task{Kind: "choose", Then: "keep", Cards: got, Min: 1, Max: 1})
		}
	case "shepherd":
		s.gainRes(seat, Bag{Berry: 3}, evs)
		if ch := p.find(s.rs.CardIndex("chapel")); ch >= 0 {
			s.gainPoints(seat, p.City[ch].Tokens, evs)
		}
	case "undertaker":
		s.push(Task{Kind: "choose", Then: "meadow-take", Min: 1, Max: 1})
		if len(s.openMeadow()) >= 3 {
			s.push(Task{Kind: "choose", Then: "bury", Min: 3, Max: 3})
		}
	case "postal-pigeon":
		cards := s.reveal(2, false, evs)
		if len(cards) > 0 {
			s.push(Task{Kind: "choose", Then: "free-play", Cards: cards, Public: true, Limit: 3, Max: 1})
		}
	case "production":
		s.production(seat, evs)
	case "ranger":
		// Move a deployed worker: take it back, then place it anew.
		if s.hasRecallable(seat) {
			s.push(Task{Kind: "place"})
			s.push(Task{Kind: "choose", Then: "recall", Min: 1, Max: 1})
		}
	case "peddler":
		s.push(Task{Kind: "give-res", Max: 2, Then: "peddler"})
	}
}

// hasRecallable reports whether seat has a worker out that may move.
func (s *State) hasRecallable(seat int) bool {
	for _, pl := range s.players[seat].Placed {
		if !pl.Permanent {
			return true
		}
	}
	return false
}

// reveal turns up to n cards of the deck (or of the discard pile) face
// up for everyone.
func (s *State) reveal(n int, fromDiscard bool, evs *[]engine.Event) []int {
	var out []int
	for range n {
		var c int
		if fromDiscard {
			if len(s.discard) == 0 {
				break
			}
			c = s.discard[len(s.discard)-1]
			s.discard = s.discard[:len(s.discard)-1]
		} else {
			var ok bool
			if c, ok = s.drawDeck(); !ok {
				break
			}
		}
		out = append(out, c)
		s.revealed = append(s.revealed, c)
		*evs = append(*evs, engine.Event{Type: EvReveal, Seat: engine.NoSeat, Ref: s.rs.Cards[c].ID})
	}
	return out
}

// production runs every production card of seat's city, in city order.
// Tasks are pushed in reverse so that they are asked in city order.
func (s *State) production(seat int, evs *[]engine.Event) {
	p := &s.players[seat]
	for pos := len(p.City) - 1; pos >= 0; pos-- {
		c := &s.rs.Cards[p.City[pos].Card]
		if c.Type == TypeProduction {
			s.cur = pos
			s.runEffect(seat, c.Effect, evs)
		}
	}
}

// paired reports whether the Husband whose power runs (at s.cur in
// seat's city) has a Wife of his own: each Wife pairs with one Husband,
// in the city's order, so with two Husbands and one Wife the first
// produces and the second does not. A Husband copied from another city
// (Miner Mole) works as one more Husband of the copier's: paired if a
// Wife is left over.
func (s *State) paired(seat int) bool {
	p := &s.players[seat]
	husband := s.rs.CardIndex("husband")
	wives, husbands := p.count(s.rs.CardIndex("wife")), p.count(husband)
	if s.cur < 0 || s.cur >= len(p.City) || p.City[s.cur].Card != husband {
		return wives > husbands
	}
	rank := 0
	for _, cc := range p.City[:s.cur+1] {
		if cc.Card == husband {
			rank++
		}
	}
	return rank <= wives
}

// payAndEnter pays cost for card c and brings it into play.
func (s *State) payAndEnter(seat, c int, from string, cost Bag, evs *[]engine.Event) {
	p := &s.players[seat]
	for r, n := range cost {
		if n > 0 {
			p.Res[r] -= n
			*evs = append(*evs, engine.Event{Type: EvPay, Seat: engine.Seat(seat), Ref: resNames[r], Amount: n})
		}
	}
	s.enter(seat, c, from, evs)
	// The Shepherd's berries go to an opponent.
	if s.rs.Cards[c].Effect.Power == "shepherd" && cost[Berry] > 0 && s.canGive(seat) {
		s.push(Task{Kind: "target", Then: "give-res", Cost: Bag{Berry: cost[Berry]}})
	}
}

// enter brings card c into seat's city (the Fool into an opponent's, the
// Ruins in place of a construction) and runs what playing it does; the
// Historians' cards are drawn last.
func (s *State) enter(seat, c int, from string, evs *[]engine.Event) {
	for range s.enterCard(seat, c, from, evs) {
		s.draw(seat, 1, evs)
	}
}

// enterCard is enter but for the cards the city's Historians draw, which
// it counts for enter to draw once all else is done.
func (s *State) enterCard(seat, c int, from string, evs *[]engine.Event) (draws int) {
	if s.rugwort() {
		s.rival.Owed++ // he answers once the action is over
	}
	p := &s.players[seat]
	card := &s.rs.Cards[c]
	// Triggers of the city's governance cards come after the card's own
	// effect: pushed first, they are asked last.
	for _, cc := range p.City {
		tc := &s.rs.Cards[cc.Card]
		switch {
		case tc.Effect.Power == "draw-after-play":
			draws++
		case tc.Effect.Op == "trigger" && tc.Effect.On == card.Kind:
			if g := tc.Effect.Gain.Bag(); g.Total() > 0 {
				s.gainRes(seat, g, evs)
			}
			if len(tc.Effect.AnyOf) > 0 {
				var any []int
				for _, r := range tc.Effect.AnyOf {
					any = append(any, resByName(r))
				}
				s.push(Task{Kind: "gain", N: 1, AnyOf: any})
			}
		}
	}
	switch card.Effect.Power {
	case "fool":
		if s.rugwort() {
			// Against Rugwort the Fool is discarded and takes one card
			// of the player's choice out of his city.
			s.discard = append(s.discard, c)
			if len(s.rival.Cards) > 0 {
				s.push(Task{Kind: "choose", Then: "fool-rugwort", Min: 1, Max: 1, Public: true})
			}
			return draws
		}
		s.push(Task{Kind: "target", Then: "fool", Card: c})
		return draws
	case "ruins":
		s.push(Task{Kind: "choose", Then: "ruin", Min: 1, Max: 1, Card: c})
		return draws
	}
	p.City = append(p.City, CityCard{Card: c, Tokens: card.Effect.Tokens})
	if card.Type == TypeProduction || card.Type == TypeTraveller {
		s.cur = len(p.City) - 1
		s.runEffect(seat, card.Effect, evs)
	}
	return draws
}

// removeFromCity takes the card at pos out of seat's city: to the
// discard pile unless keep, with the cards beneath it. Workers on it go
// back to their owners, and placements after it move down one.
func (s *State) removeFromCity(seat, pos int, keep bool, evs *[]engine.Event) int {
	p := &s.players[seat]
	cc := p.City[pos]
	p.City = append(p.City[:pos], p.City[pos+1:]...)
	if !keep {
		s.discard = append(s.discard, cc.Card)
	}
	s.discard = append(s.discard, cc.Under...)
	for o := range s.players {
		q := &s.players[o]
		kept := q.Placed[:0]
		for _, pl := range q.Placed {
			if pl.Kind == placeCard && pl.Owner == seat {
				if pl.Index == pos {
					continue
				}
				if pl.Index > pos {
					pl.Index--
				}
			}
			kept = append(kept, pl)
		}
		q.Placed = kept
	}
	*evs = append(*evs, engine.Event{Type: EvRemove, Seat: engine.Seat(seat), Ref: s.rs.Cards[cc.Card].ID})
	return cc.Card
}
