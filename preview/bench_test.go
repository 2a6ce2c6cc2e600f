package preview_test

import (
	"syscall"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/preview"
	"evergreen/store/memstore"
)

// cpuTime is the process's CPU time so far, user and system.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkPreview runs whole previews of each game's default rule set
// at its default table, as the Studio starts them (one worker per core),
// streamed to a watcher: 10,000 games each, one preview per iteration
// (run with -benchtime 1x). games/s is the wall-clock rate a designer
// sees; games/cpu-s the rate per core, the engine's and simulator's
// speed whatever the machine's load.
func BenchmarkPreview(b *testing.B) {
	for _, c := range []struct {
		name string
		g    game.Game
		bots []string
	}{
		{"nobles", nobles, []string{"steward", "steward", "steward", "steward"}},
		{"evergreen", evergreengame.New(), []string{"gardener", "gardener"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			def, err := c.g.Rules(nil)
			if err != nil {
				b.Fatal(err)
			}
			spec := preview.Spec{Games: preview.MaxGames, Bots: c.bots}
			var wall, cpu time.Duration
			for b.Loop() {
				r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: c.g, Default: def, Logger: quiet()})
				start, cpu0 := time.Now(), cpuTime(b)
				ch, err := r.Watch(ctx, def, spec)
				if err != nil {
					b.Fatal(err)
				}
				var last preview.Status
				for st := range ch {
					last = st
				}
				wall += time.Since(start)
				cpu += cpuTime(b) - cpu0
				r.Close()
				if last.State != preview.StateDone {
					b.Fatalf("preview ended %s: %s", last.State, last.Error)
				}
			}
			games := float64(b.N * spec.Games)
			b.ReportMetric(wall.Seconds()/float64(b.N), "s/preview")
			b.ReportMetric(games/wall.Seconds(), "games/s")
			b.ReportMetric(games/cpu.Seconds(), "games/cpu-s")
		})
	}
}
