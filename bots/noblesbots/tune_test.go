package noblesbots_test

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/bots/noblesbots"
	"evergreen/bots/steward"
	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/sim"
)

func marginReward(w, scale float64) func(engine.Outcome, []float64) {
	return func(out engine.Outcome, r []float64) {
		for i := range r {
			r[i] = 0
		}
		for _, s := range out.Winners {
			r[s] = (1 - w) / float64(len(out.Winners))
		}
		for i := range r {
			best := math.MinInt
			for j, sc := range out.Scores {
				if j != i && sc > best {
					best = sc
				}
			}
			m := float64(out.Scores[i]-best) / scale
			r[i] += w * (0.5 + 0.5*max(-1, min(1, m)))
		}
	}
}

// TestTune: TUNE="it=500,w=0.5,c=0.7;..." GAMES=200 go test ./bots/noblesbots -run TestTune -v
func TestTune(t *testing.T) {
	if os.Getenv("TUNE") == "" {
		t.Skip("set TUNE")
	}
	rs, _ := nobles.Default()
	games, _ := strconv.Atoi(os.Getenv("GAMES"))
	houses, _ := strconv.Atoi(os.Getenv("HOUSES"))
	houses = max(houses, 2)
	for _, spec := range strings.Split(os.Getenv("TUNE"), ";") {
		cfg := ismcts.Config{Name: spec, Game: noblesbots.Game(rs), Iterations: 500, Rollout: steward.Policy(rs)}
		w, scale := 0.15, 10.0
		for _, kv := range strings.Split(spec, ",") {
			k, v, _ := strings.Cut(kv, "=")
			f, _ := strconv.ParseFloat(v, 64)
			switch k {
			case "it":
				cfg.Iterations = int(f)
			case "moves":
				cfg.Moves = int(f)
			case "settle":
				cfg.Settle = f
			case "w":
				w = f
			case "s":
				scale = f
			case "c":
				cfg.Exploration = f
			case "rand":
				cfg.Rollout = nil
			case "prior":
				if f > 0 {
					cfg.Prior = steward.New(rs)
					cfg.Confidence = f
				}
			}
		}
		cfg.Reward = marginReward(w, scale)
		newBot := func(name string) (bots.Bot, error) {
			if name == "steward" {
				return steward.New(rs), nil
			}
			return ismcts.New(cfg), nil
		}
		names := []string{"x"}
		for len(names) < houses {
			names = append(names, "steward")
		}
		rep, err := sim.Run(context.Background(), sim.Config{Rules: rs, Bots: names, NewBot: newBot, Games: games, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range rep.ByBot {
			fmt.Printf("%-22s %-8s win %.3f (%.3f-%.3f) share %.3f score %.2f gems %.2f tok %.2f fails %.2f conv %.2f items %v think med %.1fms p99 %.1fms\n", spec, g.Name, g.WinRate.Rate, g.WinRate.Low, g.WinRate.High, g.WinShare, g.Score.Mean, g.Gems.Mean, g.Tokens.Mean, g.OrdealFailures.Mean, g.TokensConverted.Mean, g.Market, g.Think.MedianMS, g.Think.P99MS)
		}
	}
}
