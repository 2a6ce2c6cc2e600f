package sim_test

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"evergreen/games/nobles/noblesgame"
	"evergreen/sim"
)

func config(t *testing.T, workers int) sim.Config {
	t.Helper()
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	return sim.Config{
		Game: g, Rules: r, Bots: []string{"steward", "random", "steward-lite"}, Games: 60, Seed: 3, Workers: workers,
	}
}

// TestSameSeedSameReport checks that results do not depend on how games
// are scheduled: one worker or four give the same report.
func TestSameSeedSameReport(t *testing.T) {
	report := func(workers int) string {
		rep, err := sim.Run(context.Background(), config(t, workers))
		if err != nil {
			t.Fatal(err)
		}
		rep.Speed = sim.Speed{}
		for i := range rep.ByBot {
			rep.ByBot[i].Think = nil
		}
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	one, four := report(1), report(4)
	if one != four {
		t.Fatalf("reports differ between 1 and 4 workers:\n%s\n%s", one, four)
	}
}

func TestReportAddsUp(t *testing.T) {
	cfg := config(t, 2)
	rep, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != cfg.Games || len(rep.BySeat) != 3 || len(rep.ByBot) != 3 {
		t.Fatalf("games %d, seats %d, bots %d", rep.Games, len(rep.BySeat), len(rep.ByBot))
	}
	wins, samples := 0, 0
	for _, g := range rep.BySeat {
		wins += g.Wins
		samples += g.Samples
		n := 0
		for _, b := range g.Distribution {
			n += b.Count
		}
		if n != g.Samples {
			t.Errorf("%s: distribution counts %d of %d", g.Name, n, g.Samples)
		}
	}
	if wins+rep.SharedVictories != cfg.Games || samples != 3*cfg.Games {
		t.Errorf("wins %d + shared games %d != %d games; samples %d", wins, rep.SharedVictories, cfg.Games, samples)
	}
	// Bots rotate, so each bot played each seat equally often.
	for _, g := range rep.ByBot {
		if g.Samples != cfg.Games {
			t.Errorf("%s: %d samples", g.Name, g.Samples)
		}
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"By bot", "By seat", "First-seat advantage", "Score distribution", "Market purchases", "games/s"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text report lacks %q", want)
		}
	}
}

func TestPlayReplaysAGame(t *testing.T) {
	cfg := config(t, 2)
	a, err := sim.Play(&cfg, 17)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sim.Play(&cfg, 17)
	if err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) || a.Seed != sim.GameSeed(cfg.Seed, 17) {
		t.Fatalf("game 17 differs on replay")
	}
}

func TestWilson(t *testing.T) {
	// Known values: 8 of 10 → 0.4902–0.9433; 0 of 10 → 0–0.2775.
	for _, c := range []struct {
		k, n      int
		low, high float64
	}{{8, 10, 0.4902, 0.9433}, {0, 10, 0, 0.2775}, {500, 1000, 0.4691, 0.5309}} {
		iv := sim.Wilson(c.k, c.n)
		if math.Abs(iv.Low-c.low) > 1e-4 || math.Abs(iv.High-c.high) > 1e-4 {
			t.Errorf("Wilson(%d,%d) = %.4f–%.4f, want %.4f–%.4f", c.k, c.n, iv.Low, iv.High, c.low, c.high)
		}
	}
}

func TestBadConfig(t *testing.T) {
	cfg := config(t, 1)
	cfg.Bots = []string{"steward"}
	if _, err := sim.Run(context.Background(), cfg); err == nil {
		t.Error("one bot accepted")
	}
	cfg = config(t, 1)
	cfg.Bots = []string{"steward", "nobody"}
	if _, err := sim.Run(context.Background(), cfg); err == nil {
		t.Error("unknown bot accepted")
	}
}
