package engine

import (
	"math/bits"
	"math/rand/v2"
)

// Rig is a queue of chance results used before the generator: die faces
// in order, then card ids per deck in order. Scenarios and tests use it to
// set up exact situations; once a queue is empty the seeded generator
// takes over. A Rig is part of a game's state and is copied with it.
type Rig struct {
	Dice  []int               `json:"dice,omitempty"`
	Draws map[string][]string `json:"draws,omitempty"`
}

// NextDie returns the next rigged die result, if any, and consumes it.
func (r *Rig) NextDie() (int, bool) {
	if r == nil || len(r.Dice) == 0 {
		return 0, false
	}
	d := r.Dice[0]
	r.Dice = r.Dice[1:]
	return d, true
}

// NextDraw returns the next rigged card id for deck, if any, and
// consumes it.
func (r *Rig) NextDraw(deck string) (string, bool) {
	if r == nil || len(r.Draws[deck]) == 0 {
		return "", false
	}
	q := r.Draws[deck]
	id := q[0]
	if len(q) == 1 {
		delete(r.Draws, deck)
	} else {
		r.Draws[deck] = q[1:]
	}
	return id, true
}

// Empty reports whether nothing rigged is left.
func (r *Rig) Empty() bool { return r == nil || (len(r.Dice) == 0 && len(r.Draws) == 0) }

// Clone returns a deep copy.
func (r *Rig) Clone() *Rig {
	if r == nil {
		return nil
	}
	c := &Rig{Dice: append([]int(nil), r.Dice...)}
	if len(r.Draws) > 0 {
		c.Draws = make(map[string][]string, len(r.Draws))
		for k, v := range r.Draws {
			c.Draws[k] = append([]string(nil), v...)
		}
	}
	return c
}

// NewSource returns the generator every game uses, seeded from one
// number so that a game is reproducible from its seed alone.
func NewSource(seed uint64) rand.PCG {
	return *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
}

// IntN returns a uniform integer in [0,n) drawn from src. It takes the
// source by pointer so a state can hold its generator by value and copy it
// with a plain assignment. It draws exactly as math/rand/v2's Rand.IntN
// does (TestIntNMatchesRand), so recorded games replay unchanged, but calls
// the generator directly rather than through the Source interface, which
// the compiler cannot inline: rules draw a number on most moves.
func IntN(src *rand.PCG, n int) int {
	if n <= 0 {
		panic("engine: IntN needs a positive bound")
	}
	return int(uint64n(src, uint64(n)))
}

// uint64n is math/rand/v2's reduction of a 64-bit draw to [0,n): Lemire's
// multiply-and-reject, uniform and usually without a division.
func uint64n(src *rand.PCG, n uint64) uint64 {
	if n&(n-1) == 0 {
		return src.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
}

// Shuffle permutes n elements with swap, drawing from src exactly as
// math/rand/v2's Rand.Shuffle does.
func Shuffle(src *rand.PCG, n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(uint64n(src, uint64(i+1))))
	}
}

// ShuffleSlice permutes xs in place exactly as Shuffle would with a swap
// of its elements, without calling a swap function per element.
func ShuffleSlice[T any](src *rand.PCG, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := int(uint64n(src, uint64(i+1)))
		xs[i], xs[j] = xs[j], xs[i]
	}
}
