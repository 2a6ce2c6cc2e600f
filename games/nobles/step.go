package nobles

import (
	"fmt"
	"strings"

	"evergreen/engine"
)

// Move names, the vocabulary of scenario files, the web API and bots.
const (
	MoveRoll    = "roll"
	MoveReroll  = "reroll"
	MoveKeep    = "keep"
	MoveChoose  = "choose"
	MoveConvert = "convert"
	MoveDecline = "decline"
	MoveSave    = "save"
	MoveGive    = "give"
	MoveInvest  = "invest"
	MoveWait    = "wait"
)

// Apply checks m against seat's legal moves and plays it on a copy,
// returning the new state and the events that followed, up to the next
// decision. The receiver never changes.
func (s *State) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	c, err := s.check(seat, m)
	if err != nil {
		return nil, nil, err
	}
	next := s.Clone()
	var evs []engine.Event
	flow{s: next, evs: &evs}.play(c)
	return next, evs, nil
}

// Step is Apply in place: it plays m on s itself, appending events to
// evs. On error s is unchanged. Use it on a state you own (a bot's
// scratch copy); everyone else uses Apply.
func (s *State) Step(seat engine.Seat, m engine.Move, evs []engine.Event) ([]engine.Event, error) {
	c, err := s.check(seat, m)
	if err != nil {
		return evs, err
	}
	flow{s: s, evs: &evs}.play(c)
	return evs, nil
}

// StepQuiet is Step without the events, for playouts that need only
// where the game goes: the state ends up exactly as Step would leave it.
func (s *State) StepQuiet(seat engine.Seat, m engine.Move) error {
	c, err := s.check(seat, m)
	if err != nil {
		return err
	}
	flow{s: s}.play(c)
	return nil
}

// Decider is the seat that must decide now, or -1 once the game is over.
// Nobles is strictly sequential: one decision is open at a time.
func (s *State) Decider() engine.Seat {
	switch s.phase {
	case phaseOver:
		return -1
	case phasePayment:
		return engine.Seat(s.payer())
	}
	return engine.Seat(s.activeSeat)
}

func (s *State) payer() int { return (s.activeSeat + s.resK) % len(s.nobles) }

// check returns m's Code if m is seat's legal move now, else why not.
func (s *State) check(seat engine.Seat, m engine.Move) (Code, error) {
	if s.phase != phaseOver && seat == s.Decider() {
		if c, ok := s.Code(&m); ok && s.legalCode(c) {
			return c, nil
		}
	}
	return 0, s.refuse(seat, m)
}

// refuse explains why check turned m down; it is off the hot path.
func (s *State) refuse(seat engine.Seat, m engine.Move) error {
	fail := func(err error, format string, args ...any) error {
		return &engine.MoveError{Err: err, Seat: seat, Move: m, Message: fmt.Sprintf(format, args...)}
	}
	if s.phase == phaseOver {
		return fail(engine.ErrGameOver, "the year is over: the Gala has been held")
	}
	if seat < 0 || int(seat) >= len(s.nobles) {
		return fail(engine.ErrUnknownSeat, "the table has seats 0 to %d", len(s.nobles)-1)
	}
	if d := s.Decider(); seat != d {
		return fail(engine.ErrNotYourTurn, "it is seat %d's decision (%s)", d, s.decisionKind())
	}
	var buf [MaxItems + 8]engine.Move
	legal := s.Legal(seat, buf[:0])
	names := make([]string, len(legal))
	for i, l := range legal {
		names[i] = l.String()
	}
	return fail(engine.ErrIllegalMove, "%s is not legal now (%s); legal: %s", m, s.decisionKind(), strings.Join(names, ", "))
}

// flow carries a move through the automatic steps that follow it, until
// the next decision or the Gala. It is two words passed by value, so that
// every step finds the state in a register.
type flow struct {
	s *State
	// evs collects the events; nil drops them (a quiet flow): a playout
	// that only needs the outcome (StepQuiet) is spared building them.
	evs *[]engine.Event
}

func (f flow) emit(typ string, seat int, amount int, ref, detail string) {
	if f.evs == nil {
		return
	}
	*f.evs = append(*f.evs, engine.Event{Type: typ, Seat: engine.Seat(seat), Amount: amount, Ref: ref, Detail: detail})
}

// emitCard emits an event about the card being resolved, naming it only
// when events are kept.
func (f flow) emitCard(typ string, seat int, amount int) {
	if f.evs == nil {
		return
	}
	f.emit(typ, seat, amount, f.s.cardID(), "")
}

// play plays move c and carries the flow to the next decision. The
// Journey's moves go on through the Path here, in one function rather
// than a call per step (travel, draw, resolve, the Duty): it runs on
// every turn, and each call would cost its prologue and the reloads of
// what the caller kept in registers.
func (f flow) play(c Code) {
	s := f.s
	a := s.activeSeat
	switch c.Kind() {
	case CodeRoll:
		if s.rig == nil {
			s.die = 1 + engine.IntN(&s.rng, 6) // rollDie's common case
		} else {
			s.die = s.rollDie()
		}
		f.emit(EvRoll, a, s.die, "", "")
		if s.HasReroll(a) {
			s.phase = phaseReroll
			return
		}
	case CodeReroll:
		if s.rig == nil {
			s.die = 1 + engine.IntN(&s.rng, 6) // rollDie's common case
		} else {
			s.die = s.rollDie()
		}
		s.rerolled = true
		if s.counts != nil {
			s.counts.Rerolled[a]++
		}
		f.emit(EvReroll, a, s.die, "", "")
	case CodeKeep:
		f.emit(EvKeep, a, s.die, "", "")
	case CodeChoose:
		f.choose(c.Arg())
		return
	case CodeConvert:
		p := s.payer()
		n := &s.nobles[p]
		tv := s.rs.Duties.TokenValue
		n.Tokens--
		n.Crowns += tv - s.payAmount
		if s.counts != nil {
			s.counts.Converted[p]++
		}
		f.emit(EvConvert, p, tv, "", "")
		f.emitCard(EvPay, p, s.payAmount)
		s.resE++
		if f.resolve() {
			f.afterPath()
		}
		return
	case CodeDecline:
		p := s.payer()
		f.emit(EvDecline, p, 0, "", "")
		f.fail(p, s.payAmount)
		s.resE++
		if f.resolve() {
			f.afterPath()
		}
		return
	case CodeSave:
		n := &s.nobles[a]
		cost := s.SaveCost(a)
		n.Crowns -= cost
		n.Tokens++
		f.emit(EvSave, a, cost, "", "")
		f.finishTurn()
		return
	case CodeGive:
		n := &s.nobles[a]
		cost := s.GiveCost(a)
		n.Crowns -= cost
		n.Gems++
		if f.evs != nil {
			*f.evs = append(*f.evs, engine.Event{Type: EvGive, Seat: engine.Seat(a), Amount: cost, Private: n.Gems})
		}
		f.finishTurn()
		return
	case CodeInvest:
		i := c.Arg()
		price := s.ItemPrice(a, i)
		n := &s.nobles[a]
		n.Crowns -= price
		n.Items[i]++
		s.closeSale(a, i)
		s.addMods(a, &s.rs.itemMods[i], 1)
		if f.evs != nil {
			f.emit(EvInvest, a, price, s.rs.Market[i].ID, "")
		}
		f.finishTurn()
		return
	case CodeWait:
		f.emit(EvWait, a, 0, "", "")
		f.finishTurn()
		return
	}

	// The Path: the pawn moves clockwise by the die, and the space's card
	// is drawn and resolved.
	n := &s.nobles[a]
	n.Position = (n.Position+s.die-1)%BoardSize + 1
	d := int(s.rs.board[n.Position-1])
	if f.evs != nil {
		f.emit(EvMove, a, n.Position, "", deckNames[d])
	}
	var card int
	if dk := &s.decks[d]; s.rig == nil && len(dk.Draw) > 0 {
		// draw's common case: the top of the pile.
		card = int(dk.Draw[len(dk.Draw)-1])
		dk.Draw = dk.Draw[:len(dk.Draw)-1]
	} else {
		card = f.draw(d)
	}
	s.cardDeck, s.card = d, card
	if s.counts != nil {
		s.counts.Landed[n.Position]++
		s.counts.Drawn[d][card]++
	}
	if f.evs != nil {
		f.emit(EvDraw, a, 0, s.cardID(), deckNames[d])
	}
	if d == deckProving {
		if o0, o1 := s.options(); o0 || o1 {
			s.phase = phaseProving
			return
		}
		f.emitCard(EvNoChoice, a, 0)
		f.discard()
		s.phase = phaseDuty
		return
	}
	s.resK, s.resE = 0, 0
	var done bool
	if rc := &s.rs.cards[d][card]; rc.plain {
		done = f.resolvePlain(&rc.effects[0][0])
	} else {
		done = f.resolve()
	}
	if !done {
		return // a payment awaits the payer's decision
	}
	f.discard()
	if s.endTurn {
		f.emit(EvEndTurn, a, 0, "", "")
		f.finishTurn()
		return
	}
	s.phase = phaseDuty
}

// rollDie rolls the die, or takes the rig's next die when there is one.
func (s *State) rollDie() int {
	if d, ok := s.rig.NextDie(); ok {
		return d
	}
	return 1 + engine.IntN(&s.rng, 6)
}

func (s *State) affordable(seat, option int) bool {
	return s.nobles[seat].Crowns >= s.OptionCost(seat, s.card, option)
}

// options reports which options of the Proving card being resolved the
// active noble can afford.
func (s *State) options() (first, second bool) {
	a := s.activeSeat
	cr, costs := s.nobles[a].Crowns, &s.rs.cards[deckProving][s.card].costs
	return cr >= s.adjusted(a, mProvingCost, costs[0]), cr >= s.adjusted(a, mProvingCost, costs[1])
}

func (s *State) cardID() string { return s.cardIDOf(s.cardDeck, s.card) }

// draw takes the next card of deck d: a rigged card first (from wherever
// it lies), else the top of the draw pile, reshuffling the discards when
// the pile is empty.
func (f flow) draw(d int) int {
	s := f.s
	dk := &s.decks[d]
	if s.rig != nil {
		if id, ok := s.rig.NextDraw(deckNames[d]); ok {
			c := int16(s.rs.cardID[d][id])
			if !remove(&dk.Draw, c) {
				remove(&dk.Discard, c)
			}
			return int(c)
		}
	}
	if len(dk.Draw) == 0 {
		dk.Draw, dk.Discard = append(dk.Draw, dk.Discard...), dk.Discard[:0]
		engine.ShuffleSlice(&s.rng, dk.Draw)
		f.emit(EvReshuffle, int(engine.NoSeat), 0, "", deckNames[d])
	}
	c := dk.Draw[len(dk.Draw)-1]
	dk.Draw = dk.Draw[:len(dk.Draw)-1]
	return int(c)
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

func (f flow) discard() {
	dk := &f.s.decks[f.s.cardDeck]
	dk.Discard = append(dk.Discard, int16(f.s.card))
}

var optionDetail = [2]string{"0", "1"}

func (f flow) choose(o int) {
	s := f.s
	a := s.activeSeat
	cost := s.OptionCost(a, s.card, o)
	s.nobles[a].Crowns -= cost
	if f.evs != nil {
		f.emit(EvChoose, a, cost, s.cardID(), optionDetail[o])
	}
	// Whom an effect reaches, for the active noble, who alone chooses: it
	// reaches them unless it names the others, and if they meet
	// its condition.
	effs := s.rs.cards[deckProving][s.card].effects[o]
	for i := range effs {
		e := &effs[i]
		if e.who == whoOthers || (e.cond != nil && !s.meets(e, a)) {
			continue
		}
		f.apply(a, e)
	}
	f.afterPath()
}

// afterPath ends the Path once its card is resolved: the card goes to the
// discards, and the noble takes a Duty unless the card ended their turn.
func (f flow) afterPath() {
	f.discard()
	if f.s.endTurn {
		f.emit(EvEndTurn, f.s.activeSeat, 0, "", "")
		f.finishTurn()
		return
	}
	f.s.phase = phaseDuty
}

// finishTurn closes the active noble's turn, turns the season when it is
// complete, and starts the next turn.
func (f flow) finishTurn() { f.turns(true) }

// beginTurn opens the active noble's turn, or lets it pass when they
// must surrender it.
func (f flow) beginTurn() { f.turns(false) }

// turns closes the active noble's turn (when closing) and opens the
// next, round the table until a noble takes theirs: a surrendered turn
// is closed at once. One loop rather than calls back and forth, since it
// runs at every turn.
func (f flow) turns(closing bool) {
	s := f.s
	for {
		if closing {
			a := s.activeSeat
			n := &s.nobles[a]
			n.Turns++
			if g := s.mod(a, mTurnGain); g > 0 {
				n.Crowns += g
				f.emit(EvTurnGain, a, g, "", "")
			}
			f.emit(EvTurnEnds, a, 0, "", "")
			if len(s.turnMods[a]) > 0 {
				f.tick(a)
			}
			s.die, s.rerolled, s.endTurn = 0, false, false
			s.seasonTurns++
			limit := s.rs.TurnsPerSeason
			if s.rs.perNoble {
				limit *= len(s.nobles)
			}
			if s.seasonTurns >= limit {
				if s.season == Seasons-1 {
					f.gala()
					return
				}
				f.newSeason()
			}
			if a++; a == len(s.nobles) {
				a = 0
			}
			s.activeSeat = a
		}
		closing = true
		n := &s.nobles[s.activeSeat]
		if f.evs != nil {
			f.emit(EvTurnBegins, s.activeSeat, n.Turns+1, "", SeasonName(s.season))
		}
		if n.Surrender == 0 {
			s.phase = phaseJourney
			return
		}
		n.Surrender--
		if s.counts != nil {
			s.counts.Surrendered[s.activeSeat]++
		}
		f.emit(EvSurrendered, s.activeSeat, 0, "", "")
	}
}

// tick counts down the card modifiers of seat counting turns, at the end
// of seat's turn (turnMods[seat]), removing those that run out.
func (f flow) tick(seat int) {
	s := f.s
	l := s.turnMods[seat]
	kept := 0
	for i := range l {
		e := &l[i]
		if e.Turns == 1 {
			s.addCardMod(e, -1)
			if f.evs != nil {
				f.emitExpire(e)
			}
			continue
		}
		e.Turns--
		if kept != i {
			l[kept] = *e
		}
		kept++
	}
	s.turnMods[seat] = l[:kept]
}

// tickSeasons is tick for the modifiers counting season changes
// (seasonMods), at a season's change.
func (f flow) tickSeasons() {
	s := f.s
	l := s.seasonMods
	kept := 0
	for i := range l {
		e := &l[i]
		if e.Seasons == 1 {
			s.addCardMod(e, -1)
			if f.evs != nil {
				f.emitExpire(e)
			}
			continue
		}
		if e.Seasons > 0 {
			e.Seasons--
		}
		if kept != i {
			l[kept] = *e
		}
		kept++
	}
	s.seasonMods = l[:kept]
}

// emitExpire reports that modifier e has run out.
func (f flow) emitExpire(e *active) {
	f.emit(EvExpire, int(e.Seat), 0, f.s.cardIDOf(int(e.Deck), int(e.Card)), e.Kind.String())
}

func (s *State) cardIDOf(d, c int) string { return s.rs.cards[d][c].id }

func (s *State) beginTurn(evs []engine.Event) []engine.Event {
	flow{s: s, evs: &evs}.beginTurn()
	return evs
}

// newSeason pays every noble the new season's income and ends modifiers
// that last a number of seasons.
func (f flow) newSeason() {
	s := f.s
	s.season++
	s.seasonTurns = 0
	if f.evs != nil {
		f.emit(EvSeason, int(engine.NoSeat), 0, "", SeasonName(s.season))
	}
	base := s.rs.Income.Season(s.season)
	for i := range s.nobles {
		income := s.adjusted(i, mIncome, base)
		s.nobles[i].Crowns += income
		if f.evs != nil {
			f.emit(EvIncome, i, income, "", SeasonName(s.season))
		}
	}
	if len(s.seasonMods) > 0 {
		f.tickSeasons()
	}
}

// gala ends the year and crowns the Paragon of Evergreen.
func (f flow) gala() {
	s := f.s
	s.phase = phaseOver
	s.clearCardMods() // the year is over: every card's effect with it
	f.emit(EvGala, int(engine.NoSeat), 0, "", "")
	if f.evs == nil {
		return
	}
	out := s.Outcome()
	for i, n := range s.nobles {
		f.emit(EvScore, i, out.Scores[i], "", fmt.Sprintf("gems=%d tokens=%d", n.Gems, n.Tokens))
	}
	for _, w := range out.Winners {
		f.emit(EvWinner, int(w), 0, "", "")
	}
}

// Outcome reports the Gala's result once the year has ended: score is
// House Gems given plus Vault Tokens held; a tie goes to the most Gems,
// and a tie on both is a shared victory.
func (s *State) Outcome() engine.Outcome {
	if s.phase != phaseOver {
		return engine.Outcome{}
	}
	out := engine.Outcome{Ended: true, Scores: make([]int, len(s.nobles))}
	best, bestGems := -1, -1
	for i, n := range s.nobles {
		sc := n.Gems + n.Tokens
		out.Scores[i] = sc
		if sc > best || (sc == best && n.Gems > bestGems) {
			best, bestGems = sc, n.Gems
		}
	}
	for i, n := range s.nobles {
		if out.Scores[i] == best && n.Gems == bestGems {
			out.Winners = append(out.Winners, engine.Seat(i))
		}
	}
	return out
}
