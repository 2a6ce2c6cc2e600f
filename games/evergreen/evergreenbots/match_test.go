package evergreenbots_test

import (
	"math/rand/v2"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenbots"
)

// timedBot measures the time a bot spends deciding.
// It counts the process's CPU time, not the wall clock, so that a busy
// machine does not inflate it (the bots are single-threaded).
type timedBot struct {
	bots.Bot
	n     int
	total time.Duration
	worst time.Duration
}

func (b *timedBot) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	t := cpuTime()
	m := b.Bot.Choose(seat, view, legal, rng)
	d := cpuTime() - t
	b.n++
	b.total += d
	b.worst = max(b.worst, d)
	return m
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// match plays games two-seat games of a against b, alternating seats, and
// returns a's wins.
func match(t testing.TB, rs *evergreen.Ruleset, a, b bots.Bot, games int) (int, *timedBot, *timedBot) {
	ta, tb := &timedBot{Bot: a}, &timedBot{Bot: b}
	wins := 0
	for g := range games {
		st, err := evergreen.NewGame(rs, evergreen.Setup{Seed: uint64(g) + 1, Seats: make([]evergreen.SeatSetup, 2), FirstSeat: g % 2})
		if err != nil {
			t.Fatal(err)
		}
		players := []bots.Bot{ta, tb}
		aSeat := 0
		if g%4 >= 2 {
			players, aSeat = []bots.Bot{tb, ta}, 1
		}
		final, _, _, err := bots.PlayOut(st, players, rand.New(rand.NewPCG(uint64(g), 5)), 100000)
		if err != nil {
			t.Fatal(err)
		}
		out := final.Outcome()
		if len(out.Winners) == 1 && int(out.Winners[0]) == aSeat {
			wins++
		}
	}
	return wins, ta, tb
}

func games(def int) int {
	if n, err := strconv.Atoi(os.Getenv("EVERGREEN_MATCH_GAMES")); err == nil && n > 0 {
		return n
	}
	return def
}

func TestGardenerBeatsRandom(t *testing.T) {
	rs, err := evergreen.Default()
	if err != nil {
		t.Fatal(err)
	}
	n := games(20)
	wins, g, _ := match(t, rs, evergreenbots.NewGardener(rs), bots.Random{}, n)
	t.Logf("gardener beat random in %d of %d games; %.2f ms of CPU a decision on average, worst %v", wins, n, float64(g.total.Microseconds())/float64(g.n)/1000, g.worst)
	if wins*10 < n*9 {
		t.Errorf("gardener won %d of %d against random, want at least 90%%", wins, n)
	}
}

func TestSearchAgainstGardener(t *testing.T) {
	if testing.Short() || os.Getenv("EVERGREEN_MATCH_GAMES") == "" {
		t.Skip("a long match: set EVERGREEN_MATCH_GAMES")
	}
	rs, err := evergreen.Default()
	if err != nil {
		t.Fatal(err)
	}
	level := os.Getenv("EVERGREEN_LEVEL")
	if level == "" {
		level = "hard"
	}
	bot, err := evergreenbots.Registry(rs).New("ismcts:" + level)
	if err != nil {
		t.Fatal(err)
	}
	n := games(20)
	wins, s, _ := match(t, rs, bot, evergreenbots.NewGardener(rs), n)
	t.Logf("ismcts:%s beat the gardener in %d of %d games; %.2f ms of CPU a decision on average, worst %v", level, wins, n, float64(s.total.Microseconds())/float64(s.n)/1000, s.worst)
}
