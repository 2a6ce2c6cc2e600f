package everdellbots

import (
	"errors"
	"fmt"
	"math"
)

// ridge fits w to minimise Σ (y − x·w)² + lambda Σ w[j]² over the
// samples (x[i], y[i]), leaving the columns in free unpenalised (an
// intercept): the normal equations (XᵀX + lambda P) w = Xᵀy, solved by
// Gaussian elimination with partial pivoting. The features are few (tens),
// so the square system is small; the sums run in sample order, so the
// same samples give the same weights, bit for bit. It also returns R², the
// share of y's variance the fit explains.
func ridge(x [][]float64, y []float64, lambda float64, free []int) (w []float64, r2 float64, err error) {
	if len(x) == 0 || len(x) != len(y) {
		return nil, 0, fmt.Errorf("everdellbots: fit: %d samples and %d targets", len(x), len(y))
	}
	if lambda < 0 || math.IsNaN(lambda) {
		return nil, 0, fmt.Errorf("everdellbots: fit: ridge penalty %v is negative", lambda)
	}
	d := len(x[0])
	a := make([][]float64, d) // XᵀX + lambda P, with Xᵀy as its last column
	for j := range a {
		a[j] = make([]float64, d+1)
	}
	for i, xi := range x {
		if len(xi) != d {
			return nil, 0, fmt.Errorf("everdellbots: fit: sample %d has %d features, not %d", i, len(xi), d)
		}
		for j := range d {
			for k := range d {
				a[j][k] += xi[j] * xi[k]
			}
			a[j][d] += xi[j] * y[i]
		}
	}
	for j := range d {
		penalised := true
		for _, f := range free {
			penalised = penalised && f != j
		}
		if penalised {
			a[j][j] += lambda
		}
	}
	w, err = solve(a)
	if err != nil {
		return nil, 0, err
	}
	mean := 0.0
	for _, v := range y {
		mean += v
	}
	mean /= float64(len(y))
	var res, tot float64
	for i, xi := range x {
		p := 0.0
		for j := range d {
			p += xi[j] * w[j]
		}
		res += (y[i] - p) * (y[i] - p)
		tot += (y[i] - mean) * (y[i] - mean)
	}
	if tot > 0 {
		r2 = 1 - res/tot
	}
	return w, r2, nil
}

// errSingular is a system the samples do not determine: a feature that
// is always 0, or two that always agree, with no ridge penalty.
var errSingular = errors.New("everdellbots: fit: the samples do not determine the weights (a feature never varies; a ridge penalty > 0 fixes it)")

// solve solves the d×d system whose rows are a's, with the right-hand
// side in column d, in place.
func solve(a [][]float64) ([]float64, error) {
	d := len(a)
	for c := range d {
		p := c
		for r := c + 1; r < d; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, errSingular
		}
		a[c], a[p] = a[p], a[c]
		for r := c + 1; r < d; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k <= d; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	w := make([]float64, d)
	for c := d - 1; c >= 0; c-- {
		s := a[c][d]
		for k := c + 1; k < d; k++ {
			s -= a[c][k] * w[k]
		}
		w[c] = s / a[c][c]
	}
	return w, nil
}
