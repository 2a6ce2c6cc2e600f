package preview_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/preview"
	"evergreen/sim"
)

// width is the mean width of the known spans.
func width(t *testing.T, spans []preview.Span) float64 {
	t.Helper()
	sum, n := 0.0, 0
	for _, s := range spans {
		if lo, hi := s.Bounds(); !math.IsNaN(lo) {
			sum += hi - lo
			n++
		}
	}
	if n == 0 {
		t.Fatal("no interval to draw")
	}
	return sum / float64(n)
}

// TestIntervalsShrinkWithGames: the whiskers the charts draw come from
// the games played, so four times the games give intervals about half as
// wide (1/√4), for the shares of victories and the game's own figures.
func TestIntervalsShrinkWithGames(t *testing.T) {
	g := noblesgame.New()
	rs, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	metrics := []game.Metric{{Key: "gems"}, {Key: "tokens"}, {Key: "score"}}
	report := func(games int) *sim.Report {
		rep, err := sim.Run(context.Background(), sim.Config{
			Game: g, Rules: rs, Bots: []string{"random", "random", "random"}, Games: games, Seed: preview.Seed,
			NewBot: func(name string) (bots.Bot, error) { return rs.Bots().New(name) },
		})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	few, many := report(60), report(240)
	_, fewWin := preview.WinShares(few, 3)
	_, manyWin := preview.WinShares(many, 3)
	_, fewOwn, err := preview.MetricsOf(few, metrics)
	if err != nil {
		t.Fatal(err)
	}
	_, manyOwn, err := preview.MetricsOf(many, metrics)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		few, many []preview.Span
	}{{"win shares", fewWin, manyWin}, {"own figures", fewOwn, manyOwn}} {
		ratio := width(t, c.few) / width(t, c.many)
		if ratio < 1.6 || ratio > 2.5 {
			t.Errorf("%s: intervals %.2f times narrower with 4× the games, want about 2", c.name, ratio)
		}
	}
	// And the chart draws them, saying how many games they rest on.
	svg, err := preview.Charter{}.Draw(preview.ChartWinRate, &preview.Result{Report: many}, &preview.Result{Report: few})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"95% interval", "240 games", "60 games"} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("the chart does not say %q", want)
		}
	}
}

func TestPooled(t *testing.T) {
	// Two equal groups, each ±1: the pooled mean's half-width is √2/2.
	m, s := preview.Pooled([]float64{1, 3}, []preview.Span{preview.SpanOf(0, 2), preview.SpanOf(2, 4)}, []int{10, 10})
	lo, hi := s.Bounds()
	if m != 2 || math.Abs((hi-lo)/2-math.Sqrt2/2) > 1e-12 {
		t.Errorf("pooled = %v, %v..%v", m, lo, hi)
	}
	if _, s := preview.Pooled([]float64{1}, []preview.Span{preview.NoSpan}, []int{5}); !math.IsNaN(must(s.Bounds())) {
		t.Errorf("pooled without intervals = %+v, want none", s)
	}
	if m, s := preview.Pooled(nil, nil, nil); m != 0 || !math.IsNaN(must(s.Bounds())) {
		t.Errorf("pooled of nothing = %v, %+v", m, s)
	}
}

func must(lo, _ float64) float64 { return lo }
