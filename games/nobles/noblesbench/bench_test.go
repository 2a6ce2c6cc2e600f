package noblesbench_test

import (
	"evergreen/engine/enginetest"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbench"
)

func benchYears(b *testing.B, rs *nobles.Ruleset, houses int, noVirtue bool) {
	p, err := noblesbench.NewPlayer(rs, houses, noVirtue, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := p.Year(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(p.Totals.Moves)/float64(p.Totals.Years), "moves/year")
}

// BenchmarkPeerYear4 plays random 4-House years of the peer's content, as
// cmd/benchpeer measures them.
func BenchmarkPeerYear4(b *testing.B) { benchYears(b, peerRules(b), 4, true) }

// BenchmarkPeerYear2 is BenchmarkPeerYear4 at 2 Houses.
func BenchmarkPeerYear2(b *testing.B) { benchYears(b, peerRules(b), 2, true) }

// BenchmarkDefaultYear4 plays random 4-House years of the default rules.
func BenchmarkDefaultYear4(b *testing.B) {
	rs := enginetest.Load(b, nobles.LoadRules, "")
	benchYears(b, rs, 4, false)
}
