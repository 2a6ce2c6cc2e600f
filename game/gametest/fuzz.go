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
// every pending seat's legal moves. A move byte of 0xF0 or more first
// tries a garbage move built from the bytes after it, which must be
// refused. Every position is checked as Run's Legal, Secrets and
// Termination subtests check it (without their random garbage), and the
// moves played, however few, must replay exactly.
func FuzzMoves(f *testing.F, g game.Game, opt Options) {
	s := newSuite(f, g, opt)
	f.Add([]byte{0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4})
	f.Add([]byte{1, 1, 42, 0, 0, 0, 0, 0, 0, 0, 1, 0xf0, 0, 3, 1, 2, 0xf3, 1, 1, 0, 0, 1, 7, 5, 0xff, 9, 9, 9, 9, 9, 9, 9})
	long := make([]byte, 600)
	for i := range long {
		long[i] = byte(i * 37)
	}
	f.Add(long)
	f.Fuzz(func(t *testing.T, data []byte) {
		src := &byteSource{data: data}
		players := s.opt.Players[src.next()%len(s.opt.Players)]
		rulesIdx := src.next() % len(s.rules)
		var seed [8]byte
		for i := range seed {
			seed[i] = byte(src.next())
		}
		first := src.next() % players
		m := s.newMatch(t, players, rulesIdx, binary.LittleEndian.Uint64(seed[:]), first)
		rng := rand.New(rand.NewPCG(m.setup.Seed, 0xf022))
		var stats secretStats
		var sums [][32]byte
		var states []engine.State
		var events [][]engine.Event
		opening := m.last
		s.walk(t, m, src, func(m *match) bool {
			sums = append(sums, s.print(t, m.st).sum())
			states = append(states, m.st)
			if len(m.moves) > 0 {
				events = append(events, m.last)
			}
			garbageMoves := 0
			if src.peek() >= 0xf0 {
				src.next()
				garbageMoves = 1
			}
			s.checkPosition(t, m, src, garbageMoves)
			s.checkSecrets(t, m, rng, &stats)
			s.checkOutcome(t, m)
			return true
		})
		s.checkReplayOf(t, m, sums, states, opening, events)
	})
}

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
