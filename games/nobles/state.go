package nobles

import (
	"iter"
	"math/rand/v2"

	"evergreen/engine"
)

// Table limits.
const (
	MinSeats = 2
	MaxSeats = 8
	// MaxItems bounds the Market so ownership fits a fixed array.
	MaxItems = 32
)

// phase is where the active turn stands, which fixes the one open
// decision.
type phase uint8

const (
	phaseJourney phase = iota // the active noble must roll
	phaseReroll               // a reroll source applies: reroll or keep
	phaseProving              // choose one of the Proving's options
	phasePayment              // payer must convert a Vault Token or decline
	phaseDuty                 // the active noble takes one Duty
	phaseOver                 // the Gala has been held
)

// Noble is one seat's position. Crowns, Vault Tokens, Market items,
// position and turn counts are public; Gems is hidden from every other
// seat until the Gala.
type Noble struct {
	Name      string
	House     int // index into Rules.Houses
	Virtue    int // index into Rules.Virtues, -1 for none
	Crowns    int
	Tokens    int
	Gems      int
	Position  int // 0 = before space 1; else 1–32
	Turns     int // turns taken, surrendered ones included
	Surrender int // surrendered turns pending
	Items     [MaxItems]uint8
}

// active is a modifier placed by a card, with what is left of its
// duration. It is narrow (20 bytes) because most modifiers last a turn:
// each is listed, ticked and dropped within a turn or two, and the copies
// cost by the byte. The bounds on rule sets (MaxCrowns,
// MaxDurationTurns, MaxDurationSeasons, MaxSeats) fit every field.
type active struct {
	Seat    uint8
	Kind    modKind
	Deck    uint8
	Year    bool
	Card    int16
	Turns   int16 // own turns left, if counting turns
	Seasons int16 // season changes left, if counting seasons
	Amount  int32
	// Seq orders the modifiers in force as they were placed, across the
	// lists that hold them (State.yearMods, seasonMods, turnMods).
	Seq uint32
}

// deck is a draw pile and a discard pile of card indices. The draw pile
// is drawn from its end.
type deck struct {
	Draw    []int16
	Discard []int16
}

// State is one moment of a game of Nobles of Evergreen. It is a value:
// Apply returns a new State and never changes the old one. Step is the
// in-place variant for bots and simulations that own their copy.
type State struct {
	rs     *Ruleset
	seed   uint64
	nobles []Noble
	first  int

	season      int // 0–3
	seasonTurns int // turns taken this season, around the whole table
	activeSeat  int
	phase       phase
	die         int
	rerolled    bool
	endTurn     bool // the Path ended the turn: no Duty

	// The card being resolved.
	cardDeck int
	card     int
	// Resolution of an Ordeal or Decree: k-th noble from the active one,
	// e-th effect; payAmount is the payment awaiting a decision.
	resK, resE int
	payAmount  int

	// The card modifiers in force, in lists by what they count down, each
	// in the order its modifiers were placed (Seq; inForce merges them in
	// that order for views and snapshots): those lasting the year, those
	// counting season changes, and those counting seat's own turns
	// (turnMods[seat]). Most modifiers count one turn and are gone a turn
	// later, so a turn's end visits that seat's few only, and a season's
	// change the seasonal ones only.
	yearMods, seasonMods []active
	turnMods             [MaxSeats][]active
	placed               uint32 // the Seq of the next modifier placed
	// mods caches, per seat and modifier kind, the sum over the Virtue,
	// Market items and card modifiers in force (flags count sources). It
	// is derived state, kept in step by addMods; see recountMods.
	mods [MaxSeats][numMods]int32
	// noSale[seat] masks (Ruleset.saleBit) the items for sale seat may not
	// buy whatever their price: owned already under rulings.item_once, or
	// owned 255 times. Derived from the nobles' items, kept by Invest.
	noSale [MaxSeats]uint32
	// virtue[seat] is the modifier table of seat's Virtue (a table of
	// zeros for none), so that pricing reads it in one step. Derived from
	// the nobles' Virtues by recountMods.
	virtue [MaxSeats]*[numMods]int
	// modded[seat] has bit k set when seat's modifier k or their Virtue's
	// is not zero: most prices meet no modifier at all, and adjusted then
	// returns the base at once. Derived, kept in step with mods.
	modded [MaxSeats]uint16
	decks  [numDecks]deck
	rng    rand.PCG
	rig    *engine.Rig
	// counts, when not nil, counts the year's figures as it is played
	// (Count).
	counts *Counts
}

// Rules returns the rule set the game is played under.
func (s *State) Rules() *Ruleset { return s.rs }

// Seats is the number of Houses at the table.
func (s *State) Seats() int { return len(s.nobles) }

// Noble returns seat's full position (omniscient: includes Gems).
func (s *State) Noble(seat int) Noble { return s.nobles[seat] }

// Season returns 0–3 (Spring to Winter).
func (s *State) Season() int { return s.season }

// Active returns the seat whose turn it is.
func (s *State) Active() int { return s.activeSeat }

// Ended reports whether the Gala has been held.
func (s *State) Ended() bool { return s.phase == phaseOver }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := new(State)
	s.CopyInto(c)
	return c
}

// CopyInto makes dst an independent copy of s, reusing dst's slices so
// that bots can copy states in a loop without allocating.
func (s *State) CopyInto(dst *State) {
	nobles, yearMods, seasonMods, turnMods := dst.nobles, dst.yearMods, dst.seasonMods, dst.turnMods
	decks := dst.decks
	*dst = *s
	dst.nobles = append(nobles[:0], s.nobles...)
	dst.yearMods = append(yearMods[:0], s.yearMods...)
	dst.seasonMods = append(seasonMods[:0], s.seasonMods...)
	for seat := range dst.turnMods {
		if seat < len(s.nobles) {
			dst.turnMods[seat] = append(turnMods[seat][:0], s.turnMods[seat]...)
		} else {
			dst.turnMods[seat] = turnMods[seat][:0] // no such seat: nothing to copy
		}
	}
	for d := range numDecks {
		dst.decks[d].Draw = append(decks[d].Draw[:0], s.decks[d].Draw...)
		dst.decks[d].Discard = append(decks[d].Discard[:0], s.decks[d].Discard...)
	}
	if s.rig != nil {
		dst.rig = s.rig.Clone()
	}
	if s.counts != nil {
		copyCounts(dst, s.counts)
	}
}

// mod sums modifier k for seat over the Virtue, Market items and card
// effects.
func (s *State) mod(seat int, k modKind) int { return int(s.mods[seat][k]) }

// addMods adds (sign 1) or removes (sign -1) a table of modifiers for seat.
func (s *State) addMods(seat int, t *[numMods]int, sign int32) {
	for k, v := range t {
		s.mods[seat][k] += sign * int32(v)
		s.markModded(seat, modKind(k))
	}
}

// markModded sets or clears seat's bit k in modded.
func (s *State) markModded(seat int, k modKind) {
	if s.mods[seat][k] != 0 || s.virtue[seat][k] != 0 {
		s.modded[seat] |= 1 << k
	} else {
		s.modded[seat] &^= 1 << k
	}
}

// addCardMod adds or removes one card modifier in the cache. It runs
// twice for every modifier placed, so it is kept small enough to inline:
// isFlag and markModded are written out.
func (s *State) addCardMod(e *active, sign int32) {
	// Locals, so that the stores below do not make the compiler reload
	// e's fields.
	seat, k, v := int(e.Seat), e.Kind, e.Amount
	if k <= mReroll { // k.isFlag()
		v = 1
	}
	m := &s.mods[seat]
	if m[k] += sign * v; m[k] != 0 || s.virtue[seat][k] != 0 {
		s.modded[seat] |= 1 << k
	} else {
		s.modded[seat] &^= 1 << k
	}
}

// list adds e to the modifiers in force, in the list of what it counts
// down, after the modifiers placed before it, leaving the cache to the
// caller (the snapshot's and determinize's way; apply writes it out).
func (s *State) list(e active) *active {
	e.Seq = s.placed
	s.placed++
	var l *[]active
	switch listOf(Duration{Turns: int(e.Turns), Seasons: int(e.Seasons), Year: e.Year}) {
	case listTurns:
		l = &s.turnMods[e.Seat]
	case listSeasons:
		l = &s.seasonMods
	default:
		l = &s.yearMods
	}
	*l = append(*l, e)
	return &(*l)[len(*l)-1]
}

// clearCardMods takes every card modifier out of force.
func (s *State) clearCardMods() {
	clearList := func(l *[]active) {
		for i := range *l {
			s.addCardMod(&(*l)[i], -1)
		}
		*l = (*l)[:0]
	}
	clearList(&s.yearMods)
	clearList(&s.seasonMods)
	for seat := range s.nobles {
		clearList(&s.turnMods[seat])
	}
}

// inForce yields the card modifiers in force in the order they were
// placed, the order views and snapshots list them in: the lists merged
// by Seq.
func (s *State) inForce() iter.Seq[*active] {
	return func(yield func(*active) bool) {
		var lists [MaxSeats + 2][]active
		lists[0], lists[1] = s.yearMods, s.seasonMods
		copy(lists[2:], s.turnMods[:])
		for {
			best := -1
			for i, l := range lists {
				if len(l) > 0 && (best < 0 || l[0].Seq < lists[best][0].Seq) {
					best = i
				}
			}
			if best < 0 {
				return
			}
			e := &lists[best][0]
			lists[best] = lists[best][1:]
			if !yield(e) {
				return
			}
		}
	}
}

// closeSale marks item i in noSale when seat may no longer buy it.
func (s *State) closeSale(seat, i int) {
	if owned := s.nobles[seat].Items[i]; (s.rs.Rulings.ItemOnce && owned > 0) || owned == 255 {
		s.noSale[seat] |= s.rs.saleBit[i]
	}
}

// recountMods rebuilds the modifier cache (and noSale) from scratch.
func (s *State) recountMods() {
	s.mods = [MaxSeats][numMods]int32{}
	s.modded = [MaxSeats]uint16{}
	for seat := range s.virtue {
		s.virtue[seat] = &s.rs.noVirtue
	}
	for seat, n := range s.nobles {
		if n.Virtue >= 0 {
			s.virtue[seat] = &s.rs.virtueMods[n.Virtue]
			s.addMods(seat, &s.rs.virtueMods[n.Virtue], 1)
		}
		s.noSale[seat] = 0
		for i, c := range n.Items[:len(s.rs.Market)] {
			for range c {
				s.addMods(seat, &s.rs.itemMods[i], 1)
			}
			s.closeSale(seat, i)
		}
	}
	for e := range s.inForce() {
		s.addCardMod(e, 1)
	}
}

// adjusted applies modifier k to a base amount in the rules' order:
// the Virtue first, then everything else, never below zero.
func (s *State) adjusted(seat int, k modKind, base int) int {
	if s.modded[seat]&(1<<k) == 0 {
		return max(0, base)
	}
	virtue := s.virtue[seat][k]
	v := max(0, base+virtue)
	return max(0, v+s.mod(seat, k)-virtue)
}

// cardAdjusted is adjusted for what an Ordeal demands of seat (k
// mOrdealPayment) or a Decree gives seat (mDecreeGain), where drawn says
// seat drew the card: then the modifiers scoped to the holder's own
// cards ("who": "active") count too, the Virtue's with the Virtue's.
func (s *State) cardAdjusted(seat int, k modKind, base int, drawn bool) int {
	own, _ := ownKind(k)
	if !drawn || s.modded[seat]&(1<<own) == 0 {
		return s.adjusted(seat, k, base)
	}
	vt := s.virtue[seat]
	virtue := vt[k] + vt[own]
	v := max(0, base+virtue)
	return max(0, v+s.mod(seat, k)+s.mod(seat, own)-virtue)
}

// GiveCost is what the Give Duty costs seat now.
func (s *State) GiveCost(seat int) int { return s.adjusted(seat, mGiveCost, s.rs.Duties.GiveCost) }

// SaveCost is what the Save Duty costs seat now.
func (s *State) SaveCost(seat int) int { return s.adjusted(seat, mSaveCost, s.rs.Duties.SaveCost) }

// ItemPrice is what Market item i costs seat now.
func (s *State) ItemPrice(seat, i int) int {
	return s.adjusted(seat, mMarketPrice, s.rs.Market[i].Price)
}

// OptionCost is what option o of Proving card c costs seat now.
func (s *State) OptionCost(seat, c, o int) int {
	return s.adjusted(seat, mProvingCost, s.rs.cards[deckProving][c].costs[o])
}

// MarketOpen reports whether seat may Invest this turn. A guard (from a
// Virtue, an item or a card) keeps the Market open whatever closes it.
func (s *State) MarketOpen(seat int) bool {
	if s.mod(seat, mMarketGuard) > 0 {
		return true
	}
	return s.mod(seat, mCloseMarket) == 0
}

// HasReroll reports whether a legal reroll source applies to seat.
func (s *State) HasReroll(seat int) bool { return s.mod(seat, mReroll) > 0 }

// Owns reports how many of Market item i seat owns.
func (s *State) Owns(seat, i int) int { return int(s.nobles[seat].Items[i]) }

func (s *State) itemCount(seat int) int {
	c := 0
	// The Market's items only: the rest of the array is never owned.
	for _, n := range s.nobles[seat].Items[:len(s.rs.Market)] {
		c += int(n)
	}
	return c
}
