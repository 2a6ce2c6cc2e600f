package everdellbots_test

import (
	"evergreen/engine/enginetest"
	"evergreen/game/bottest"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
)

// TestSearchAgainstGatherer plays ISMCTS against the gatherer (or the
// two bots EVERDELL_MATCH_BOTS names, "expert,skilled"), seats
// alternating, and logs the wins and the CPU time of each decision of
// the first (the process's CPU time around it, so a busy machine does
// not inflate it; run with GOMAXPROCS=1 for one core): mean, p99 and
// worst. The figures are in docs/BOTS.md; the test runs only with
// EVERDELL_MATCH_GAMES set (the number of games), and checks only that
// the games end.
func TestSearchAgainstGatherer(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("EVERDELL_MATCH_GAMES"))
	if err != nil || n <= 0 || testing.Short() {
		t.Skip("set EVERDELL_MATCH_GAMES to the number of games")
	}
	rs := enginetest.Load(t, everdell.LoadRules, "")
	names := []string{"ismcts", "gatherer"}
	if b := os.Getenv("EVERDELL_MATCH_BOTS"); b != "" {
		names = strings.Split(b, ",")
	}
	wins, decisions := 0, 0
	var total, worst time.Duration
	var took []time.Duration
	for g := range n {
		search := engine.Seat(g % 2)
		st, opening, err := everdell.NewGame(rs, everdell.Setup{Seed: uint64(1000 + g), Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
		if err != nil {
			t.Fatal(err)
		}
		players := map[engine.Seat]bots.Bot{search: mustBot(t, everdellbots.Registry(rs), names[0]), 1 - search: mustBot(t, everdellbots.Registry(rs), names[1])}
		rng := rand.New(rand.NewPCG(uint64(g), 5))
		var s engine.State = st
		var seen [2][]engine.Event
		for i := range seen {
			seen[i] = engine.RedactAll(opening, engine.Seat(i))
		}
		for !s.Outcome().Ended {
			d := s.Pending()[0]
			before := bottest.CPUTime()
			m := bots.Decide(players[d.Seat], d.Seat, s.View(d.Seat), seen[d.Seat], d.Moves, rng)
			if d.Seat == search && len(d.Moves) > 1 {
				d := bottest.CPUTime() - before
				total += d
				worst = max(worst, d)
				took = append(took, d)
				decisions++
			}
			var evs []engine.Event
			if s, evs, err = s.Apply(d.Seat, m); err != nil {
				t.Fatal(err)
			}
			for i := range seen {
				seen[i] = append(seen[i], engine.RedactAll(evs, engine.Seat(i))...)
			}
		}
		if o := s.Outcome(); len(o.Winners) == 1 && o.Winners[0] == search {
			wins++
		}
	}
	slices.Sort(took)
	p99 := time.Duration(0)
	if len(took) > 0 {
		p99 = took[len(took)*99/100]
	}
	t.Logf("%s against %s: %d of %d games won; %d decisions with a choice, mean %.1f ms, p99 %.1f ms, worst %.1f ms of CPU",
		names[0], names[1], wins, n, decisions, float64(total.Microseconds())/1000/float64(max(1, decisions)),
		float64(p99.Microseconds())/1000, float64(worst.Microseconds())/1000)
}
