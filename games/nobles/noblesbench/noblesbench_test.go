package noblesbench_test

import (
	"evergreen/engine/enginetest"
	"fmt"
	"math"
	"os"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbench"
)

// peerRules loads the peer's content as a Nobles rule set; the test skips
// where the shared peers folder is not checked out next to the repository.
func peerRules(t testing.TB) *nobles.Ruleset {
	doc, err := os.ReadFile(peerRulesPath)
	if err != nil {
		t.Skipf("peer rule set not found: %v", err)
	}
	rs, err := nobles.LoadRules(doc)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

const peerRulesPath = "testdata/peer-rules.json"

// peerMeans are the plain JavaScript loop's means per House over random
// play (node bench.js --bench plain --json, 222,000 4-House and 322,000
// 2-House games, 2026-12-01), the figures the engine must reproduce on the
// same content. Their own sampling error is far below the engine's here.
var peerMeans = map[int]noblesbench.Means{
	4: {MovesPerYear: 275.43, Gems: 6.806, Tokens: 4.908, Crowns: 885.9, Surrendered: 4.525, WinnersPerYear: 1.0416},
	2: {MovesPerYear: 144.42, Gems: 7.455, Tokens: 6.449, Crowns: 1065.1, Surrendered: 2.343, WinnersPerYear: 1.0213},
}

// TestMeansMatchPeer plays random years on the peer's content and checks
// each mean per House against the peer's within four standard errors of
// the engine's own estimate (from the spread between years): the same
// rules under the same random policy must agree within noise. A rules
// difference of a few percent (a ruling, a price, a Virtue left on) shows.
func TestMeansMatchPeer(t *testing.T) {
	rs := peerRules(t)
	years := 6000
	if testing.Short() {
		years = 1500
	}
	for _, houses := range []int{4, 2} {
		t.Run(fmt.Sprintf("%d Houses", houses), func(t *testing.T) {
			checkMeans(t, rs, houses, true, years, peerMeans[houses])
		})
	}
}

func checkMeans(t *testing.T, rs *nobles.Ruleset, houses int, noVirtue bool, years int, want noblesbench.Means) {
	t.Helper()
	p, err := noblesbench.NewPlayer(rs, houses, noVirtue, 1)
	if err != nil {
		t.Fatal(err)
	}
	fields := []struct {
		name string
		of   func(noblesbench.Means) float64
	}{
		{"moves a year", func(m noblesbench.Means) float64 { return m.MovesPerYear }},
		{"Gems", func(m noblesbench.Means) float64 { return m.Gems }},
		{"Vault Tokens", func(m noblesbench.Means) float64 { return m.Tokens }},
		{"Crowns left", func(m noblesbench.Means) float64 { return m.Crowns }},
		{"turns surrendered", func(m noblesbench.Means) float64 { return m.Surrendered }},
		{"winners a year", func(m noblesbench.Means) float64 { return m.WinnersPerYear }},
	}
	sum := make([]float64, len(fields))
	sq := make([]float64, len(fields))
	for range years {
		before := p.Totals
		if err := p.Year(); err != nil {
			t.Fatal(err)
		}
		year := p.Totals
		year.Years -= before.Years
		year.Moves -= before.Moves
		year.Gems -= before.Gems
		year.Tokens -= before.Tokens
		year.Crowns -= before.Crowns
		year.Surrendered -= before.Surrendered
		year.Winners -= before.Winners
		m := year.Means()
		for i, f := range fields {
			v := f.of(m)
			sum[i] += v
			sq[i] += v * v
		}
	}

	n := float64(years)
	for i, f := range fields {
		mean := sum[i] / n
		se := math.Sqrt((sq[i]/n - mean*mean) / (n - 1))
		if d := mean - f.of(want); math.Abs(d) > 4*se {

			t.Errorf("%s: %.3f per House, the peer %.3f (off by %.1f standard errors of %.3f)", f.name, mean, f.of(want), d/se, se)
		}
	}
	if got := p.Totals.Means(); math.Abs(got.MovesPerYear-sum[0]/n) > 1e-9 {
		t.Errorf("Totals.Means gives %.3f moves a year, the years one by one %.3f", got.MovesPerYear, sum[0]/n)
	}

}

// TestYearAllocatesNothing checks that a random year, deal included,
// allocates nothing once the player is set up, on the peer's content and
// on the default rules (card modifiers, Virtues, rerolls): 0 allocations
// per move.
func TestYearAllocatesNothing(t *testing.T) {
	def := enginetest.Load(t, nobles.LoadRules, "")
	for name, rs := range map[string]*nobles.Ruleset{"peer": peerRules(t), "default": def} {
		p, err := noblesbench.NewPlayer(rs, 4, name == "peer", 3)
		if err != nil {
			t.Fatal(err)
		}
		for range 50 { // let the reused buffers reach their size
			if err := p.Year(); err != nil {
				t.Fatal(err)
			}
		}
		if a := testing.AllocsPerRun(200, func() {
			if err := p.Year(); err != nil {
				t.Fatal(err)
			}
		}); a != 0 {
			t.Errorf("%s rules: %.2f allocations a year", name, a)
		}
	}
}
