package steward_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/bots/steward"
	"evergreen/games/nobles"
	"evergreen/sim"
)

// TestTune pits steward variants against each other; run by hand:
// TUNE=1 go test ./bots/steward -run TestTune -v
func TestTune(t *testing.T) {
	if os.Getenv("TUNE") == "" {
		t.Skip("set TUNE=1")
	}
	rs, _ := nobles.Default()
	newBot := func(name string) (bots.Bot, error) {
		// name: r<reserve>i<0|1>
		p := strings.Split(name, "i")
		r, _ := strconv.ParseFloat(strings.TrimPrefix(p[0], "r"), 64)
		return steward.NewTuned(rs, r, p[1] == "1"), nil
	}
	pairs := strings.Split(os.Getenv("TUNE"), ";")
	for _, pair := range pairs {
		names := strings.Split(pair, ",")
		rep, err := sim.Run(context.Background(), sim.Config{Rules: rs, Bots: names, NewBot: newBot, Games: 4000, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range rep.ByBot {
			fmt.Printf("%-8s win %.3f (%.3f-%.3f) share %.3f score %.2f fails %.2f surr %.2f items %v\n", g.Name, g.WinRate.Rate, g.WinRate.Low, g.WinRate.High, g.WinShare, g.Score.Mean, g.OrdealFailures.Mean, g.SurrenderedTurns.Mean, g.Market)
		}
		fmt.Println()
	}
}
