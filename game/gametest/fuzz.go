package gametest

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/game"
)

// FuzzMoves is the body of a game's fuzz target:
//
//	func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, mygame.New(), options) }
//
// It reads the fuzz input as a game: a byte for the table size (among
// Options.Players), one for the rules (among Options.Rules), eight for
// the seed, one for the first seat, then one byte per move choosing among
// every pending seat's legal moves, up to 96 bytes in all. A move byte
// of 0xF0 or more first tries a garbage move built from the bytes after
// it, which must be refused. Every position is checked as Run's Legal and
// Termination subtests check it (without their random garbage) and as
// Secrets does from one viewer, each seat and the spectator in turn; the
// moves played, however few, must replay exactly.
func FuzzMoves(f *testing.F, g game.Game, opt Options) {
	s := newSuite(f, g, opt)
	s.light = true
	f.Add([]byte{0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4})
	f.Add([]byte{1, 1, 42, 0, 0, 0, 0, 0, 0, 0, 1, 0xf0, 0, 3, 1, 2, 0xf3, 1, 1, 0, 0, 1, 7, 5, 0xff, 9, 9, 9, 9, 9, 9, 9})
	long := make([]byte, 160)
	for i := range long {
		long[i] = byte(i * 37)
	}
	f.Add(long)
	// Shared by the inputs a fuzz worker runs one after another.
	var stats secretStats
	f.Fuzz(func(t *testing.T, data []byte) {
		// Long inputs are cut, so that every run stays quick and the
		// fuzzer spends its time on variety rather than length.
		src := &byteSource{data: data[:min(len(data), fuzzBytes)]}
		players := s.opt.Players[src.next()%len(s.opt.Players)]
		rulesIdx := src.next() % len(s.rules)
		var seed [8]byte
		for i := range seed {
			seed[i] = byte(src.next())
		}
		first := src.next() % players
		m := s.newMatch(t, players, rulesIdx, binary.LittleEndian.Uint64(seed[:]), first)
		rng := rand.New(rand.NewPCG(m.setup.Seed, 0xf022))
		var sums [][32]byte
		var states []engine.State
		var events [][]engine.Event
		opening := m.last
		s.walk(t, m, src, func(m *match) bool {
			p := s.print(t, m.st)
			sums = append(sums, p.sum())
			states = append(states, m.st)
			if len(m.moves) > 0 {
				events = append(events, m.last)
			}
			garbageMoves := 0
			if src.peek() >= 0xf0 {
				src.next()
				garbageMoves = 1
			}
			// One viewer a position, in turn, keeps a run quick.
			s.checkSecrets(t, m, rng, &stats, engine.Seat(len(m.moves)%(players+1)-1))
			s.checkPosition(t, m, src, garbageMoves, p)
			s.checkOutcome(t, m)
			return true
		})
		s.checkReplayOf(t, m, sums, states, opening, events)
	})
}

// fuzzBytes is the most of a fuzz input FuzzMoves reads: 85 moves at
// most, enough to reach every kind of decision and keep the fuzzer's
// minimizing of what it finds quick.
const fuzzBytes = 96

// byteSource reads choices from fuzz input, a byte each (two for more
// than 256 choices).
type byteSource struct{ data []byte }

func (b *byteSource) intn(n int) (int, bool) {
	if len(b.data) == 0 {
		return 0, false
	}
	v := b.next()
	if n > 256 {
		v = v<<8 | b.next()
	}
	return v % n, true
}

// next consumes a byte; 0 once the input is used up.
func (b *byteSource) next() int {
	if len(b.data) == 0 {
		return 0
	}
	v := b.data[0]
	b.data = b.data[1:]
	return int(v)
}

// peek is the next byte without consuming it; 0 at the end.
func (b *byteSource) peek() int {
	if len(b.data) == 0 {
		return 0
	}
	return int(b.data[0])
}
