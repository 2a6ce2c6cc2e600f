package everdell

import (
	"evergreen/engine"
)

// runLocation carries out location i's effect for seat.
func (s *State) runLocation(seat, i int, evs *[]engine.Event) {
	e := s.rs.Locations[i].Effect
	if e.Op != "power" {
		s.runEffect(seat, e, evs)
		return
	}
	switch e.Power {
	case "copy-basic":
		s.push(Task{Kind: "choose", Then: "copy-basic", Min: 1, Max: 1})
		s.draw(seat, e.Cards, evs)
	case "meadow-discount":
		s.push(Task{Kind: "choose", Then: "md-take", Min: 2, Max: 2, Any: e.Any})
	}
}

// runEvent carries out what achieving event i does.
func (s *State) runEvent(seat, i int, evs *[]engine.Event) {
	e := s.rs.Events[i].Effect
	if e == nil {
		return
	}
	p := &s.players[seat]
	switch e.Op {
	case "store_for_points":
		if e.Resource != "" {
			r := resByName(e.Resource)
			if p.Res[r] > 0 {
				s.push(Task{Kind: "spend", Res: r, Max: e.Max, Each: e.Each, Then: "store-points", Pos: len(p.Events) - 1})
			}
			return
		}
		s.push(Task{Kind: "give-res", Max: e.Any, Then: "store-values", Pos: len(p.Events) - 1, Card: i})
	case "give_for_points":
		if s.canGive(seat) {
			s.push(Task{Kind: "give-res", Max: e.Max, Limit: e.Max, Each: e.Each, Then: "donate", Pos: len(p.Events) - 1})
		}
	case "power":
		switch e.Power {
		case "production":
			s.production(seat, evs)
		case "recall-worker":
			s.push(Task{Kind: "choose", Then: "recall", Min: 1, Max: 1})
		case "ancient-scrolls":
			cards := s.reveal(5, false, evs)
			s.push(Task{Kind: "choose", Then: "scrolls", Cards: cards, Public: true, Max: len(cards), Each: e.Each, Pos: len(p.Events) - 1})
		case "acorn-thieves":
			s.push(Task{Kind: "choose", Then: "thieves", Max: e.Max, Each: e.Each, Pos: len(p.Events) - 1})
		case "graduation":
			s.push(Task{Kind: "choose", Then: "graduation", Max: e.Max, Each: e.Each, Pos: len(p.Events) - 1})
		case "croak-wart-cure":
			p.Res[Berry] -= 2
			*evs = append(*evs, engine.Event{Type: EvPay, Seat: engine.Seat(seat), Ref: "berry", Amount: 2})
			s.push(Task{Kind: "choose", Then: "croak", Min: 2, Max: 2})
		case "chapel-ceiling":
			if ch := p.find(s.rs.CardIndex("chapel")); ch >= 0 {
				n := p.City[ch].Tokens
				if n > 0 {
					s.push(Task{Kind: "gain", N: n})
				}
				s.draw(seat, 1, evs)
			}
		}
	}
}

// visit puts seat's worker on the destination card id in owner's city:
// the first copy with room.
func (s *State) visit(seat, owner int, id string, evs *[]engine.Event) {
	o := &s.players[owner]
	pos := -1
	for i, cc := range o.City {
		if s.rs.Cards[cc.Card].ID == id && s.canVisit(seat, owner, i) {
			pos = i
			break
		}
	}
	c := o.City[pos].Card
	e := s.rs.Cards[c].Effect
	o.City[pos].Workers++
	p := &s.players[seat]
	p.Placed = append(p.Placed, Placement{Kind: placeCard, Index: pos, Owner: owner, Permanent: e.Permanent})
	*evs = append(*evs, engine.Event{Type: EvPlace, Seat: engine.Seat(seat), Ref: id, Detail: "card"})
	if owner != seat {
		s.gainPoints(owner, s.rs.OpenDestinationPoints, evs)
		*evs = append(*evs, engine.Event{Type: EvVisit, Seat: engine.Seat(owner), Ref: id, Amount: seat})
	}
	switch e.Power {
	case "chapel":
		o.City[pos].Tokens++
		s.draw(seat, 2*o.City[pos].Tokens, evs)
	case "lookout":
		s.push(Task{Kind: "choose", Then: "copy-location", Min: 1, Max: 1})
	case "monastery":
		s.push(Task{Kind: "give-res", Min: e.Any, Max: e.Any, Each: e.Points, Then: "monastery"})
	case "university":
		s.push(Task{Kind: "choose", Then: "university", Min: 1, Max: 1, Pos: pos})
	case "storehouse":
		s.gainRes(seat, o.City[pos].Store, evs)
		o.City[pos].Store = Bag{}
	case "queen":
		s.push(Task{Kind: "choose", Then: "queen", Min: 1, Max: 1, Limit: 3})
	case "inn":
		s.push(Task{Kind: "choose", Then: "inn", Min: 1, Max: 1, Any: 3})
	case "post-office":
		s.push(Task{Kind: "target", Then: "post-office"})
	case "cemetery":
		s.push(Task{Kind: "choose", Then: "cemetery-source", Min: 1, Max: 1})
	}
}
