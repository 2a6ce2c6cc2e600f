package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestIntNMatchesRand checks that IntN and Shuffle draw exactly what
// math/rand/v2 draws from the same generator, bounds that are powers of
// two and bounds near 2^64 included: every recorded game depends on it.
func TestIntNMatchesRand(t *testing.T) {
	bounds := []int{1, 2, 3, 5, 6, 7, 8, 12, 16, 31, 32, 33, 1000, 1 << 40, 1<<62 + 1, 1<<63 - 1}
	for seed := range uint64(50) {
		ours, theirs := NewSource(seed), NewSource(seed)
		r := rand.New(&theirs)
		for i := range 2000 {
			n := bounds[i%len(bounds)]
			if a, b := IntN(&ours, n), r.IntN(n); a != b {
				t.Fatalf("seed %d, draw %d, IntN(%d): %d, math/rand/v2 %d", seed, i, n, a, b)
			}
		}
		x, y := make([]int, 40), make([]int, 40)
		for i := range x {
			x[i], y[i] = i, i
		}
		z := slices.Clone(x)
		sliceSrc := ours
		Shuffle(&ours, len(x), func(i, j int) { x[i], x[j] = x[j], x[i] })
		r.Shuffle(len(y), func(i, j int) { y[i], y[j] = y[j], y[i] })
		ShuffleSlice(&sliceSrc, z)
		if ours != theirs || sliceSrc != ours || !slices.Equal(z, y) {
			t.Fatalf("seed %d: generators differ after Shuffle", seed)
		}
		for i := range x {
			if x[i] != y[i] {
				t.Fatalf("seed %d: Shuffle gives %v, math/rand/v2 %v", seed, x, y)
			}
		}
	}
}

// TestQuickIsUniform draws from Quick into a few bounds and checks each
// value's count against the uniform expectation within five standard
// deviations (it fails for a reduction that drops or favours values,
// e.g. a modulo of a narrow draw, or a generator stuck on a cycle).
func TestQuickIsUniform(t *testing.T) {
	for _, n := range []int{1, 2, 3, 6, 7, 36} {
		q := NewQuick(uint64(n))
		counts := make([]int, n)
		const draws = 60000
		for range draws {
			v := q.IntN(n)
			if v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
			counts[v]++
		}
		p := 1 / float64(n)
		want, sd := draws*p, math.Sqrt(draws*p*(1-p))
		for v, c := range counts {
			if math.Abs(float64(c)-want) > 5*sd+1e-9 {
				t.Errorf("IntN(%d): %d drawn %d times, expected %.0f ± %.0f", n, v, c, want, sd)
			}
		}
	}
}
