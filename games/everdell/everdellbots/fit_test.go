package everdellbots

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// TestRidgeRecovers: from samples made by known weights plus a little
// noise, the fit finds the weights again (and the intercept, unpenalised),
// and explains nearly all the variance; a feature that never varies,
// without a penalty, is an error, with one it gets weight 0.
func TestRidgeRecovers(t *testing.T) {
	want := []float64{1.4, -0.5, 3, 0.25, 20}
	rng := rand.New(rand.NewPCG(1, 2))
	var x [][]float64
	var y []float64
	for range 2000 {
		xi := []float64{rng.Float64() * 10, rng.NormFloat64() * 3, float64(rng.IntN(4)), rng.Float64() * 40, 1}
		v := rng.NormFloat64() * 0.1
		for j := range xi {
			v += xi[j] * want[j]
		}
		x, y = append(x, xi), append(y, v)
	}
	got, r2, err := ridge(x, y, 0.01, []int{4})
	if err != nil {
		t.Fatal(err)
	}
	for j := range want {
		if math.Abs(got[j]-want[j]) > 0.01 {
			t.Errorf("weight %d: %.4f, want %.4f", j, got[j], want[j])
		}
	}
	if r2 < 0.999 {
		t.Errorf("R² %.5f, want nearly 1", r2)
	}
	// Under a huge penalty the weights shrink to nothing and the free
	// intercept becomes the mean target (a penalised one would be 0).
	mean := 0.0
	for _, v := range y {
		mean += v / float64(len(y))
	}
	if got, _, _ := ridge(x, y, 1e12, []int{4}); math.Abs(got[4]-mean) > 0.01 || math.Abs(got[0]) > 0.01 {
		t.Errorf("under a huge penalty: weights %.3f, want 0 and the intercept the mean %.3f", got, mean)
	}
	for i := range x {
		x[i] = append(x[i], 0)
	}
	if _, _, err := ridge(x, y, 0, []int{4}); !errors.Is(err, errSingular) {
		t.Errorf("a feature always 0, no penalty: error %v, want errSingular", err)
	}
	got, _, err = ridge(x, y, 0.01, []int{4})
	if err != nil || got[5] != 0 {
		t.Errorf("a feature always 0, with a penalty: weight %v (error %v), want 0", got, err)
	}
}
