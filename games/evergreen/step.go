package evergreen

import (
	"fmt"
	"strings"

	"evergreen/engine"
)

// Move names, the vocabulary of scenario files, the web API and bots.
const (
	MovePick   = "pick"   // Option: a slot of the draft row
	MoveOrder  = "order"  // Item: "power-first" or "action-first"
	MoveAction = "action" // Item: "A", "B", "C" or "D"
	MoveBiome  = "biome"  // Item: a biome id, for the action of a wild card
	MovePlant  = "plant"  // Option: space for a sprout
	MoveGrow   = "grow"   // Option: space whose plant grows one step
	MoveBush   = "bush"   // Option: space for a bush
	MoveLake   = "lake"   // Option: space for a lake
	MoveSkip   = "skip"   // decline the rest of a lake's growths
)

// Items of the order move.
const (
	PowerFirst  = "power-first"
	ActionFirst = "action-first"
)

// Apply checks m against seat's legal moves and plays it on a copy,
// returning the new state and the events that followed. The receiver
// never changes.
func (s *State) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if err := s.check(seat, m); err != nil {
		return nil, nil, err
	}
	next := s.Clone()
	evs, err := next.Step(seat, m, nil)
	if err != nil {
		return nil, nil, err
	}
	return next, evs, nil
}

// Step is Apply in place: it plays m on s itself, appending events to
// evs. On error s is unchanged. Use it on a state you own (a bot's
// scratch copy); everyone else uses Apply.
func (s *State) Step(seat engine.Seat, m engine.Move, evs []engine.Event) ([]engine.Event, error) {
	if err := s.check(seat, m); err != nil {
		return evs, err
	}
	f := flow{s: s, evs: evs}
	f.play(int(seat), m)
	return f.evs, nil
}

// StepQuiet is Step without the events, for playouts that need only
// where the game goes: the state ends up exactly as Step would leave it.
func (s *State) StepQuiet(seat engine.Seat, m engine.Move) error {
	if err := s.check(seat, m); err != nil {
		return err
	}
	f := flow{s: s, quiet: true}
	f.play(int(seat), m)
	return nil
}

// Decider is the lowest seat with an open decision, or -1 once the game
// is over. In the action phase several seats decide at once; each seat's
// moves touch only its own planet, so deciding them in seat order gives
// the same game as any other order.
func (s *State) Decider() engine.Seat {
	switch s.phase {
	case phaseOver:
		return -1
	case phaseDraft:
		return engine.Seat(s.drafter)
	}
	for i := range s.players {
		if s.players[i].turn.stage != stDone {
			return engine.Seat(i)
		}
	}
	return -1
}

func (s *State) check(seat engine.Seat, m engine.Move) error {
	if s.phase != phaseOver && seat >= 0 && int(seat) < len(s.players) && s.isLegal(int(seat), &m) {
		return nil
	}
	return s.refuse(seat, m)
}

// refuse explains why check turned m down; it is off the hot path.
func (s *State) refuse(seat engine.Seat, m engine.Move) error {
	fail := func(err error, format string, args ...any) error {
		return &engine.MoveError{Err: err, Seat: seat, Move: m, Message: fmt.Sprintf(format, args...)}
	}
	if s.phase == phaseOver {
		return fail(engine.ErrGameOver, "the game is over")
	}
	if seat < 0 || int(seat) >= len(s.players) {
		return fail(engine.ErrUnknownSeat, "the table has seats 0 to %d", len(s.players)-1)
	}
	kind := s.decisionKind(int(seat))
	if kind == "" {
		return fail(engine.ErrNotYourTurn, "seat %d has nothing to decide now", seat)
	}
	legal := s.Legal(seat, nil)
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return fail(engine.ErrIllegalMove, "%s is not legal now (%s); legal: %s", m, kind, strings.Join(names, ", "))
}

// flow carries a move through the automatic steps that follow it, until
// the next decisions or the game's end.
type flow struct {
	s     *State
	evs   []engine.Event
	quiet bool // drop the events (StepQuiet)
}

func (f *flow) emit(typ string, seat, amount int, ref, detail string) {
	if f.quiet {
		return
	}
	f.evs = append(f.evs, engine.Event{Type: typ, Seat: engine.Seat(seat), Amount: amount, Ref: ref, Detail: detail})
}

func (f *flow) score(seat, src, points int) {
	p := &f.s.players[seat]
	p.Score += points
	p.Points[f.s.season][src] += int16(points)
}

func (f *flow) play(seat int, m engine.Move) {
	if m.Name == MovePick {
		f.pick(seat, m.Option)
		return
	}
	f.act(seat, m)
}

func (f *flow) shuffle(pile []int16) {
	engine.Shuffle(&f.s.rng, len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
}

// drawCard takes the next card: a rigged card first (from the draw pile
// or the discards; a rigged card that is in neither is passed over), else
// the top of the draw pile, shuffling the discards into a new draw pile
// when it is empty. It returns -1 when no card is left anywhere.
func (f *flow) drawCard() int16 {
	s := f.s
	for {
		id, ok := s.rig.NextDraw(DeckName)
		if !ok {
			break
		}
		c := int16(s.rs.cardID[id])
		if remove(&s.draw, c) || remove(&s.discard, c) {
			return c
		}
	}
	if len(s.draw) == 0 {
		if len(s.discard) == 0 {
			return -1
		}
		s.draw, s.discard = append(s.draw, s.discard...), s.discard[:0]
		f.shuffle(s.draw)
		f.emit(EvReshuffle, int(engine.NoSeat), len(s.draw), "", "discards")
	}
	c := s.draw[len(s.draw)-1]
	s.draw = s.draw[:len(s.draw)-1]
	return c
}

func remove(pile *[]int16, c int16) bool {
	p := *pile
	for i, x := range p {
		if x == c {
			*pile = append(p[:i], p[i+1:]...)
			return true
		}
	}
	return false
}

// layFertile puts a card into the fertility area: a fertility symbol
// raises its biome's fertility; a drought turns the biome's most recent
// face-up fertility card face down; a card with neither is discarded.
func (f *flow) layFertile(c int16) {
	s := f.s
	cd := &s.rs.cards[c]
	switch cd.symbol {
	case symFertility:
		s.fertility = append(s.fertility, fertile{card: c, faceUp: true})
		f.emit(EvFertility, int(engine.NoSeat), s.Fertility(int(cd.biome)), s.rs.Biomes[cd.biome].ID, cd.id)
	case symDrought:
		flipped := ""
		for i := len(s.fertility) - 1; i >= 0; i-- {
			fc := &s.rs.cards[s.fertility[i].card]
			if s.fertility[i].faceUp && fc.symbol == symFertility && fc.biome == cd.biome {
				s.fertility[i].faceUp = false
				flipped = fc.id
				break
			}
		}
		s.fertility = append(s.fertility, fertile{card: c, faceUp: true})
		f.emit(EvDrought, int(engine.NoSeat), s.Fertility(int(cd.biome)), s.rs.Biomes[cd.biome].ID, flipped)
	default:
		s.discard = append(s.discard, c)
		f.emit(EvDiscard, int(engine.NoSeat), 0, cd.id, "")
	}
}

func (f *flow) beginSeason() {
	s := f.s
	f.emit(EvSeason, int(engine.NoSeat), s.season+1, "", s.Sun())
	f.beginRound()
}

// beginRound reveals the draft row and hands the first pick to the leaf
// holder.
func (f *flow) beginRound() {
	s := f.s
	f.emit(EvRound, s.leaf, s.round+1, "", "")
	want := len(s.players) + 1
	if len(s.players) == 1 {
		want += s.rs.Solo.ExtraCards
	}
	s.rowN = 0
	for range want {
		c := f.drawCard()
		if c < 0 {
			break
		}
		s.row[s.rowN], s.taker[s.rowN] = c, notTaken
		f.emit(EvReveal, int(engine.NoSeat), s.rowN, s.rs.cards[c].id, "")
		s.rowN++
	}
	s.phase, s.picked, s.leafSlot, s.drafter = phaseDraft, 0, -1, s.leaf
	f.nextDrafter()
}

// nextDrafter passes over seats left without a card when the row has run
// out, and ends the draft once every seat has had its turn.
func (f *flow) nextDrafter() {
	s := f.s
	for s.picked < len(s.players) {
		s.drafter = (s.leaf + s.picked) % len(s.players)
		for i := range s.rowN {
			if s.taker[i] == notTaken {
				return
			}
		}
		f.emit(EvNoCard, s.drafter, 0, "", "")
		s.picked++
	}
	f.endDraft()
}

func (f *flow) pick(seat, slot int) {
	s := f.s
	p := &s.players[seat]
	c := s.row[slot]
	s.taker[slot] = int8(seat)
	p.Card = c
	p.Hand[p.HandN] = c
	p.HandN++
	f.emit(EvPick, seat, slot, s.rs.cards[c].id, "")
	if s.picked == 0 {
		for i := range s.rowN {
			if s.taker[i] == notTaken {
				s.leafSlot = i
				f.emit(EvLeafLaid, seat, i, s.rs.cards[s.row[i]].id, "")
				break
			}
		}
		if len(s.players) == 1 && s.leafSlot >= 0 {
			// The solitary automa takes the card with the leaf.
			s.taker[s.leafSlot] = byAutoma
			s.automa = append(s.automa, s.row[s.leafSlot])
			f.emit(EvAutoma, int(engine.NoSeat), s.leafSlot, s.rs.cards[s.row[s.leafSlot]].id, "")
		}
	}
	s.picked++
	f.nextDrafter()
}

// endDraft passes or returns the leaf, lays the leftover cards in the
// fertility area and opens the action phase for every seat with a card.
func (f *flow) endDraft() {
	s := f.s
	if s.leafSlot >= 0 && s.taker[s.leafSlot] >= 0 {
		prev := s.leaf
		s.leaf = int(s.taker[s.leafSlot])
		f.emit(EvLeafPassed, s.leaf, prev, "", "")
	} else {
		f.emit(EvLeafReturned, s.leaf, 0, "", "")
	}
	for i := range s.rowN {
		if s.taker[i] == notTaken {
			f.layFertile(s.row[i])
		}
	}
	s.rowN, s.leafSlot = 0, -1
	s.phase = phaseAct
	for i := range s.players {
		p := &s.players[i]
		p.turn = blankTurn()
		if p.Card >= 0 {
			p.turn.stage = stOrder
		}
	}
	f.maybeEndRound()
}
