package nobles

import (
	"math/bits"
	"math/rand/v2"

	"evergreen/engine"
)

// Code is a move as a small integer, the form the rules play internally:
// the move's kind in the low four bits and its argument (a Proving option,
// a Market item index) above them. Bots and simulations that play many
// moves list and play Codes (LegalCodes, PlayCode) and spare the string
// comparisons of engine.Move; State.Move and State.Code convert between
// the two forms, which name exactly the same moves.
type Code uint16

// The move kinds of a Code.
const (
	CodeRoll Code = iota
	CodeReroll
	CodeKeep
	CodeChoose // argument: the option, 0 or 1
	CodeConvert
	CodeDecline
	CodeSave
	CodeGive
	CodeInvest // argument: the Market item's index
	CodeWait
)

const codeKindBits = 4

// Kind is c's move kind (CodeRoll … CodeWait).
func (c Code) Kind() Code { return c & (1<<codeKindBits - 1) }

// Arg is c's argument: the option of CodeChoose, the item of CodeInvest.
func (c Code) Arg() int { return int(c >> codeKindBits) }

// ChooseCode is the Code of choosing option o of the Proving.
func ChooseCode(o int) Code { return CodeChoose | Code(o)<<codeKindBits }

// InvestCode is the Code of buying Market item i.
func InvestCode(i int) Code { return CodeInvest | Code(i)<<codeKindBits }

// codeNames are the engine.Move names of the Code kinds.
var codeNames = [...]string{
	CodeRoll: MoveRoll, CodeReroll: MoveReroll, CodeKeep: MoveKeep, CodeChoose: MoveChoose,
	CodeConvert: MoveConvert, CodeDecline: MoveDecline, CodeSave: MoveSave, CodeGive: MoveGive,
	CodeInvest: MoveInvest, CodeWait: MoveWait,
}

// Move is c as an engine.Move, under s's rule set.
func (s *State) Move(c Code) engine.Move {
	switch k := c.Kind(); {
	case k == CodeChoose:
		return engine.WithOption(MoveChoose, c.Arg())
	case k == CodeInvest && c.Arg() < len(s.rs.Market):
		return engine.WithItem(MoveInvest, s.rs.Market[c.Arg()].ID)
	case int(k) < len(codeNames):
		return engine.M(codeNames[k])
	}
	return engine.Move{}
}

// Code is m as a Code; ok is false when m names no move of Nobles in any
// position (an unknown name, a stray argument, an unknown item), which is
// never legal.
func (s *State) Code(m *engine.Move) (c Code, ok bool) {
	if m.Name == MoveChoose {
		if m.HasOption && m.Item == "" && (m.Option == 0 || m.Option == 1) {
			return ChooseCode(m.Option), true
		}
		return 0, false
	}
	if m.HasOption || m.Option != 0 {
		return 0, false
	}
	if m.Name == MoveInvest {
		i, ok := s.rs.itemID[m.Item]
		return InvestCode(i), ok
	}
	if m.Item != "" {
		return 0, false
	}
	switch m.Name {
	case MoveRoll:
		return CodeRoll, true
	case MoveReroll:
		return CodeReroll, true
	case MoveKeep:
		return CodeKeep, true
	case MoveConvert:
		return CodeConvert, true
	case MoveDecline:
		return CodeDecline, true
	case MoveSave:
		return CodeSave, true
	case MoveGive:
		return CodeGive, true
	case MoveWait:
		return CodeWait, true
	}
	return 0, false
}

// LegalCodes appends the decider's legal moves to buf as Codes, in the
// order Legal lists them; nothing once the year is over.
func (s *State) LegalCodes(buf []Code) []Code {
	a := s.activeSeat
	switch s.phase {
	case phaseJourney:
		buf = append(buf, CodeRoll)
	case phaseReroll:
		buf = append(buf, CodeReroll, CodeKeep)
	case phaseProving:
		o0, o1 := s.options()
		if o0 {
			buf = append(buf, ChooseCode(0))
		}
		if o1 {
			buf = append(buf, ChooseCode(1))
		}
	case phasePayment:
		buf = append(buf, CodeConvert, CodeDecline)
	case phaseDuty:
		r := s.duties(a)
		if r&rowSave != 0 {
			buf = append(buf, CodeSave)
		}
		if r&rowGive != 0 {
			buf = append(buf, CodeGive)
		}
		for m := r.items(); m != 0; m &= m - 1 {
			buf = append(buf, InvestCode(s.rs.forSale[bits.TrailingZeros32(m)]))
		}
		buf = append(buf, CodeWait)
	}
	return buf
}

// duties reports seat's legal Duties as a dutyRow: whether they can Save
// and Give, and the mask (Ruleset.saleBit) of the Market items they can
// Invest in — CanInvest for each, none when their Market is closed. Wait
// is always legal.
func (s *State) duties(seat int) dutyRow {
	cr, rows := s.nobles[seat].Crowns, s.rs.dutyRows
	if s.modded[seat]&dutyMods != 0 || cr < 0 || len(rows) == 0 {
		return s.moddedDuties(seat)
	}
	// No modifier bears on the Duties (the common case): one row.
	return rows[min(cr, len(rows)-1)] &^ dutyRow(s.noSale[seat])
}

// moddedDuties is duties pricing each Duty.
func (s *State) moddedDuties(seat int) dutyRow {
	cr, rs := s.nobles[seat].Crowns, s.rs
	var r dutyRow
	if cr >= s.SaveCost(seat) {
		r |= rowSave
	}
	if cr >= s.GiveCost(seat) {
		r |= rowGive
	}
	if !s.MarketOpen(seat) {
		return r
	}
	if s.modded[seat]&(1<<mMarketPrice) == 0 {
		// No price modifier: the items priced at most cr, at once.
		return r | dutyRow(rs.cheapest[atMost(rs.byPrice, cr)]&^s.noSale[seat])
	}
	// A price modifier never makes a dearer item cheaper than a cheaper
	// one (adjusted is monotone in the base price), so the items the
	// noble can afford are still the cheapest few: a binary search, as
	// atMost's.
	lo, hi := 0, len(rs.byPrice)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if s.adjusted(seat, mMarketPrice, rs.byPrice[mid]) <= cr {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return r | dutyRow(rs.cheapest[lo]&^s.noSale[seat])
}

// dutyMods are the modifier kinds that bear on the Duties: the costs of
// Save, Give and the Market items, and whether the Market is open.
const dutyMods = 1<<mSaveCost | 1<<mGiveCost | 1<<mMarketPrice | 1<<mCloseMarket | 1<<mMarketGuard

// A dutyRow is a noble's legal Duties (duties): the mask of the Market
// items for sale they can buy in the low 32 bits, and whether they can
// Save and Give.
type dutyRow uint64

const (
	rowSave dutyRow = 1 << 32
	rowGive dutyRow = 1 << 33
)

func (r dutyRow) items() uint32 { return uint32(r) }

// count is the number of legal Duties, Wait included.
func (r dutyRow) count() int { return bits.OnesCount64(uint64(r)) + 1 }

// maxDutyRows bounds Ruleset.dutyRows: beyond it (costs of thousands of
// Crowns) duties prices each Duty instead.
const maxDutyRows = 4096

// fillDutyRows builds Ruleset.dutyRows, the Duties of a noble with no
// modifier bearing on them, one row per number of Crowns up to the
// dearest Duty (the last row stands for every richer noble).
func (rs *Ruleset) fillDutyRows() {
	save, give := max(0, rs.Duties.SaveCost), max(0, rs.Duties.GiveCost)
	top := max(save, give)
	if len(rs.byPrice) > 0 {
		top = max(top, rs.byPrice[len(rs.byPrice)-1])
	}
	if top >= maxDutyRows {
		rs.dutyRows = nil
		return
	}
	rs.dutyRows = make([]dutyRow, top+1)
	for cr := range rs.dutyRows {
		r := dutyRow(rs.cheapest[atMost(rs.byPrice, cr)])
		if cr >= save {
			r |= rowSave
		}
		if cr >= give {
			r |= rowGive
		}
		rs.dutyRows[cr] = r
	}
}

// atMost is the number of xs (in increasing order) at most x: a binary
// search written out, as slices.BinarySearch is a call in the hot path.
func atMost(xs []int, x int) int {
	lo, hi := 0, len(xs)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if xs[mid] <= x {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// dutyAt is the Duty at index k of those r describes, in LegalCodes
// order — without listing them.
func (s *State) dutyAt(k int, r dutyRow) Code {
	if r&rowSave != 0 {
		if k == 0 {
			return CodeSave
		}
		k--
	}
	if r&rowGive != 0 {
		if k == 0 {
			return CodeGive
		}
		k--
	}
	for m := r.items(); m != 0; m &= m - 1 {
		if k == 0 {
			return InvestCode(s.rs.forSale[bits.TrailingZeros32(m)])
		}
		k--
	}
	return CodeWait
}

// legalCode reports whether c is among the decider's legal moves, without
// listing them (the hot path of every Step); it must agree with
// LegalCodes.
func (s *State) legalCode(c Code) bool {
	a := s.activeSeat
	switch s.phase {
	case phaseJourney:
		return c == CodeRoll
	case phaseReroll:
		return c == CodeReroll || c == CodeKeep
	case phaseProving:
		return c.Kind() == CodeChoose && c.Arg() < 2 && s.affordable(a, c.Arg())
	case phasePayment:
		return c == CodeConvert || c == CodeDecline
	case phaseDuty:
		switch c.Kind() {
		case CodeSave:
			return c == CodeSave && s.nobles[a].Crowns >= s.SaveCost(a)
		case CodeGive:
			return c == CodeGive && s.nobles[a].Crowns >= s.GiveCost(a)
		case CodeWait:
			return c == CodeWait
		case CodeInvest:
			i := c.Arg()
			return i < len(s.rs.Market) && s.MarketOpen(a) && s.CanInvest(a, i)
		}
	}
	return false
}

// PlayCode plays the decider's move c in place without events, as
// StepQuiet plays its engine.Move: the fast path of random playouts. On
// error (the year is over, c is not legal) s is unchanged.
func (s *State) PlayCode(c Code) error {
	if !s.legalCode(c) {
		return s.refuse(s.Decider(), s.Move(c))
	}
	flow{s: s}.play(c)
	return nil
}

// PlayRandom plays, in place and without events, the decider's move at
// index rng.IntN(k) of their k legal moves in LegalCodes order — exactly
// the move and the draw of a random player that lists the Codes and picks
// one with rng, except that the Journey's one move (the Roll) is played
// without a draw, as the peer's plain loop plays it — and returns it; ok
// is false once the year is over. It is the fast path of random
// playouts: no list, no legality check (the move was just counted among
// the legal ones), and the choices drawn from engine.Quick rather than
// the game's PCG (the dice and decks still draw from the state's own
// generator).
func (s *State) PlayRandom(rng *engine.Quick) (c Code, ok bool) {
	if s.phase == phaseOver {
		return 0, false
	}
	c, _, _ = s.playRandom(rng, true)
	return c, true
}

// PlayoutRandom plays the year to the Gala as PlayRandom would, move
// after move, and returns the decisions made and how many of them were
// Rolls (the turns not surrendered): a random playout in one call, with
// no call and return per move.
func (s *State) PlayoutRandom(rng *engine.Quick) (moves, rolls int) {
	_, moves, rolls = s.playRandom(rng, false)
	return moves, rolls
}

// playRandom is PlayRandom's pick and play, once when one is set, else
// until the year is over.
func (s *State) playRandom(rng *engine.Quick, one bool) (c Code, moves, rolls int) {
	// The pick is written out here and in StepRandom rather than shared:
	// the call it would cost is 2.6% of a random year.
	for s.phase != phaseOver {
		switch s.phase {
		case phaseJourney:
			c = CodeRoll
			rolls++
		case phaseReroll:
			c = CodeReroll + Code(rng.IntN(2)) // CodeKeep follows CodeReroll
		case phasePayment:
			c = CodeConvert + Code(rng.IntN(2)) // CodeDecline follows CodeConvert
		case phaseDuty:
			r := s.duties(s.activeSeat)
			c = s.dutyAt(rng.IntN(r.count()), r)
		case phaseProving:
			// LegalCodes lists the affordable options in order: both, or
			// one.
			o0, o1 := s.options()
			k := 1
			if o0 && o1 {
				k = 2
			}
			o := rng.IntN(k)
			if !o0 {
				o = 1
			}
			c = ChooseCode(o)
		}
		flow{s: s}.play(c)
		moves++
		if one {
			break
		}
	}
	return c, moves, rolls
}

// StepRandom plays, in place and without events, the move bots.Random
// would pick for the decider from Legal's list with a generator over rng
// — legal[IntN(k)] — except that, as the simulator does, no number is
// drawn when only one move is legal (then choice is false). The year
// must not be over. It is bots.RandomStepper, the simulator's fast path
// for random bots: no list of engine.Move, no legality check, no view.
func (s *State) StepRandom(rng *rand.PCG) (choice bool) {
	var c Code
	switch s.phase {
	case phaseJourney:
		c = CodeRoll
	case phaseReroll:
		c, choice = CodeReroll+Code(engine.IntN(rng, 2)), true
	case phasePayment:
		c, choice = CodeConvert+Code(engine.IntN(rng, 2)), true
	case phaseDuty:
		r := s.duties(s.activeSeat)
		c = CodeWait
		if k := r.count(); k > 1 {
			c, choice = s.dutyAt(engine.IntN(rng, k), r), true
		}
	case phaseProving:
		// LegalCodes lists the affordable options in order: both, or one.
		o0, o1 := s.options()
		c, choice = ChooseCode(1), o0 && o1
		if choice {
			c = ChooseCode(engine.IntN(rng, 2))
		} else if o0 {
			c = ChooseCode(0)
		}
	}
	flow{s: s}.play(c)
	return choice
}
