package nobles

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/ruleset"
)

// SeatSetup describes one seat at a new table.
type SeatSetup struct {
	// Name is the player's or House's display name.
	Name string
	// House is a House id. Empty: the House whose id or name matches
	// Name, else the first House not yet taken, in rule-set order.
	House string
	// Virtue is a Virtue id. Empty: the House's own Virtue (or, if another
	// seat already holds it, the first Virtue nobody holds).
	Virtue string
	// NoVirtue seats the House without any Virtue, to isolate the base
	// rules in tests and scenarios. A table that plays without Virtues
	// says so in its rule set instead (Rulings.NoVirtues).
	NoVirtue bool
}

// Setup is everything a new game needs besides its rule set.
type Setup struct {
	Seed      uint64
	Seats     []SeatSetup
	FirstSeat int
	// Rig, if set, supplies die results and card draws before the
	// generator. Card ids must exist in the named decks.
	Rig *engine.Rig
}

// SetupError reports a problem with a Setup, located by a path such as
// "seats[2].virtue".
type SetupError = engine.SetupError

// NewGame deals a new year: Houses and Virtues assigned, every noble
// granted the Spring income, pawns before space 1, decks shuffled with the
// seeded generator.
func NewGame(rs *Ruleset, setup Setup) (*State, error) {
	n := len(setup.Seats)
	if err := engine.CheckSeating(n, setup.FirstSeat, MinSeats, MaxSeats, "Houses"); err != nil {
		return nil, err
	}
	if err := checkRig(rs, setup.Rig); err != nil {
		return nil, err
	}
	s := &State{
		rs:         rs,
		seed:       setup.Seed,
		nobles:     make([]Noble, n),
		first:      setup.FirstSeat,
		activeSeat: setup.FirstSeat,
		rng:        engine.NewSource(setup.Seed),
		rig:        setup.Rig.Clone(),
	}
	houseTaken := make([]bool, len(rs.Houses))
	virtueTaken := make([]bool, len(rs.Virtues))
	// Explicit choices first, so that defaults never steal them.
	for i, ss := range setup.Seats {
		nb := &s.nobles[i]
		nb.Name, nb.House, nb.Virtue = ss.Name, -1, -1
		if ss.House != "" {
			h, err := claim(rs.houseID, houseTaken, fmt.Sprintf("seats[%d].house", i), ss.House, "no House has id %q", "House %q is already seated")
			if err != nil {
				return nil, err
			}
			nb.House = h
		}
		if ss.Virtue != "" && !ss.NoVirtue {
			if rs.Rulings.NoVirtues {
				return nil, &SetupError{Path: fmt.Sprintf("seats[%d].virtue", i), Message: fmt.Sprintf("this rule set plays without Virtues (rulings.no_virtues), so no House can hold %q", ss.Virtue)}
			}
			v, err := claim(rs.virtueID, virtueTaken, fmt.Sprintf("seats[%d].virtue", i), ss.Virtue, "no Virtue has id %q", "Virtue %q is already held by another House")
			if err != nil {
				return nil, err
			}
			nb.Virtue = v
		}
	}
	for i, ss := range setup.Seats {
		nb := &s.nobles[i]
		if nb.House < 0 {
			h := matchHouse(rs, ss.Name, houseTaken)
			nb.House, houseTaken[h] = h, true
		}
		if nb.Name == "" {
			nb.Name = rs.Houses[nb.House].Name
		}
		if nb.Virtue < 0 && !ss.NoVirtue && !rs.Rulings.NoVirtues {
			v, ok := rs.virtueID[rs.Houses[nb.House].Virtue]
			if !ok || virtueTaken[v] {
				v = firstFree(virtueTaken)
			}
			if v < 0 {
				// Rule 1: every House holds one Virtue. Never seat one
				// without, quietly.
				return nil, &SetupError{Path: "virtues", Message: fmt.Sprintf("the rule set offers %d Virtues for %d Houses, and every House holds one Virtue (Rule 1): add Virtues to the rule set, or play the variant without Virtues (rulings.no_virtues)", len(rs.Virtues), n)}
			}
			nb.Virtue, virtueTaken[v] = v, true
		}
		nb.Crowns = rs.Income.Spring
	}
	s.recountMods()
	for d := range numDecks {
		size := len(rs.cards[d])
		s.decks[d] = deck{Draw: make([]int16, size), Discard: make([]int16, 0, size)}
	}
	s.shuffleDecks()
	s.beginTurn(nil)
	return s, nil
}

// shuffleDecks puts every card back in its deck's draw pile in rule-set
// order and shuffles each pile with the generator, as a new year starts.
func (s *State) shuffleDecks() {
	for d := range numDecks {
		dk := &s.decks[d]
		draw := dk.Draw[:len(s.rs.cards[d])]
		for i := range draw {
			draw[i] = int16(i)
		}
		engine.ShuffleSlice(&s.rng, draw)
		dk.Draw, dk.Discard = draw, dk.Discard[:0]
	}
}

// Redeal makes s the year NewGame would deal from start's seats with
// another seed, reusing s's memory, so that benchmarks and simulations can
// play year after year without allocating. start must be a state NewGame
// returned, before any move, with no Rig.
func (s *State) Redeal(start *State, seed uint64) {
	start.CopyInto(s)
	s.seed = seed
	s.rng = engine.NewSource(seed)
	s.shuffleDecks()
}

// Reseed returns the year NewGame would deal from s's seats with seed
// instead of s's own (game.Reseeder), in into's memory when into is a
// State other than s. s must be a state NewGame returned, before any
// move, and is not changed.
func (s *State) Reseed(seed uint64, into engine.State) engine.State {
	dst, _ := into.(*State)
	if dst == nil || dst == s {
		dst = new(State)
	}
	dst.Redeal(s, seed)
	return dst
}

func matchHouse(rs *Ruleset, name string, taken []bool) int {
	for i, h := range rs.Houses {
		if !taken[i] && name != "" && (strings.EqualFold(h.ID, name) || strings.EqualFold(h.Name, name)) {
			return i
		}
	}
	return firstFree(taken)
}

func firstFree(taken []bool) int {
	for i, t := range taken {
		if !t {
			return i
		}
	}
	return -1
}

// claim takes the entry called id (a House, a Virtue) for a seat, at
// path: refused, in the words given, when no entry has that id or another
// seat has taken it.
func claim(ids map[string]int, taken []bool, path, id, unknown, held string) (int, error) {
	k, ok := ids[id]
	if !ok {
		return 0, &SetupError{Path: path, Message: fmt.Sprintf(unknown, id)}
	}
	if taken[k] {
		return 0, &SetupError{Path: path, Message: fmt.Sprintf(held, id)}
	}
	taken[k] = true
	return k, nil
}

func checkRig(rs *Ruleset, rig *engine.Rig) error {
	if rig == nil {
		return nil
	}
	for i, d := range rig.Dice {
		if d < 1 || d > 6 {
			return &SetupError{Path: fmt.Sprintf("dice[%d]", i), Message: fmt.Sprintf("a die shows 1 to 6, got %d", d)}
		}
	}
	for _, deckName := range ruleset.Keys(rig.Draws) { // problems in a stable order
		ids := rig.Draws[deckName]
		d := -1
		for i, name := range deckNames {
			if name == deckName {
				d = i
			}
		}
		if d < 0 {
			return &SetupError{Path: "draws." + deckName, Message: "no such deck: use \"proving\", \"ordeal\" or \"decree\""}
		}
		for i, id := range ids {
			if _, ok := rs.cardID[d][id]; !ok {
				return &SetupError{Path: fmt.Sprintf("draws.%s[%d]", deckName, i), Message: fmt.Sprintf("no %s card has id %q", deckName, id)}
			}
		}
	}
	return nil
}
