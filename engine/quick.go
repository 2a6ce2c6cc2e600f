package engine

import "math/bits"

// Quick is a small, fast generator for a simulated player's own choices:
// the random player of benchmarks and playouts, which draws a number on
// most moves. It is wyrand (one addition and one 128-bit multiply a
// number) and reduces a draw to [0,n) by a multiply and a shift, without
// the rejection step, so its bias is below n/2^64. It is not the game's
// generator: dice and decks draw from the state's PCG (IntN, Shuffle), so
// that recorded games replay; Quick changes only which choices a random
// player makes. Its zero value is usable; NewQuick seeds it.
type Quick struct{ s uint64 }

// NewQuick returns a Quick seeded from seed.
func NewQuick(seed uint64) Quick { return Quick{s: seed} }

// IntN returns an integer in [0,n); n must be positive.
func (q *Quick) IntN(n int) int {
	q.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(q.s, q.s^0xe7037ed1a0b428db)
	r, _ := bits.Mul64(hi^lo, uint64(n))
	return int(r)
}
