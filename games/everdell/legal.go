package everdell

import (
	"slices"

	"evergreen/engine"
)

// Move names. See doc.go for what each carries.
const (
	MPlace      = "place"       // Item: location id
	MAchieve    = "achieve"     // Item: event id
	MVisit      = "visit"       // Item: destination card id, Option: owner seat
	MPlay       = "play"        // Item: card id, from the hand
	MPlayMeadow = "play-meadow" // Item: card id, from the Meadow
	MPrepare    = "prepare"
	MPass       = "pass"
	MPay        = "pay"      // pay the cost in resources
	MOccupy     = "occupy"   // Item: the paired construction (or Ever Tree)
	MDiscount   = "discount" // Item: Innkeeper or Crane
	MWaive      = "waive"    // Item: resource left out of the cost
	MGain       = "gain"     // Item: resource
	MDiscard    = "discard"  // Item: card id from the hand
	MDone       = "done"
	MSpend      = "spend"    // Option: how many
	MTarget     = "target"   // Option: seat
	MChoose     = "choose"   // Item: a card id (or a location id, or "deck"/"discard")
	MCopy       = "copy"     // Item: card id, Option: owner seat
	MJudge      = "judge"    // Item: "from-to", one resource of the cost paid with another
	MImprison   = "imprison" // Item: a critter of the city put beneath the Dungeon
)

// judgeSwaps are the Judge's move items, "from-to", made once.
var judgeSwaps = func() (out [NumRes][NumRes]string) {
	for from, f := range resNames {
		for to, t := range resNames {
			out[from][to] = f + "-" + t
		}
	}
	return out
}()

// judgeMoves are the Judge's swaps of one resource of cost for another
// that make the card affordable when it was not.
func (s *State) judgeMoves(have, cost Bag, discount int, buf []engine.Move) []engine.Move {
	if deficit(have, cost) <= discount {
		return buf // nothing to gain: paying as it is already works
	}
	for from := range NumRes {
		if cost[from] == 0 {
			continue
		}
		for to := range NumRes {
			if to == from {
				continue
			}
			c := cost
			c[from]--
			c[to]++
			if deficit(have, c) <= discount {
				buf = append(buf, engine.WithItem(MJudge, judgeSwaps[from][to]))
			}
		}
	}
	return buf
}

// dungeonCells is how many prisoners seat's Dungeon holds: one, two with
// a Ranger in the city.
func (s *State) dungeonCells(seat int) int {
	if s.unlocked(seat, "dungeon") {
		return 2
	}
	return 1
}

// unlocked reports whether seat's city holds a card that unlocks the
// second space of the card id (Monk the Monastery, Undertaker the
// Cemetery, Ranger the Dungeon's second cell: effect.unlocks).
func (s *State) unlocked(seat int, id string) bool {
	for _, cc := range s.players[seat].City {
		if s.rs.Cards[cc.Card].Effect.Unlocks == id {
			return true
		}
	}
	return false
}

// Decision kinds (engine.Decision.Kind): "turn" for the action of a turn,
// otherwise the kind of the open task.

// Pending lists the open decision: one, of the seat whose turn it is.
func (s *State) Pending() []engine.Decision {
	if s.over {
		return nil
	}
	kind := "turn"
	if len(s.tasks) > 0 {
		kind = s.tasks[len(s.tasks)-1].Kind
	}
	return []engine.Decision{{Seat: engine.Seat(s.turn), Kind: kind, Moves: s.Legal(engine.Seat(s.turn), nil)}}
}

// Legal appends seat's legal moves to buf.
func (s *State) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if s.over || int(seat) != s.turn {
		return buf
	}
	if len(s.tasks) > 0 {
		return s.taskMoves(&s.tasks[len(s.tasks)-1], buf)
	}
	return s.turnMoves(buf)
}

func addMove(buf []engine.Move, m engine.Move) []engine.Move {
	if slices.Contains(buf, m) {
		return buf
	}
	return append(buf, m)
}

func (s *State) turnMoves(buf []engine.Move) []engine.Move {
	seat := s.turn
	p := &s.players[seat]
	if p.available() > 0 {
		buf = s.placeMoves(buf)
	}
	for _, c := range p.Hand {
		if s.canPlay(seat, c, 0) {
			buf = addMove(buf, engine.WithItem(MPlay, s.rs.Cards[c].ID))
		}
	}
	for _, c := range s.openMeadow() {
		if s.canPlay(seat, c, 0) {
			buf = addMove(buf, engine.WithItem(MPlayMeadow, s.rs.Cards[c].ID))
		}
	}
	last := p.Season == len(s.rs.Seasons)-1
	if !last && p.available() == 0 {
		buf = append(buf, engine.M(MPrepare))
	}
	if last {
		buf = append(buf, engine.M(MPass))
	}
	return buf
}

// placeMoves are the places the active seat can put a worker: locations,
// events and destination cards.
func (s *State) placeMoves(buf []engine.Move) []engine.Move {
	seat := s.turn
	for i := range s.rs.Locations {
		if s.canPlace(seat, i) {
			buf = append(buf, engine.WithItem(MPlace, s.rs.Locations[i].ID))
		}
	}
	for i := range s.rs.Events {
		if s.canAchieve(seat, i) {
			buf = append(buf, engine.WithItem(MAchieve, s.rs.Events[i].ID))
		}
	}
	for o := range s.players {
		for pos := range s.players[o].City {
			if s.canVisit(seat, o, pos) {
				m := engine.Move{Name: MVisit, Item: s.rs.Cards[s.players[o].City[pos].Card].ID, Option: o, HasOption: true}
				buf = addMove(buf, m)
			}
		}
	}
	return buf
}

// spacesAt is how many workers location i takes at this table; 0 is any
// number.
func (s *State) spacesAt(i int) int {
	l := &s.rs.Locations[i]
	if len(s.players) == 4 && l.SpacesFour > 0 {
		return l.SpacesFour
	}
	return l.Spaces
}

// shown reports whether location i is on the board in this game.
func (s *State) shown(i int) bool {
	if s.rs.Locations[i].Kind == LocForest {
		return slices.Contains(s.forest, i)
	}
	return true
}

// canPlace reports whether seat may put a worker on location i.
func (s *State) canPlace(seat, i int) bool {
	l := &s.rs.Locations[i]
	if !s.shown(i) {
		return false
	}
	if n := s.spacesAt(i); n > 0 && len(s.occ[i]) >= n {
		return false
	}
	// Never two of one's own workers on a forest location (nor on an
	// exclusive one, which is full anyway).
	if l.Kind == LocForest && slices.Contains(s.occ[i], seat) {
		return false
	}
	p := &s.players[seat]
	if l.Season != "" && s.rs.Seasons[p.Season].ID != l.Season {
		return false
	}
	return s.effectUsable(seat, l.Effect)
}

// effectUsable reports whether a location's effect can be carried out:
// the ones that demand something (cards to discard, a card to play)
// cannot be visited without it.
func (s *State) effectUsable(seat int, e Effect) bool {
	p := &s.players[seat]
	switch e.Op {
	case "journey":
		return len(p.Hand) >= e.Discard
	case "discard_for_any":
		return len(p.Hand) >= e.Ratio
	case "discard_for_draw":
		return len(p.Hand) > 0
	case "power":
		switch e.Power {
		case "meadow-discount":
			for _, c := range s.openMeadow() {
				if s.canPlay(seat, c, e.Any) {
					return true
				}
			}
			return false
		}
	}
	return true
}

// canAchieve reports whether seat may put a worker on event i.
func (s *State) canAchieve(seat, i int) bool {
	if s.eventOwner[i] != -1 { // a seat's or the rival's
		return false
	}
	e := &s.rs.Events[i]
	if e.Kind != "basic" && !slices.Contains(s.specials, i) {
		return false
	}
	p := &s.players[seat]
	q := e.Requires
	if q.Type != "" && s.countType(seat, q.Type) < q.Count {
		return false
	}
	for _, id := range q.Cards {
		if !p.has(s.rs.CardIndex(id)) {
			return false
		}
	}
	if q.EachType > 0 {
		for _, t := range cardTypes {
			if s.countType(seat, t) < q.EachType {
				return false
			}
		}
	}
	if e.Effect != nil && e.Effect.Power == "croak-wart-cure" {
		return p.Res[Berry] >= 2 && len(p.City) >= 2
	}
	return true
}

func (s *State) countType(seat int, t string) int {
	n := 0
	for _, cc := range s.players[seat].City {
		if s.rs.Cards[cc.Card].Type == t {
			n++
		}
	}
	return n
}

// visitable are the destination powers the rules carry out so far.
var visitable = map[string]bool{"chapel": true, "lookout": true, "monastery": true, "university": true,
	"storehouse": true, "queen": true, "inn": true, "post-office": true, "cemetery": true}

// canVisit reports whether seat may put a worker on the card at owner's
// city position pos.
func (s *State) canVisit(seat, owner, pos int) bool {
	o := &s.players[owner]
	cc := &o.City[pos]
	c := &s.rs.Cards[cc.Card]
	e := c.Effect
	if !visitable[e.Power] {
		return false
	}
	if owner != seat && !e.Open {
		return false
	}
	// A destination takes one worker, whoever's (an open one is open
	// to opponents, not larger).
	spaces := 1
	if s.unlocked(owner, c.ID) {
		spaces = 2
	}
	if spaces > 0 && cc.Workers >= spaces {
		return false
	}
	p := &s.players[seat]
	switch e.Power {
	case "monastery":
		return p.Res.Total() >= e.Any && s.canGive(seat)
	case "university":
		return len(p.City) > 1
	case "storehouse":
		return cc.Store.Total() > 0
	case "queen":
		for _, c := range append(slices.Clone(p.Hand), s.openMeadow()...) {
			if s.rs.Cards[c].Points <= 3 && s.fits(seat, c) {
				return true
			}
		}
		return false
	case "inn":
		for _, c := range s.openMeadow() {
			if s.canPlay(seat, c, 3) {
				return true
			}
		}
		return false
	case "post-office":
		return len(p.Hand) >= 2 && s.canGive(seat)
	case "cemetery":
		return len(s.deck)+len(s.discard) > 0
	}
	return true
}

// fits reports whether card c can enter seat's city, leaving payment
// aside: a space is free (or the card needs none), and a unique card is
// not there already.
func (s *State) fits(seat, c int) bool {
	card := &s.rs.Cards[c]
	p := &s.players[seat]
	switch card.Effect.Power {
	case "fool":
		if s.rugwort() {
			return true // it goes against Rugwort: see enter
		}
		for o := range s.players {
			if o != seat && !s.players[o].has(c) && s.spaces(o) < s.rs.CityLimit {
				return true
			}
		}
		return false
	case "ruins":
		for _, cc := range p.City {
			if s.rs.Cards[cc.Card].Kind == KindConstruction {
				return true
			}
		}
		return false
	}
	if card.Unique && p.has(c) {
		return false
	}
	return s.roomFor(seat, c)
}

// roomFor reports whether seat's city has a space for card c.
func (s *State) roomFor(seat, c int) bool {
	card := &s.rs.Cards[c]
	if card.SharesSpace || card.Effect.Power == "fool" || card.Effect.Power == "ruins" {
		return true
	}
	return s.spacesWith(seat, c) <= s.rs.CityLimit
}

// allowed reports whether card c may enter seat's city at all, space
// aside: a unique card only once, the Fool into a city with room, the
// Ruins onto a construction.
func (s *State) allowed(seat, c int) bool {
	card := &s.rs.Cards[c]
	if card.Unique && card.Effect.Power != "fool" && s.players[seat].has(c) {
		return false
	}
	return s.fits(seat, c) || !s.roomFor(seat, c)
}

// canPlay reports whether seat can play card c with some payment, given
// a discount of any resources.
func (s *State) canPlay(seat, c, discount int) bool {
	if !s.allowed(seat, c) {
		return false
	}
	var buf [moveBuf]engine.Move
	return len(s.payMoves(seat, c, discount, buf[:0])) > 0
}

// deficit is how many resources seat lacks to pay cost.
func deficit(have, cost Bag) int {
	n := 0
	for i := range cost {
		n += max(0, cost[i]-have[i])
	}
	return n
}

// payMoves are the ways seat can pay for card c with a discount of any
// resources: in resources, through an unoccupied paired construction,
// or by giving up an Innkeeper or Crane.
func (s *State) payMoves(seat, c, discount int, buf []engine.Move) []engine.Move {
	p := &s.players[seat]
	card := &s.rs.Cards[c]
	cost := s.rs.cost[c]
	// With the city full, only a payment that takes a card out of it
	// (Innkeeper, Crane, a Dungeon prisoner) makes room.
	if !s.roomFor(seat, c) {
		return s.freeingMoves(seat, c, discount, buf)
	}
	if deficit(p.Res, cost) <= discount {
		buf = append(buf, engine.M(MPay))
	}
	if card.Kind == KindCritter && card.Effect.Power != "fool" {
		for _, cc := range p.City {
			pc := &s.rs.Cards[cc.Card]
			if !cc.Occupied && (pc.ID == card.Pair || pc.PairsAnyCritter) {
				buf = addMove(buf, engine.WithItem(MOccupy, pc.ID))
			}
		}
	}
	for _, cc := range p.City {
		if s.rs.Cards[cc.Card].Effect.Power == "judge" {
			buf = s.judgeMoves(p.Res, cost, discount, buf)
		}
	}
	return s.freeingMoves(seat, c, discount, buf)
}

// freeingMoves are the payments that take a card out of the city: the
// Innkeeper's and the Crane's discounts and a Dungeon prisoner.
func (s *State) freeingMoves(seat, c, discount int, buf []engine.Move) []engine.Move {
	p := &s.players[seat]
	card := &s.rs.Cards[c]
	cost := s.rs.cost[c]
	for _, cc := range p.City {
		switch s.rs.Cards[cc.Card].Effect.Power {
		case "dungeon":
			if len(cc.Under) < s.dungeonCells(seat) {
				for _, q := range p.City {
					// The Ranger cannot fill the second cell it opens: without
					// it there is no second cell (the designer's ruling).
					if len(cc.Under) > 0 && s.rs.Cards[q.Card].Effect.Unlocks == "dungeon" {
						continue
					}
					if s.rs.Cards[q.Card].Kind == KindCritter && deficit(p.Res, cost) <= discount+3 {
						buf = addMove(buf, engine.WithItem(MImprison, s.rs.Cards[q.Card].ID))
					}
				}
			}
		}
		e := s.rs.Cards[cc.Card].Effect
		if e.Op != "discount" || e.Applies != card.Kind {
			continue
		}
		cut := cost
		for i, v := range e.Discount.Bag() {
			cut[i] = max(0, cut[i]-v)
		}
		if deficit(p.Res, cut) <= discount+e.Any {
			buf = addMove(buf, engine.WithItem(MDiscount, s.rs.Cards[cc.Card].ID))
		}
	}
	return buf
}

// taskMoves are the moves of an open task.
func (s *State) taskMoves(t *Task, buf []engine.Move) []engine.Move {
	seat := s.turn
	p := &s.players[seat]
	switch t.Kind {
	case "pay":
		if t.From == "inn" || t.From == "md" {
			// Cards played through a power are paid in resources only.
			if deficit(p.Res, s.rs.cost[t.Card]) <= t.Any {
				buf = append(buf, engine.M(MPay))
			}
			return buf
		}
		return s.payMoves(seat, t.Card, t.Any, buf)
	case "waive":
		for r := range NumRes {
			if t.Cost[r] == 0 {
				continue
			}
			cut := t.Cost
			cut[r]--
			if deficit(p.Res, cut) <= t.Any-1 {
				buf = append(buf, engine.WithItem(MWaive, resNames[r]))
			}
		}
	case "gain":
		for r := range NumRes {
			if len(t.AnyOf) == 0 || slices.Contains(t.AnyOf, r) {
				buf = append(buf, engine.WithItem(MGain, resNames[r]))
			}
		}
	case "give-res":
		if t.Then == "peddler" && t.N == 0 && p.Res.Total() == 0 {
			break // nothing to trade: the step is dropped
		}
		for r := range NumRes {
			if p.Res[r] > 0 && (t.Max == 0 || t.N < t.Max) {
				buf = append(buf, engine.WithItem(MGain, resNames[r]))
			}
		}
		if t.N >= t.Min {
			buf = append(buf, engine.M(MDone))
		}
	case "discard":
		if t.N < t.Max || t.Max == 0 {
			for _, c := range p.Hand {
				buf = addMove(buf, engine.WithItem(MDiscard, s.rs.Cards[c].ID))
			}
		}
		if t.N >= t.Min {
			buf = append(buf, engine.M(MDone))
		}
	case "spend":
		if p.Res[t.Res] == 0 {
			break // nothing to spend: the step is dropped
		}
		for k := 0; k <= min(t.Max, p.Res[t.Res]); k++ {
			buf = append(buf, engine.WithOption(MSpend, k))
		}
	case "target":
		for o := range s.players {
			if o != seat && s.targetOK(t, o) {
				buf = append(buf, engine.WithOption(MTarget, o))
			}
		}
	case "copy":
		for o := range s.players {
			if (t.Then == "own") != (o == seat) {
				continue
			}
			for _, cc := range s.players[o].City {
				c := &s.rs.Cards[cc.Card]
				// Never a copier copying a copier of the same kind (no
				// loops), nor an opponent's Storehouse (its resources are
				// not the copier's to take).
				own := o == seat
				if c.Type == TypeProduction && c.ID != "chip-sweep" && (own || c.ID != "miner-mole") && (own || c.ID != "storehouse") {
					buf = addMove(buf, engine.Move{Name: MCopy, Item: c.ID, Option: o, HasOption: true})
				}
			}
		}
	case "place":
		return s.placeMoves(buf)
	case "choose":
		var ids [moveBuf]string
		for _, c := range s.choices(t, ids[:0]) {
			buf = addMove(buf, engine.WithItem(MChoose, c))
		}
		if t.N >= t.Min {
			buf = append(buf, engine.M(MDone))
		}
	}
	return buf
}

// targetOK reports whether opponent o can be chosen for t: a seat with
// room in its hand when cards are given and any seat has room.
func (s *State) targetOK(t *Task, o int) bool {
	switch t.Then {
	case "fool":
		fool := s.rs.CardIndex("fool")
		return !s.players[o].has(fool) && s.spaces(o) < s.rs.CityLimit
	case "give-cards", "post-office":
		room := false
		for q := range s.players {
			room = room || (q != s.turn && !s.players[q].Passed && len(s.players[q].Hand) < s.rs.HandLimit)
		}
		return !s.players[o].Passed && (!room || len(s.players[o].Hand) < s.rs.HandLimit)
	}
	return !s.players[o].Passed
}

// canGive reports whether seat has an opponent who can still be given
// cards or resources: one who has not passed (the published rule; a
// passed player's hand and supply are closed). Without one the giving
// powers give nothing: the Teacher's other card is discarded, the Monk
// and the Shepherd give no berries, and Monastery and Post Office
// cannot be visited.
func (s *State) canGive(seat int) bool {
	for o := range s.players {
		if o != seat && !s.players[o].Passed {
			return true
		}
	}
	return false
}
