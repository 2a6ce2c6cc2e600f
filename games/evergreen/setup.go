package evergreen

import (
	"fmt"
	"unicode/utf8"

	"evergreen/engine"
)

// SeatSetup describes one seat at a new table.
type SeatSetup struct {
	Name string
	// Planet, if set, lists pieces already standing on the seat's planet
	// at the start, one row per string in the letters of Piece.Letter,
	// "#" exactly where the rule set's planet has no space. It is for
	// scenarios and tests that need a position without playing to it.
	Planet []string
}

// Setup is everything a new game needs besides its rule set.
type Setup struct {
	Seed      uint64
	Seats     []SeatSetup
	FirstSeat int
	// Rig, if set, supplies card draws before the generator, under the
	// deck name "cards" (see DeckName). Dice are not used.
	Rig *engine.Rig
}

// DeckName is the one deck's name in a Rig.
const DeckName = "cards"

// SetupError reports a problem with a Setup, located by a path such as
// "seats[1].planet[2]".
type SetupError = engine.SetupError

// NewGame sets up a new game: compensation scored, the deck shuffled,
// the fertility area seeded until the rule set's number of fertility
// symbols is showing, and the first round's cards revealed.
func NewGame(rs *Ruleset, setup Setup) (*State, error) {
	n := len(setup.Seats)
	if err := engine.CheckSeating(n, setup.FirstSeat, MinSeats, MaxSeats, "players"); err != nil {
		return nil, err
	}
	if err := checkRig(rs, setup.Rig); err != nil {
		return nil, err
	}
	s := &State{
		rs:       rs,
		seed:     setup.Seed,
		players:  make([]Player, n),
		first:    setup.FirstSeat,
		leaf:     setup.FirstSeat,
		leafSlot: -1,
		rng:      engine.NewSource(setup.Seed),
		rig:      setup.Rig.Clone(),
	}
	for i, ss := range setup.Seats {
		p := &s.players[i]
		p.Name, p.Card, p.turn = ss.Name, -1, blankTurn()
		if ss.Planet != nil {
			if err := rs.readPlanet(ss.Planet, &p.Planet); err != nil {
				err.Path = fmt.Sprintf("seats[%d].%s", i, err.Path)
				return nil, err
			}
		}
	}
	f := flow{s: s}
	for i := range s.players {
		c := rs.Compensation[s.seatOrder(i)]
		f.score(i, SrcCompensation, c)
		f.emit(EvCompensation, i, c, "", "")
	}
	s.draw = make([]int16, len(rs.cards))
	for i := range s.draw {
		s.draw[i] = int16(i)
	}
	f.shuffle(s.draw)
	f.seedFertility()
	f.beginSeason()
	s.opening = f.evs
	return s, nil
}

// seedFertility reveals cards until the rule set's number of fertility
// symbols shows; the fertility cards go to the fertility area, the rest
// are shuffled back into the draw pile.
func (f *flow) seedFertility() {
	s := f.s
	want := s.rs.FertilitySetup
	var back []int16
	for got := 0; got < want; {
		c := f.drawCard()
		if c < 0 {
			break
		}
		cd := &s.rs.cards[c]
		f.emit(EvSetupReveal, int(engine.NoSeat), 0, cd.id, symbolName(cd.symbol))
		if cd.symbol == symFertility {
			got++
			f.layFertile(c)
			continue
		}
		back = append(back, c)
	}
	if len(back) > 0 {
		s.draw = append(s.draw, back...)
		f.shuffle(s.draw)
		f.emit(EvReshuffle, int(engine.NoSeat), len(back), "", "setup")
	}
}

func symbolName(sym symbol) string {
	switch sym {
	case symFertility:
		return SymbolFertility
	case symDrought:
		return SymbolDrought
	}
	return SymbolNone
}

// readPlanet reads a planet's rows into dst.
func (rs *Ruleset) readPlanet(rows []string, dst *[MaxCells]Piece) *SetupError {
	if len(rows) != rs.height {
		return &SetupError{Path: "planet", Message: fmt.Sprintf("must hold %d rows, got %d", rs.height, len(rows))}
	}
	for y, row := range rows {
		p := fmt.Sprintf("planet[%d]", y)
		if utf8.RuneCountInString(row) != rs.width {
			return &SetupError{Path: p, Message: fmt.Sprintf("must be %d spaces wide, got %q", rs.width, row)}
		}
		for x := range rs.width {
			c := y*rs.width + x
			ch := row[x]
			if off := rs.biomeOf[c] < 0; off != (ch == '#') {
				return &SetupError{Path: p, Message: fmt.Sprintf("space %d must be %s, got %q", x, map[bool]string{true: "\"#\" (off the planet)", false: "a piece letter (.stTbl)"}[off], ch)}
			}
			if ch == '#' {
				continue
			}
			i := -1
			for k := range len(pieceLetters) {
				if pieceLetters[k] == ch {
					i = k
				}
			}
			if i < 0 {
				return &SetupError{Path: p, Message: fmt.Sprintf("space %d is %q, not a piece letter (.stTbl)", x, ch)}
			}
			dst[c] = Piece(i)
		}
	}
	return nil
}

func checkRig(rs *Ruleset, rig *engine.Rig) error {
	if rig == nil {
		return nil
	}
	if len(rig.Dice) > 0 {
		return &SetupError{Path: "dice", Message: "the planet game uses no dice"}
	}
	for name, ids := range rig.Draws {
		if name != DeckName {
			return &SetupError{Path: "draws." + name, Message: "no such deck: use \"cards\""}
		}
		for i, id := range ids {
			if _, ok := rs.cardID[id]; !ok {
				return &SetupError{Path: fmt.Sprintf("draws.cards[%d]", i), Message: fmt.Sprintf("no card has id %q", id)}
			}
		}
	}
	return nil
}

// ReadPlanet reads a planet spelt in piece letters, one string per row
// (see SeatSetup.Planet).
func (rs *Ruleset) ReadPlanet(rows []string) ([MaxCells]Piece, error) {
	var p [MaxCells]Piece
	if err := rs.readPlanet(rows, &p); err != nil {
		return p, err
	}
	return p, nil
}
