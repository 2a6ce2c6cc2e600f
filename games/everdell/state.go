package everdell

import (
	"math/rand/v2"
	"slices"

	"evergreen/engine"
)

// State is a game of Everdell. It is immutable from the caller's point of
// view: Apply works on a copy.
type State struct {
	rs      *Ruleset
	players []Player
	turn    int
	first   int
	meadow  []int
	// gaps are the Meadow's positions (0 to 7) left empty by cards taken
	// since it was last refilled, in order; meadow holds the cards of
	// the other positions, in order. A refill deals into the gaps first,
	// so that each card keeps its place (Rugwort's die names places).
	gaps    []int
	deck    []int // the top is the end
	discard []int
	// forest and specials are the forest locations and special events
	// dealt for this game, by index into the rule set.
	forest   []int
	specials []int
	// occ lists, per location index, the seats of the workers there.
	occ [][]int
	// eventOwner is the seat that achieved each event, or -1.
	eventOwner []int
	// tasks are the open steps of the active seat's action, the top last.
	tasks []Task
	// revealed are cards a power has turned face up for everyone.
	revealed []int
	// rival is the solitary rival (solo.go), nil with two or more seats.
	rival *Rival
	// quiet is StepQuiet's reused event buffer; a clone starts without.
	quiet []engine.Event
	// cur is the city position of the card whose effect is running, for
	// powers that act on their own card (Storehouse).
	cur     int
	over    bool
	opening []engine.Event
	rng     rand.PCG
	rig     *engine.Rig
	seed    uint64
}

// Player is one seat's part of the game.
type Player struct {
	Name    string
	Hand    []int
	City    []CityCard
	Res     Bag
	Points  int // point tokens
	Season  int // index into the rule set's seasons
	Workers int // workers owned, placed or not
	Placed  []Placement
	Passed  bool
	Events  []Achieved
	Journey int // points of journeys made
}

// CityCard is a card in a city.
type CityCard struct {
	Card int
	// Occupied: the card has let its paired critter in for free.
	Occupied bool
	// Tokens are point tokens on the card (Chapel, Clock Tower).
	Tokens int
	// Store holds resources kept on the card (Storehouse).
	Store Bag
	// Workers is the number of workers on the card, of any seat.
	Workers int
	// Under are cards beneath it (the Dungeon's prisoners).
	Under []int
}

// Achieved is an event a player has achieved, with what it keeps.
type Achieved struct {
	Event  int
	Points int // points stored on it (fireworks, donations, cards beneath)
}

// Placement is where one of a seat's workers stands.
type Placement struct {
	Kind      int // placeLoc, placeEvent or placeCard
	Index     int // location or event index, or the card's city position
	Owner     int // the seat whose city holds the card
	Permanent bool
}

const (
	placeLoc = iota
	placeEvent
	placeCard
)

// Task is an open step of an action: a choice the active seat must make
// before the turn passes on.
type Task struct {
	Kind string `json:"kind"`
	// Card is the card the step concerns, by index; Pos a city position.
	Card int `json:"card"`
	Pos  int `json:"pos"`
	// From is where a card being played comes from ("hand", "meadow",
	// "free": a power's card).
	From string `json:"from,omitempty"`
	Cost Bag    `json:"cost"`
	// Any is a discount of resources of the player's choice, or a number
	// of resources of the player's choice to gain.
	Any int `json:"any,omitempty"`
	// N counts what has been done; Min and Max bound it.
	N    int `json:"n,omitempty"`
	Min  int `json:"min,omitempty"`
	Max  int `json:"max,omitempty"`
	Each int `json:"each,omitempty"`
	Res  int `json:"res,omitempty"`
	// Then names what follows ("points", "any", "draw", "journey", …).
	Then string `json:"then,omitempty"`
	// Cards are cards the step holds (drawn or revealed).
	Cards []int `json:"cards,omitempty"`
	// Public: Cards are face up for everyone.
	Public bool `json:"public,omitempty"`
	// Limit is the most base points a free card may be worth.
	Limit  int   `json:"limit,omitempty"`
	AnyOf  []int `json:"any_of,omitempty"`
	Target int   `json:"target,omitempty"`
	// Hidden, in a view, is how many of Cards the viewer may not see.
	Hidden int `json:"hidden,omitempty"`
}

// Rules returns the rule set the game is played under.
func (s *State) Rules() *Ruleset { return s.rs }

// Seats is the number of players.
func (s *State) Seats() int { return len(s.players) }

// clone returns a deep copy.
func (s *State) clone() *State {
	c := *s
	c.players = make([]Player, len(s.players))
	for i, p := range s.players {
		q := p
		q.Hand = slices.Clone(p.Hand)
		q.City = make([]CityCard, len(p.City))
		for j, cc := range p.City {
			cc.Under = slices.Clone(cc.Under)
			q.City[j] = cc
		}
		q.Placed = slices.Clone(p.Placed)
		q.Events = slices.Clone(p.Events)
		c.players[i] = q
	}
	c.meadow = slices.Clone(s.meadow)
	c.gaps = slices.Clone(s.gaps)
	c.deck = slices.Clone(s.deck)
	c.discard = slices.Clone(s.discard)
	c.occ = make([][]int, len(s.occ))
	for i, o := range s.occ {
		c.occ[i] = slices.Clone(o)
	}
	c.eventOwner = slices.Clone(s.eventOwner)
	c.tasks = make([]Task, len(s.tasks))
	for i, t := range s.tasks {
		t.Cards = slices.Clone(t.Cards)
		t.AnyOf = slices.Clone(t.AnyOf)
		c.tasks[i] = t
	}
	c.revealed = slices.Clone(s.revealed)
	c.rival = s.rival.clone()
	c.rig = s.rig.Clone()
	c.quiet = nil
	return &c
}

// copyInto makes dst a copy of s as clone does, but in dst's memory where
// it has room (Sample's samples): the lists of each seat and of the
// board. The rare lists that moves may leave shared between two places
// (the cards beneath a card, an open task's cards) are copied afresh.
func (s *State) copyInto(dst *State) {
	keep := *dst
	*dst = *s
	dst.players = slices.Grow(keep.players[:0], len(s.players))[:len(s.players)]
	for i, p := range s.players {
		old := dst.players[i]
		p.Hand = append(old.Hand[:0], p.Hand...)
		city := slices.Grow(old.City[:0], len(p.City))
		for _, cc := range p.City {
			cc.Under = slices.Clone(cc.Under)
			city = append(city, cc)
		}
		p.City = city
		p.Placed = append(old.Placed[:0], p.Placed...)
		p.Events = append(old.Events[:0], p.Events...)
		dst.players[i] = p
	}
	dst.meadow = append(keep.meadow[:0], s.meadow...)
	dst.gaps = append(keep.gaps[:0], s.gaps...)
	dst.deck = append(keep.deck[:0], s.deck...)
	dst.discard = append(keep.discard[:0], s.discard...)
	dst.occ = slices.Grow(keep.occ[:0], len(s.occ))[:len(s.occ)]
	for i, o := range s.occ {
		dst.occ[i] = append(dst.occ[i][:0], o...)
	}
	dst.eventOwner = append(keep.eventOwner[:0], s.eventOwner...)
	dst.tasks = append(keep.tasks[:0], s.tasks...)
	for i := range dst.tasks {
		t := &dst.tasks[i]
		t.Cards, t.AnyOf = slices.Clone(t.Cards), slices.Clone(t.AnyOf)
	}
	dst.revealed = append(keep.revealed[:0], s.revealed...)
	dst.rival = nil
	if s.rival != nil {
		r := keep.rival
		if r == nil {
			r = new(Rival)
		}
		cards, events, blocked, meadow := r.Cards, r.Events, r.Blocked, r.Meadow
		*r = *s.rival
		r.Cards = append(cards[:0], s.rival.Cards...)
		r.Events = append(events[:0], s.rival.Events...)
		r.Blocked = append(blocked[:0], s.rival.Blocked...)
		r.Meadow = append(meadow[:0], s.rival.Meadow...)
		dst.rival = r
	}
	dst.rig = s.rig.Clone()
	dst.quiet = keep.quiet
}

// drawDeck takes the top card of the deck, shuffling the discard pile
// into a new deck when it is empty; ok is false when both are empty.
func (s *State) drawDeck() (int, bool) {
	if len(s.deck) == 0 {
		if len(s.discard) == 0 {
			return 0, false
		}
		s.deck, s.discard = s.discard, nil
		engine.Shuffle(&s.rng, len(s.deck), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	}
	if id, ok := s.rig.NextDraw("cards"); ok {
		if c := s.rs.CardIndex(id); c >= 0 {
			if i := slices.Index(s.deck, c); i >= 0 {
				last := len(s.deck) - 1
				s.deck[i], s.deck[last] = s.deck[last], s.deck[i]
			}
		}
	}
	c := s.deck[len(s.deck)-1]
	s.deck = s.deck[:len(s.deck)-1]
	return c, true
}

// draw gives seat up to n cards from the deck, stopping at the hand limit.
func (s *State) draw(seat, n int, evs *[]engine.Event) {
	p := &s.players[seat]
	for range n {
		if len(p.Hand) >= s.rs.HandLimit {
			return
		}
		c, ok := s.drawDeck()
		if !ok {
			return
		}
		p.Hand = append(p.Hand, c)
		*evs = append(*evs, s.hidden(EvDraw, seat, c))
	}
}

// refillMeadow deals the Meadow back up to its size: each card into the
// place a taken card left, the first place first, then at the end.
func (s *State) refillMeadow(evs *[]engine.Event) {
	for len(s.meadow) < s.rs.Meadow {
		c, ok := s.drawDeck()
		if !ok {
			return
		}
		if len(s.gaps) > 0 {
			// The lowest gap has no gap before it, so its place in
			// the full Meadow is its index in meadow.
			at := min(s.gaps[0], len(s.meadow))
			s.gaps = slices.Delete(s.gaps, 0, 1) // keeps the room, for the next gap
			s.meadow = slices.Insert(s.meadow, at, c)
		} else {
			s.meadow = append(s.meadow, c)
		}
		*evs = append(*evs, engine.Event{Type: EvMeadow, Seat: engine.NoSeat, Ref: s.rs.Cards[c].ID})
	}
	s.gaps = s.gaps[:0]
}

// takeMeadow takes the first copy of card c out of the Meadow, leaving
// a gap in its place for the next refill.
func (s *State) takeMeadow(c int) {
	if i := slices.Index(s.meadow, c); i >= 0 {
		s.takeMeadowAt(i)
	}
}

// takeMeadowAt takes the card at index i of meadow out, leaving a gap.
func (s *State) takeMeadowAt(i int) {
	pos := i
	for _, g := range s.gaps { // sorted: each gap before pos shifts it on
		if g <= pos {
			pos++
		}
	}
	s.meadow = slices.Delete(s.meadow, i, i+1)
	k, _ := slices.BinarySearch(s.gaps, pos)
	s.gaps = slices.Insert(s.gaps, k, pos)
}

// removeOne removes one c from list.
func removeOne(list []int, c int) []int {
	if i := slices.Index(list, c); i >= 0 {
		return slices.Delete(list, i, i+1)
	}
	return list
}

// available is the number of seat's workers not yet placed.
func (p *Player) available() int { return p.Workers - len(p.Placed) }

// has reports whether the city holds card c.
func (p *Player) has(c int) bool { return p.find(c) >= 0 }

// find returns the city position of card c, or -1.
func (p *Player) find(c int) int {
	for i, cc := range p.City {
		if cc.Card == c {
			return i
		}
	}
	return -1
}

// count is the number of copies of card c in the city.
func (p *Player) count(c int) int {
	n := 0
	for _, cc := range p.City {
		if cc.Card == c {
			n++
		}
	}
	return n
}

// spaces is the number of city spaces taken.
func (s *State) spaces(seat int) int { return s.spacesWith(seat, -1) }

// spacesWith is the number of city spaces seat's city would take with
// card extra in it too (none when extra < 0), without building that city.
func (s *State) spacesWith(seat, extra int) int {
	n := 0
	p := &s.players[seat]
	husbands, wives := 0, 0
	for i := range len(p.City) + 1 {
		card := extra
		if i < len(p.City) {
			card = p.City[i].Card
		}
		if card < 0 {
			break
		}
		c := &s.rs.Cards[card]
		switch {
		case c.SharesSpace:
		case c.ID == "husband":
			husbands++
			n++
		case c.ID == "wife":
			wives++
			n++
		default:
			n++
		}
	}
	// A Husband and a Wife share one space.
	return n - min(husbands, wives)
}
