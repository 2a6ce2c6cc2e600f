package evergreen

import (
	"math/rand/v2"

	"evergreen/engine"
)

// Piece is what stands on one space of a planet.
type Piece uint8

// Pieces, from an empty space up.
const (
	Empty Piece = iota
	Sprout
	SmallTree
	BigTree
	Bush
	Lake
)

// pieceLetters spell a planet as text, one letter per space: '.' empty,
// 's' sprout, 't' small tree, 'T' big tree, 'b' bush, 'l' lake; '#' is a
// space off the planet.
const pieceLetters = ".stTbl"

// Letter is the piece's letter in a planet's rows.
func (p Piece) Letter() byte { return pieceLetters[p] }

// grows reports whether the piece can grow one step.
func (p Piece) grows() bool { return p == Sprout || p == SmallTree }

// inForest reports whether the piece joins a forest.
func (p Piece) inForest() bool { return p == SmallTree || p == BigTree || p == Bush }

// Sources of points, the columns of Player.Points.
const (
	SrcCompensation = iota
	SrcSun
	SrcForest
	SrcBud
	SrcFertility
	NumSources
)

type phase uint8

const (
	phaseDraft phase = iota // the drafter picks a card
	phaseAct                // every seat with a stage other than stDone decides
	phaseOver               // the game has ended
)

// stage is where one seat stands in its action turn.
type stage uint8

const (
	stDone     stage = iota // nothing to decide now
	stOrder                 // power before or after the action
	stAction                // choose action A, B, C or D
	stBiome                 // a wild card: choose the action's biome
	stSteps                 // the action's plantings and growths
	stPower                 // the power's uses
	stLakeGrow              // growths next to the lake just placed
)

// Actions, by index.
const (
	ActA = iota // plant three sprouts in the card's biome
	ActB        // grow two different plants in the card's biome
	ActC        // plant a sprout and grow a different plant in the card's biome
	ActD        // plant a sprout or grow a plant anywhere
	numActions
)

func actionName(a int) string {
	if a >= 0 && a < numActions {
		return actionNames[a] // made once: a playout names actions often
	}
	return string(rune('A' + a))
}

var actionNames = func() (out [numActions]string) {
	for a := range out {
		out[a] = string(rune('A' + a))
	}
	return out
}()

// turn is one seat's progress through the action phase.
type turn struct {
	stage      stage
	powerFirst bool
	actionDone bool
	powerDone  bool
	action     int8 // -1 until chosen
	region     int8 // biome of the action's steps, -1: anywhere
	plants     uint8
	grows      uint8
	either     bool // action D: one planting or one growth
	planted    int16
	grown      [2]int16
	uses       uint8 // power uses left
	lake       int16 // the lake whose growths are being chosen, or -1
	lakeGrows  uint8
	lakeGrown  int16
}

// blankTurn is a turn with nothing chosen yet.
func blankTurn() turn {
	return turn{action: -1, region: -1, planted: -1, grown: [2]int16{-1, -1}, lake: -1, lakeGrown: -1}
}

// Player is one seat's position; all of it is public.
type Player struct {
	Name   string
	Planet [MaxCells]Piece
	// Track holds each power track's marker position, by power kind.
	Track [numPowers]uint8
	Score int
	// Points breaks Score down by season and source.
	Points [MaxSeasons][NumSources]int16
	// Card is the card taken this round, or -1.
	Card int16
	// Hand holds the cards taken this season (the round counter).
	Hand  [MaxRounds]int16
	HandN uint8
	turn  turn
}

// fertile is one card in the fertility area.
type fertile struct {
	card   int16
	faceUp bool
}

// maxRow bounds the draft row: players+1 cards, and the automa's extra
// cards in a solitary game.
const maxRow = MaxSeats + 4

// Takers of a card in the draft row besides a seat.
const (
	notTaken = -1
	byAutoma = -2
)

// State is one moment of a game. It is a value: Apply returns a new State
// and never changes the old one; Step is the in-place variant for bots
// and simulations that own their copy.
type State struct {
	rs      *Ruleset
	seed    uint64
	players []Player
	first   int
	leaf    int

	round  int // rounds completed in the game
	season int
	inSeas int // rounds completed in this season
	phase  phase

	// The draft row, slot 0 nearest the draw pile.
	row      [maxRow]int16
	taker    [maxRow]int8
	rowN     int
	leafSlot int // the slot the leaf lies on, or -1
	drafter  int
	picked   int // seats that have picked this round

	fertility []fertile
	automa    []int16 // the automa's cards this season
	draw      []int16 // drawn from the end
	discard   []int16
	rng       rand.PCG
	rig       *engine.Rig
	// opening holds the events of the set-up, for Opening; shared by
	// copies and never changed.
	opening []engine.Event
	// scored holds every seat's planet as each season's scoring saw it
	// (seasons.go); shared by copies and never changed in place.
	scored [][][MaxCells]Piece
}

// Rules returns the rule set the game is played under.
func (s *State) Rules() *Ruleset { return s.rs }

// Seats is the number of players.
func (s *State) Seats() int { return len(s.players) }

// Player returns seat's position.
func (s *State) Player(seat int) Player { return s.players[seat] }

// Season is the current season, from 0.
func (s *State) Season() int { return s.season }

// Round is the number of rounds completed in the game.
func (s *State) Round() int { return s.round }

// Ended reports whether the game is over.
func (s *State) Ended() bool { return s.phase == phaseOver }

// Leaf is the seat holding the leaf.
func (s *State) Leaf() int { return s.leaf }

// Sun is the side the sun shines from this season.
func (s *State) Sun() string { return SideName(s.rs.sunStart + s.season) }

// Fertility returns biome b's fertility: its face-up fertility symbols.
func (s *State) Fertility(b int) int {
	n := 0
	for _, f := range s.fertility {
		if c := s.rs.cards[f.card]; f.faceUp && c.symbol == symFertility && int(c.biome) == b {
			n++
		}
	}
	return n
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := new(State)
	s.CopyInto(c)
	return c
}

// CopyInto makes dst an independent copy of s, reusing dst's slices so
// that bots can copy states in a loop without allocating.
func (s *State) CopyInto(dst *State) {
	players, fert, automa, draw, discard := dst.players, dst.fertility, dst.automa, dst.draw, dst.discard
	*dst = *s
	dst.players = append(players[:0], s.players...)
	dst.fertility = append(fert[:0], s.fertility...)
	dst.automa = append(automa[:0], s.automa...)
	dst.draw = append(draw[:0], s.draw...)
	dst.discard = append(discard[:0], s.discard...)
	if s.rig != nil {
		dst.rig = s.rig.Clone()
	}
}

// seatOrder is seat's position in turn order counted from the first
// player (0 for the first player).
func (s *State) seatOrder(seat int) int {
	n := len(s.players)
	return (seat - s.first + n) % n
}

// RowCard returns the index in Rules.Cards of the card in slot of the
// draft row, or -1 if the slot is empty.
func (s *State) RowCard(slot int) int {
	if slot < 0 || slot >= s.rowN {
		return -1
	}
	return int(s.row[slot])
}

// First is the first player, who started with the leaf.
func (s *State) First() int { return s.first }
