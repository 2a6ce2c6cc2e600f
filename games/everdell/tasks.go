package everdell

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
)

// doTask plays move m on task t, which has been taken off the stack; a
// task that asks again is pushed back.
func (s *State) doTask(t Task, m engine.Move, evs *[]engine.Event) {
	seat := s.turn
	p := &s.players[seat]
	switch t.Kind {
	case "pay":
		cost := s.rs.cost[t.Card]
		switch m.Name {
		case MOccupy:
			for i := range p.City {
				cc := &p.City[i]
				pc := &s.rs.Cards[cc.Card]
				if !cc.Occupied && pc.ID == m.Item {
					cc.Occupied = true
					break
				}
			}
			*evs = append(*evs, engine.Event{Type: EvOccupy, Seat: engine.Seat(seat), Ref: m.Item})
			s.enter(seat, t.Card, t.From, evs)
			return
		case MDiscount:
			pos := p.find(s.rs.CardIndex(m.Item))
			e := s.rs.Cards[p.City[pos].Card].Effect
			s.removeFromCity(seat, pos, false, evs)
			for r, v := range e.Discount.Bag() {
				cost[r] = max(0, cost[r]-v)
			}
			t.Any += e.Any
		case MJudge:
			from, to, _ := strings.Cut(m.Item, "-")
			cost[resByName(from)]--
			cost[resByName(to)]++
		case MImprison:
			pos := p.find(s.rs.CardIndex(m.Item))
			prisoner := s.removeFromCity(seat, pos, true, evs)
			d := p.find(s.rs.CardIndex("dungeon"))
			p.City[d].Under = append(p.City[d].Under, prisoner)
			t.Any += 3
		}
		s.payWith(seat, t, cost, evs)
	case "waive":
		r := resByName(m.Item)
		t.Cost[r]--
		t.Any--
		s.payWith(seat, t, t.Cost, evs)
	case "gain":
		s.gainRes(seat, bagOf(resByName(m.Item), 1), evs)
		if t.N--; t.N > 0 {
			s.push(t)
		}
	case "give-res":
		if m.Name == MGain {
			r := resByName(m.Item)
			p.Res[r]--
			t.Cost[r]++
			if t.N++; t.Max == 0 || t.N < t.Max {
				s.push(t)
				return
			}
		}
		s.finishGive(seat, t, evs)
	case "discard":
		if m.Name == MDiscard {
			c := s.rs.CardIndex(m.Item)
			p.Hand = removeOne(p.Hand, c)
			s.discard = append(s.discard, c)
			*evs = append(*evs, s.hidden(EvDiscard, seat, c))
			if t.N++; t.Max == 0 || t.N < t.Max {
				s.push(t)
				return
			}
		}
		s.finishDiscard(seat, t, evs)
	case "spend":
		k := m.Option
		p.Res[t.Res] -= k
		if k > 0 {
			*evs = append(*evs, engine.Event{Type: EvPay, Seat: engine.Seat(seat), Ref: resNames[t.Res], Amount: k})
		}
		switch t.Then {
		case "points":
			s.gainPoints(seat, k*t.Each, evs)
		case "give":
			s.gainPoints(seat, k*t.Each, evs)
			if k > 0 {
				s.push(Task{Kind: "target", Then: "give-res", Cost: bagOf(t.Res, k)})
			}
		case "store-points":
			p.Events[t.Pos].Points += k * t.Each
		}
	case "target":
		o := m.Option
		switch t.Then {
		case "fool":
			s.players[o].City = append(s.players[o].City, CityCard{Card: t.Card})
			*evs = append(*evs, engine.Event{Type: EvGive, Seat: engine.Seat(seat), Ref: "fool", Detail: strconv.Itoa(o)})
		case "give-res":
			for r, n := range t.Cost {
				if n > 0 {
					s.players[o].Res[r] += n
					*evs = append(*evs, engine.Event{Type: EvGive, Seat: engine.Seat(seat), Ref: resNames[r], Amount: n, Detail: strconv.Itoa(o)})
				}
			}
		case "give-cards":
			for _, c := range t.Cards {
				s.giveCard(seat, o, c, evs)
			}
		case "post-office":
			s.push(Task{Kind: "choose", Then: "give-card", Min: 2, Max: 2, Target: o})
		}
	case "place":
		s.doTurn(m, evs)
	case "copy":
		o := m.Option
		q := &s.players[o]
		pos := q.find(s.rs.CardIndex(m.Item))
		s.cur = pos
		s.runEffect(seat, s.rs.Cards[q.City[pos].Card].Effect, evs)
	case "choose":
		if m.Name == MDone {
			s.finishChoose(seat, t, evs)
			return
		}
		s.choose(seat, &t, m.Item, evs)
	}
}

func bagOf(r, n int) Bag {
	var b Bag
	b[r] = n
	return b
}

// payWith pays cost for the task's card, less its discount of any
// resources: at once when the discount leaves no choice, else by asking
// which resources to leave out.
func (s *State) payWith(seat int, t Task, cost Bag, evs *[]engine.Event) {
	if t.Any <= 0 || cost.Total() == 0 {
		s.payAndEnter(seat, t.Card, t.From, cost, evs)
		return
	}
	if t.Any >= cost.Total() {
		s.payAndEnter(seat, t.Card, t.From, Bag{}, evs)
		return
	}
	s.push(Task{Kind: "waive", Card: t.Card, From: t.From, Cost: cost, Any: t.Any})
}

func (s *State) finishGive(seat int, t Task, evs *[]engine.Event) {
	p := &s.players[seat]
	switch t.Then {
	case "monastery":
		s.gainPoints(seat, t.Each, evs)
		s.push(Task{Kind: "target", Then: "give-res", Cost: t.Cost})
	case "donate":
		// Donations may go to several opponents: after each, the rest
		// of the allowance (Limit) may be given to another.
		p.Events[t.Pos].Points += t.N * t.Each
		if t.N > 0 {
			if left := t.Limit - t.N; left > 0 && p.Res.Total() > 0 {
				s.push(Task{Kind: "give-res", Max: left, Limit: left, Each: t.Each, Then: "donate", Pos: t.Pos})
			}
			s.push(Task{Kind: "target", Then: "give-res", Cost: t.Cost})
		}
	case "peddler":
		if t.N > 0 {
			*evs = append(*evs, engine.Event{Type: EvPay, Seat: engine.Seat(seat), Ref: "any", Amount: t.N})
			s.push(Task{Kind: "gain", N: t.N})
		}
	case "store-values":
		e := s.rs.Events[t.Card].Effect
		for r, n := range t.Cost {
			p.Events[t.Pos].Points += n * e.Values[resNames[r]]
		}
	}
}

func (s *State) finishDiscard(seat int, t Task, evs *[]engine.Event) {
	p := &s.players[seat]
	switch t.Then {
	case "points":
		s.gainPoints(seat, t.N*t.Each, evs)
	case "any":
		if k := t.N / t.Each; k > 0 {
			s.push(Task{Kind: "gain", N: k})
		}
	case "draw":
		s.draw(seat, t.N*t.Each, evs)
	case "refill":
		s.draw(seat, s.rs.HandLimit-len(p.Hand), evs)
	}
}

// choices are the items a "choose" task offers, appended to buf.
func (s *State) choices(t *Task, buf []string) []string {
	seat := s.turn
	p := &s.players[seat]
	ids := func(cs []int, ok func(int) bool) []string {
		out := buf
		for _, c := range cs {
			id := s.rs.Cards[c].ID
			if (ok == nil || ok(c)) && !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
		return out
	}
	// city is the ids of the city's cards that ok accepts, each once.
	city := func(ok func(CityCard) bool) []string {
		out := buf
		for _, cc := range p.City {
			if id := s.rs.Cards[cc.Card].ID; ok(cc) && !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
		return out
	}
	if t.Max > 0 && t.N >= t.Max {
		return nil
	}
	switch t.Then {
	case "store":
		return resNames[:]
	case "keep", "scrolls":
		return ids(t.Cards, nil)
	case "meadow-take":
		if len(p.Hand) >= s.rs.HandLimit {
			return nil
		}
		return ids(s.openMeadow(), nil)
	case "bury":
		return ids(s.openMeadow(), nil)
	case "fool-rugwort":
		return ids(s.rival.Cards, nil)
	case "free-play":
		return ids(t.Cards, func(c int) bool {
			return s.fits(seat, c) && (t.Limit <= 0 || s.rs.Cards[c].Points <= t.Limit)
		})
	case "queen":
		var out []string
		for _, src := range []struct {
			name  string
			cards []int
		}{{"hand", p.Hand}, {"meadow", s.openMeadow()}} {
			for _, id := range ids(src.cards, func(c int) bool { return s.fits(seat, c) && s.rs.Cards[c].Points <= t.Limit }) {
				out = append(out, src.name+":"+id)
			}
		}
		return out
	case "inn":
		return ids(s.openMeadow(), func(c int) bool { return s.fits(seat, c) && deficit(p.Res, s.rs.cost[c]) <= t.Any })
	case "md-take":
		playable := func(c int) bool { return s.fits(seat, c) && deficit(p.Res, s.rs.cost[c]) <= t.Any }
		if t.N == 1 && !playable(t.Cards[0]) {
			return ids(s.openMeadow(), playable)
		}
		return ids(s.openMeadow(), nil)
	case "md-play":
		return ids(t.Cards, func(c int) bool { return s.fits(seat, c) && deficit(p.Res, s.rs.cost[c]) <= t.Any })
	case "copy-basic", "copy-location":
		out := buf
		for i, l := range s.rs.Locations {
			if (l.Kind == LocBasic || t.Then == "copy-location" && l.Kind == LocForest && s.shown(i)) && s.effectUsable(seat, l.Effect) {
				out = append(out, l.ID)
			}
		}
		return out
	case "university":
		return city(func(cc CityCard) bool { return s.rs.Cards[cc.Card].ID != "university" })
	case "ruin":
		return city(func(cc CityCard) bool { return s.rs.Cards[cc.Card].Kind == KindConstruction })
	case "croak":
		return city(func(CityCard) bool { return true })
	case "thieves":
		return city(func(cc CityCard) bool { return s.rs.Cards[cc.Card].Kind == KindCritter })
	case "graduation":
		return ids(p.Hand, func(c int) bool { return s.rs.Cards[c].Kind == KindCritter })
	case "give-card":
		return ids(p.Hand, nil)
	case "cemetery-source":
		out := buf
		if len(s.deck)+len(s.discard) > 0 {
			out = append(out, "deck")
		}
		if len(s.discard) > 0 {
			out = append(out, "discard")
		}
		return out
	case "clock":
		out := buf
		for _, pl := range p.Placed {
			if pl.Kind == placeLoc {
				l := &s.rs.Locations[pl.Index]
				if (l.Kind == LocBasic || l.Kind == LocForest) && s.effectUsable(seat, l.Effect) && !slices.Contains(out, l.ID) {
					out = append(out, l.ID)
				}
			}
		}
		return out
	case "recall":
		out := buf
		// Any worker out but those placed for good, one on an event
		// included: the event stays achieved (the published Ranger).
		for i, pl := range p.Placed {
			if !pl.Permanent {
				out = append(out, fmt.Sprintf("w%d", i))
			}
		}
		return out
	}
	return nil
}

// choose plays one pick of a "choose" task.
func (s *State) choose(seat int, t *Task, item string, evs *[]engine.Event) {
	p := &s.players[seat]
	c := s.rs.CardIndex(item)
	t.N++
	again := t.Max == 0 || t.N < t.Max
	switch t.Then {
	case "store":
		r := resByName(item)
		p.City[t.Pos].Store[r] += s.rs.Cards[p.City[t.Pos].Card].Effect.Values[item]
	case "keep":
		t.Cards = removeOne(t.Cards, c)
		s.toHand(seat, c, evs)
		if len(t.Cards) > 0 && s.canGive(seat) {
			s.push(Task{Kind: "target", Then: "give-cards", Cards: t.Cards})
		} else {
			s.discard = append(s.discard, t.Cards...)
		}
		t.Cards = nil
		return
	case "meadow-take":
		s.takeMeadow(c)
		p.Hand = append(p.Hand, c)
		*evs = append(*evs, engine.Event{Type: EvTake, Seat: engine.Seat(seat), Ref: item})
	case "bury":
		s.takeMeadow(c)
		s.discard = append(s.discard, c)
		*evs = append(*evs, engine.Event{Type: EvRemove, Seat: engine.NoSeat, Ref: item, Detail: "meadow"})
		if !again {
			s.refillMeadow(evs)
		}
	case "free-play":
		t.Cards = removeOne(t.Cards, c)
		s.discard = append(s.discard, t.Cards...)
		t.Cards = nil
		*evs = append(*evs, engine.Event{Type: EvPlay, Seat: engine.Seat(seat), Ref: item, Detail: "free"})
		s.enter(seat, c, "free", evs)
		return
	case "queen":
		src, id, _ := strings.Cut(item, ":")
		c = s.rs.CardIndex(id)
		if src == "hand" {
			p.Hand = removeOne(p.Hand, c)
		} else {
			s.takeMeadow(c)
			s.refillMeadow(evs)
		}
		*evs = append(*evs, engine.Event{Type: EvPlay, Seat: engine.Seat(seat), Ref: id, Detail: src})
		s.enter(seat, c, "free", evs)
		return
	case "inn":
		s.takeMeadow(c)
		s.refillMeadow(evs)
		*evs = append(*evs, engine.Event{Type: EvPlay, Seat: engine.Seat(seat), Ref: item, Detail: "meadow"})
		s.push(Task{Kind: "pay", Card: c, From: "inn", Any: t.Any})
		return
	case "md-take":
		s.takeMeadow(c)
		t.Cards = append(t.Cards, c)
		*evs = append(*evs, engine.Event{Type: EvTake, Seat: engine.Seat(seat), Ref: item})
		if !again {
			s.refillMeadow(evs)
			s.push(Task{Kind: "choose", Then: "md-play", Cards: t.Cards, Min: 1, Max: 1, Any: t.Any, Public: true})
			return
		}
	case "md-play":
		t.Cards = removeOne(t.Cards, c)
		for _, o := range t.Cards {
			s.toHand(seat, o, evs)
		}
		t.Cards = nil
		*evs = append(*evs, engine.Event{Type: EvPlay, Seat: engine.Seat(seat), Ref: item, Detail: "meadow"})
		s.push(Task{Kind: "pay", Card: c, From: "md", Any: t.Any})
		return
	case "copy-basic", "copy-location":
		s.runLocation(seat, s.rs.locID[item], evs)
	case "clock":
		p.City[p.find(s.rs.CardIndex("clock-tower"))].Tokens--
		*evs = append(*evs, engine.Event{Type: EvPay, Seat: engine.Seat(seat), Ref: "points", Amount: 1, Detail: "clock-tower"})
		s.prepareRest(seat, evs)
		s.runLocation(seat, s.rs.locID[item], evs)
		return
	case "university":
		pos := p.find(c)
		s.removeFromCity(seat, pos, false, evs)
		s.gainRes(seat, s.rs.cost[c], evs)
		s.gainPoints(seat, 1, evs)
		s.push(Task{Kind: "gain", N: 1})
	case "ruin":
		pos := p.find(c)
		s.removeFromCity(seat, pos, false, evs)
		s.gainRes(seat, s.rs.cost[c], evs)
		p.City = append(p.City, CityCard{Card: t.Card})
		s.draw(seat, 2, evs)
	case "croak":
		s.removeFromCity(seat, p.find(c), false, evs)
	case "thieves":
		s.removeFromCity(seat, p.find(c), true, evs)
		p.Events[t.Pos].Points += t.Each
	case "graduation":
		p.Hand = removeOne(p.Hand, c)
		*evs = append(*evs, s.hiddenAt(EvDiscard, seat, c, "beneath"))
		p.Events[t.Pos].Points += t.Each
	case "give-card":
		p.Hand = removeOne(p.Hand, c)
		s.giveCard(seat, t.Target, c, evs)
		if !again {
			s.push(Task{Kind: "discard", Then: "refill"})
			return
		}
	case "cemetery-source":
		cards := s.reveal(4, item == "discard", evs)
		s.push(Task{Kind: "choose", Then: "free-play", Cards: cards, Public: true, Min: 1, Max: 1})
		return
	case "fool-rugwort":
		s.rival.Cards = removeOne(s.rival.Cards, c)
		s.discard = append(s.discard, c)
		*evs = append(*evs, engine.Event{Type: EvRivalLose, Seat: engine.NoSeat, Ref: item})
	case "recall":
		i, _ := strconv.Atoi(strings.TrimPrefix(item, "w"))
		s.unplace(seat, p.Placed[i])
		p.Placed = slices.Delete(p.Placed, i, i+1)
	case "scrolls":
		t.Cards = removeOne(t.Cards, c)
		s.toHand(seat, c, evs)
	}
	if again {
		s.push(*t)
		return
	}
	s.finishChoose(seat, *t, evs)
}

// finishChoose ends a "choose" task: what it holds goes where it
// belongs.
func (s *State) finishChoose(seat int, t Task, evs *[]engine.Event) {
	p := &s.players[seat]
	switch t.Then {
	case "scrolls":
		p.Events[t.Pos].Points += len(t.Cards) * t.Each
	case "bury", "meadow-take":
		// Summer's two cards are both taken before the Meadow is
		// refilled, so the second cannot be the card that replaced the
		// first.
		s.refillMeadow(evs)
	case "clock":
		s.prepareRest(seat, evs)
	default:
		s.discard = append(s.discard, t.Cards...)
	}
}

// toHand puts card c into seat's hand, or on the discard pile when the
// hand is full.
func (s *State) toHand(seat, c int, evs *[]engine.Event) {
	p := &s.players[seat]
	if len(p.Hand) >= s.rs.HandLimit {
		s.discard = append(s.discard, c)
		*evs = append(*evs, s.hidden(EvDiscard, seat, c))
		return
	}
	p.Hand = append(p.Hand, c)
	*evs = append(*evs, s.hidden(EvDraw, seat, c))
}
