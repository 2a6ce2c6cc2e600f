package preview

import (
	"evergreen/game"
	"evergreen/sim"
)

// Span and the figures charts draw, for the external tests.
type Span = span

var NoSpan = noSpan

func WinShares(rep *sim.Report, n int) ([]float64, []Span) {
	v, s := winShares(rep, n)
	return v, s
}

func MetricsOf(rep *sim.Report, ms []game.Metric) ([]float64, []Span, error) {
	v, s, err := metricsOf(rep, ms)
	return v, s, err
}

func Pooled(means []float64, spans []Span, samples []int) (float64, Span) {
	return pooled(means, spans, samples)
}

func (s Span) Bounds() (low, high float64) { return s.low, s.high }

func SpanOf(low, high float64) Span { return span{low, high} }
