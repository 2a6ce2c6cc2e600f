package everdell

import (
	"fmt"
	"slices"

	"evergreen/engine"
)

// Apply checks and plays one move for seat on a copy of s.
func (s *State) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if err := s.check(seat, m); err != nil {
		return nil, nil, err
	}
	c := s.clone()
	var evs []engine.Event
	c.step(m, &evs)
	return c, evs, nil
}

func (s *State) check(seat engine.Seat, m engine.Move) error {
	fail := func(err error, msg string) error {
		return &engine.MoveError{Err: err, Seat: seat, Move: m, Message: msg}
	}
	switch {
	case s.over:
		return fail(engine.ErrGameOver, "the game is over")
	case seat < 0 || int(seat) >= len(s.players):
		return fail(engine.ErrUnknownSeat, fmt.Sprintf("no seat %d at a table of %d", seat, len(s.players)))
	case int(seat) != s.turn:
		return fail(engine.ErrNotYourTurn, fmt.Sprintf("it is seat %d's turn", s.turn))
	}
	if !s.legal(m) {
		return fail(engine.ErrIllegalMove, fmt.Sprintf("%s is not among the legal moves now", m))
	}
	return nil
}

// legal reports whether m is among the active seat's legal moves. A
// turn's move is checked on its own rather than against the whole list,
// which search bots would otherwise build twice a move.
func (s *State) legal(m engine.Move) bool {
	if len(s.tasks) > 0 {
		var buf [moveBuf]engine.Move
		return slices.Contains(s.taskMoves(&s.tasks[len(s.tasks)-1], buf[:0]), m)
	}
	seat := s.turn
	p := &s.players[seat]
	switch m.Name {
	case MPlace, MAchieve, MVisit:
		if p.available() == 0 {
			return false
		}
		var buf [moveBuf]engine.Move
		return slices.Contains(s.placeMoves(buf[:0]), m)
	case MPlay, MPlayMeadow:
		c := s.rs.CardIndex(m.Item)
		from := p.Hand
		if m.Name == MPlayMeadow {
			from = s.openMeadow()
		}
		return c >= 0 && m == engine.WithItem(m.Name, m.Item) && slices.Contains(from, c) && s.canPlay(seat, c, 0)
	}
	var buf [moveBuf]engine.Move
	return slices.Contains(s.turnMoves(buf[:0]), m)
}

// moveBuf is the room for moves that checks and tests of a position
// list on the stack, so that stepping a move in place allocates nothing
// for them (a longer list grows onto the heap as usual).
const moveBuf = 48

// step plays a legal move in place, appending its events to evs.
func (s *State) step(m engine.Move, evs *[]engine.Event) {
	if len(s.tasks) > 0 {
		t := s.tasks[len(s.tasks)-1]
		s.tasks = s.tasks[:len(s.tasks)-1]
		s.doTask(t, m, evs)
	} else {
		s.doTurn(m, evs)
	}
	s.settle(evs)
}

// settle drops tasks that have nothing left to choose, and passes the
// turn once the action is complete.
func (s *State) settle(evs *[]engine.Event) {
	for len(s.tasks) > 0 {
		t := &s.tasks[len(s.tasks)-1]
		var buf [moveBuf]engine.Move
		if len(s.taskMoves(t, buf[:0])) > 0 {
			return
		}
		// Nothing can be chosen: the step is forfeited, but what it held
		// is not lost.
		s.tasks = s.tasks[:len(s.tasks)-1]
		s.discard = append(s.discard, t.Cards...)
	}
	if s.rugwort() {
		// Rugwort answers the cards played, once the action is over.
		s.rugwortPlays(evs)
	}
	s.revealed = nil
	n := len(s.players)
	for k := 1; k <= n; k++ {
		next := (s.turn + k) % n
		if !s.players[next].Passed {
			s.turn = next
			*evs = append(*evs, engine.Event{Type: EvTurn, Seat: engine.Seat(next)})
			return
		}
	}
	s.finish(evs)
}

func (s *State) push(t Task) { s.tasks = append(s.tasks, t) }

func (s *State) doTurn(m engine.Move, evs *[]engine.Event) {
	seat := s.turn
	p := &s.players[seat]
	switch m.Name {
	case MPlace:
		i := s.rs.locID[m.Item]
		s.occ[i] = append(s.occ[i], seat)
		p.Placed = append(p.Placed, Placement{Kind: placeLoc, Index: i})
		*evs = append(*evs, engine.Event{Type: EvPlace, Seat: engine.Seat(seat), Ref: m.Item, Detail: s.rs.Locations[i].Kind})
		s.runLocation(seat, i, evs)
	case MAchieve:
		i := s.rs.eventID[m.Item]
		s.eventOwner[i] = seat
		p.Placed = append(p.Placed, Placement{Kind: placeEvent, Index: i})
		p.Events = append(p.Events, Achieved{Event: i})
		*evs = append(*evs, engine.Event{Type: EvAchieve, Seat: engine.Seat(seat), Ref: m.Item, Amount: s.rs.Events[i].Points})
		s.runEvent(seat, i, evs)
	case MVisit:
		s.visit(seat, m.Option, m.Item, evs)
	case MPlay, MPlayMeadow:
		c := s.rs.CardIndex(m.Item)
		from := "hand"
		if m.Name == MPlayMeadow {
			from = "meadow"
		}
		s.startPlay(seat, c, from, 0, evs)
	case MPrepare:
		s.prepare(seat, evs)
	case MPass:
		p.Passed = true
		*evs = append(*evs, engine.Event{Type: EvPass, Seat: engine.Seat(seat)})
	}
}

// startPlay takes card c from where it is and asks for its payment.
func (s *State) startPlay(seat, c int, from string, discount int, evs *[]engine.Event) {
	p := &s.players[seat]
	switch from {
	case "hand":
		p.Hand = removeOne(p.Hand, c)
	case "meadow":
		s.takeMeadow(c)
	}
	*evs = append(*evs, engine.Event{Type: EvPlay, Seat: engine.Seat(seat), Ref: s.rs.Cards[c].ID, Detail: from})
	if from == "meadow" {
		s.refillMeadow(evs)
	}
	s.push(Task{Kind: "pay", Card: c, From: from, Any: discount})
}

// prepare takes back the seat's workers (all but permanent ones), adds
// the next season's and runs its effect.
func (s *State) prepare(seat int, evs *[]engine.Event) {
	p := &s.players[seat]
	// The Clock Tower acts first, while the workers are still out.
	if ct := p.find(s.rs.CardIndex("clock-tower")); ct >= 0 && p.City[ct].Tokens > 0 {
		t := Task{Kind: "choose", Then: "clock", Max: 1}
		var ids [moveBuf]string
		if len(s.choices(&t, ids[:0])) > 0 {
			s.push(t)
			return
		}
	}
	s.prepareRest(seat, evs)
}

// prepareRest is preparing for the season after the Clock Tower.
func (s *State) prepareRest(seat int, evs *[]engine.Event) {
	p := &s.players[seat]
	s.recallAll(seat)
	p.Season++
	sn := s.rs.Seasons[p.Season]
	p.Workers += sn.Workers
	*evs = append(*evs, engine.Event{Type: EvPrepare, Seat: engine.Seat(seat), Ref: sn.ID, Amount: p.Workers})
	s.rivalActs(p.Season, evs)
	switch sn.Effect {
	case "production":
		s.production(seat, evs)
	case "meadow":
		if len(s.meadow) > 0 {
			s.push(Task{Kind: "choose", Then: "meadow-take", Max: sn.Amount})
		}
	}
}

// recallAll brings back every worker of seat that is not there for good.
func (s *State) recallAll(seat int) {
	p := &s.players[seat]
	kept := p.Placed[:0]
	for _, pl := range p.Placed {
		if pl.Permanent {
			kept = append(kept, pl)
			continue
		}
		s.unplace(seat, pl)
	}
	p.Placed = kept
}

// unplace takes seat's worker off where pl says (the placement itself is
// removed from the seat's list by the caller).
func (s *State) unplace(seat int, pl Placement) {
	switch pl.Kind {
	case placeLoc:
		s.occ[pl.Index] = removeOne(s.occ[pl.Index], seat)
	case placeCard:
		if pl.Index < len(s.players[pl.Owner].City) {
			s.players[pl.Owner].City[pl.Index].Workers--
		}
	}
}

// gainRes adds b to seat's resources, with events.
func (s *State) gainRes(seat int, b Bag, evs *[]engine.Event) {
	p := &s.players[seat]
	for r, n := range b {
		if n > 0 {
			p.Res[r] += n
			*evs = append(*evs, engine.Event{Type: EvGain, Seat: engine.Seat(seat), Ref: resNames[r], Amount: n})
		}
	}
}

func (s *State) gainPoints(seat, n int, evs *[]engine.Event) {
	if n > 0 {
		s.players[seat].Points += n
		*evs = append(*evs, engine.Event{Type: EvGain, Seat: engine.Seat(seat), Ref: "points", Amount: n})
	}
}

// giveCard gives card c from seat to opponent o, or discards it when o
// has no room; both seats learn the card.
func (s *State) giveCard(seat, o, c int, evs *[]engine.Event) {
	if len(s.players[o].Hand) >= s.rs.HandLimit {
		s.discard = append(s.discard, c)
		*evs = append(*evs, s.hidden(EvDiscard, seat, c))
		return
	}
	s.players[o].Hand = append(s.players[o].Hand, c)
	e := s.hiddenAt(EvGiveCard, seat, c, fmt.Sprint(o))
	e.Audience = engine.SeatsOf(engine.Seat(seat), engine.Seat(o))
	*evs = append(*evs, e)
}

// hidden is the event of seat's card c that only seat sees (a draw, a
// discard): the card's id is its Secret.
func (s *State) hidden(typ string, seat, c int) engine.Event {
	return engine.Event{Type: typ, Seat: engine.Seat(seat), Secret: s.rs.Cards[c].ID}
}

// hiddenAt is hidden with a Detail.
func (s *State) hiddenAt(typ string, seat, c int, detail string) engine.Event {
	e := s.hidden(typ, seat, c)
	e.Detail = detail
	return e
}

// Step plays a legal move in place, for search bots working on their
// own samples; on error s is unchanged.
func (s *State) Step(seat engine.Seat, m engine.Move, evs []engine.Event) ([]engine.Event, error) {
	if err := s.check(seat, m); err != nil {
		return evs, err
	}
	s.step(m, &evs)
	return evs, nil
}

// StepQuiet is Step without the events. They are still written, into a
// buffer the state keeps and reuses (never shared with a clone), so that
// a playout move does not allocate them.
func (s *State) StepQuiet(seat engine.Seat, m engine.Move) error {
	if err := s.check(seat, m); err != nil {
		return err
	}
	evs := s.quiet[:0]
	s.step(m, &evs)
	clear(evs) // let go of what the events name
	s.quiet = evs[:0]
	return nil
}

// Decider is the one seat that decides now, or -1 once the game is over.
func (s *State) Decider() engine.Seat {
	if s.over {
		return -1
	}
	return engine.Seat(s.turn)
}
