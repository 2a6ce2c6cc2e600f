package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/review"
)

// cpu is the process's CPU time so far, user and system.
func cpu() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkReview reviews one whole 2-player game of each hosted game at
// the default depth, both seats: the strongest bot against random, and
// the strongest bot against itself. It reports the CPU seconds of the
// review (the game's own play not counted), the wall time to the first
// decision judged, each seat's accuracy and the marks. For
// docs/PERFORMANCE.md and docs/BOTS.md ("Review"); run with -benchtime 1x
// on a quiet machine:
//
//	go test ./cmd/evergreen -run '^$' -bench Review -benchtime 1x
func BenchmarkReview(b *testing.B) {
	for _, g := range hosted() {
		r, err := g.Rules(nil)
		if err != nil {
			b.Fatal(err)
		}
		// The strongest bot at the table plays (the judge may be another).
		strong := "ismcts"
		if _, ok := r.Bots()["ismcts:hard"]; ok {
			strong = "ismcts:hard"
		}
		for _, pair := range [][2]string{{strong, "random"}, {strong, strong}} {
			b.Run(fmt.Sprintf("%s/%s-vs-%s", g.Name(), pair[0], pair[1]), func(b *testing.B) {
				for i := range b.N {
					reviewOnce(b, r, pair, uint64(i+1))
				}
			})
		}
	}
}

func reviewOnce(b *testing.B, r game.Rules, pair [2]string, seed uint64) {
	start, err := r.Start(game.Setup{Seed: seed, Seats: make([]game.Seat, 2)})
	if err != nil {
		b.Fatal(err)
	}
	players := make([]bots.Bot, 2)
	for i, n := range pair {
		if players[i], err = game.NewBot(r, n); err != nil {
			b.Fatal(err)
		}
	}
	_, moves, _, err := bots.PlayOut(start, players, rand.New(rand.NewPCG(seed, 9)), 100_000)
	if err != nil {
		b.Fatal(err)
	}
	judge, _ := review.JudgeFor(r, "")
	var first, firstCPU time.Duration
	began, c0 := time.Now(), cpu()
	rep, err := review.Run(context.Background(), review.Game{Start: start, Moves: moves}, judge, review.Config{Seed: 1, Progress: func(p review.Progress) {
		if first == 0 && p.Decision != nil {
			first, firstCPU = time.Since(began), cpu()-c0
		}
	}})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric((cpu() - c0).Seconds(), "cpu-s")
	b.ReportMetric(first.Seconds(), "first-s")
	b.ReportMetric(firstCPU.Seconds(), "first-cpu-s")
	b.ReportMetric(float64(len(moves)), "moves")
	for _, s := range rep.Seats {
		b.ReportMetric(s.Accuracy, fmt.Sprintf("acc%d", s.Seat))
		b.ReportMetric(float64(s.Decisions), fmt.Sprintf("dec%d", s.Seat))
		b.ReportMetric(float64(s.Inaccuracies+s.Mistakes+s.Blunders), fmt.Sprintf("marks%d", s.Seat))
		b.ReportMetric(100*s.Luck, fmt.Sprintf("luck%d", s.Seat))
		b.ReportMetric(100*s.LuckError, fmt.Sprintf("luckse%d", s.Seat))
		b.ReportMetric(100*s.AverageLoss, fmt.Sprintf("loss%d", s.Seat))
	}
	_ = engine.Seat(0)
}
