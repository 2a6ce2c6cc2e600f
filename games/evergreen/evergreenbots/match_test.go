package evergreenbots_test

import (
	"evergreen/engine/enginetest"
	"evergreen/game/bottest"
	"math/rand/v2"
	"os"
	"strconv"
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
	t := bottest.CPUTime()
	m := b.Bot.Choose(seat, view, legal, rng)
	d := bottest.CPUTime() - t
	b.n++
	b.total += d
	b.worst = max(b.worst, d)
	return m
}

// match plays games two-seat games of a against b, alternating seats, and
// returns a's wins.
func match(t testing.TB, rs *evergreen.Ruleset, a, b bots.Bot, games int) (int, *timedBot, *timedBot) {
	return matchAt(t, rs, 2, a, b, games)
}

// matchAt plays games of a against seats-1 copies of b, a's seat and the
// first player turning round the table, and returns a's wins.
func matchAt(t testing.TB, rs *evergreen.Ruleset, seats int, a, b bots.Bot, games int) (int, *timedBot, *timedBot) {
	ta, tb := &timedBot{Bot: a}, &timedBot{Bot: b}
	wins := 0
	for g := range games {
		st, err := evergreen.NewGame(rs, evergreen.Setup{Seed: uint64(g) + 1, Seats: make([]evergreen.SeatSetup, seats), FirstSeat: g % seats})
		if err != nil {
			t.Fatal(err)
		}
		aSeat := (g / seats) % seats
		players := make([]bots.Bot, seats)
		for i := range players {
			players[i] = tb
		}
		players[aSeat] = ta
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
	rs := enginetest.Load(t, evergreen.LoadRules, "")
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
	rs := enginetest.Load(t, evergreen.LoadRules, "")
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

// TestFullTables plays one bot against three others at a four-seat
// table: EVERGREEN_MATCH_GAMES games each of the gardener against random
// players and of ismcts (EVERGREEN_LEVEL) against gardeners.
func TestFullTables(t *testing.T) {
	if testing.Short() || os.Getenv("EVERGREEN_MATCH_GAMES") == "" {
		t.Skip("a long match: set EVERGREEN_MATCH_GAMES")
	}
	rs := enginetest.Load(t, evergreen.LoadRules, "")
	n := games(8)
	wins, g, _ := matchAt(t, rs, 4, evergreenbots.NewGardener(rs), bots.Random{}, n)
	t.Logf("4 seats: gardener beat three random players in %d of %d games; %.2f ms of CPU a decision, worst %v", wins, n, float64(g.total.Microseconds())/float64(g.n)/1000, g.worst)
	level := os.Getenv("EVERGREEN_LEVEL")
	if level == "" {
		level = "hard"
	}
	bot, _ := evergreenbots.Registry(rs).New("ismcts:" + level)
	wins, s, _ := matchAt(t, rs, 4, bot, evergreenbots.NewGardener(rs), n)
	t.Logf("4 seats: ismcts:%s beat three gardeners in %d of %d games; %.2f ms of CPU a decision, worst %v", level, wins, n, float64(s.total.Microseconds())/float64(s.n)/1000, s.worst)
}
