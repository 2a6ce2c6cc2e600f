package noblesbots_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"evergreen/bots/noblesbots"
	"evergreen/bots/steward"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// decisions collects real decision points with a choice from a few
// steward-played 2-House games.
func decisions(b testing.TB, rs *nobles.Ruleset, seats int) []*nobles.State {
	var out []*nobles.State
	for g := range 4 {
		st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(g), Seats: make([]nobles.SeatSetup, seats)})
		if err != nil {
			b.Fatal(err)
		}
		bot := steward.New(rs)
		rng := rand.New(rand.NewPCG(uint64(g), 1))
		for !st.Ended() {
			d := st.Pending()[0]
			if len(d.Moves) > 1 {
				out = append(out, st)
			}
			m := bot.Choose(d.Seat, st.View(d.Seat), d.Moves, rng)
			next, _, err := st.Apply(d.Seat, m)
			if err != nil {
				b.Fatal(err)
			}
			st = next.(*nobles.State)
		}
	}
	return out
}

func BenchmarkISMCTSDecision(b *testing.B) {
	rs, _ := nobles.Default()
	points := decisions(b, rs, 2)
	bot := noblesbots.ISMCTS(rs, noblesbots.Level{Name: "x", Iterations: 200})
	rng := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		st := points[i%len(points)]
		d := st.Pending()[0]
		bot.Choose(d.Seat, st.View(d.Seat), d.Moves, rng)
	}
}

func BenchmarkPolicyRollout(b *testing.B) {
	rs, _ := nobles.Default()
	st0, _ := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 2)})
	pol := steward.Policy(rs)
	rng := rand.New(rand.NewPCG(1, 2))
	var st nobles.State
	var legal []engine.Move
	var evs []engine.Event
	moves := 0
	for b.Loop() {
		st0.CopyInto(&st)
		for !st.Ended() {
			seat := st.Decider()
			legal = st.Legal(seat, legal[:0])
			m := legal[0]
			if len(legal) > 1 {
				m = pol(&st, seat, legal, rng)
			}
			evs, _ = st.Step(seat, m, evs[:0])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// TestDecisionTimes times ismcts:hard at every third decision with a
// choice of a few steward-played games; run it by hand:
// TIMES=1 go test ./bots/noblesbots -run TestDecisionTimes -v
func TestDecisionTimes(t *testing.T) {
	if testing.Short() || os.Getenv("TIMES") == "" {
		t.Skip("set TIMES")
	}
	rs, _ := nobles.Default()
	for _, seats := range []int{2, 4} {
		points := decisions(t, rs, seats)
		bot := noblesbots.ISMCTS(rs, noblesbots.Levels()[len(noblesbots.Levels())-1])
		rng := rand.New(rand.NewPCG(1, 2))
		var ds []time.Duration
		its, movesSum := 0, 0
		worst := ""
		for i, st := range points {
			if i%3 != 0 {
				continue
			}
			d := st.Pending()[0]
			start := time.Now()
			_, stt := bot.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rng)
			el := time.Since(start)
			its += stt.Iterations
			movesSum += stt.Moves
			if len(ds) == 0 || el > slices.Max(ds) {
				worst = fmt.Sprintf("%v %s turns %d moves %v", el, d.Kind, st.Noble(int(d.Seat)).Turns, d.Moves)
			}
			ds = append(ds, el)
		}
		slices.Sort(ds)
		t.Logf("%d seats: mean iterations %d, mean moves %d, %.0f ns/move", seats, its/len(ds), movesSum/len(ds), float64(sum(ds))/float64(movesSum))
		t.Logf("%d seats: %d decisions, median %v p90 %v p99 %v max %v; worst %s", seats, len(ds), ds[len(ds)/2], ds[len(ds)*9/10], ds[len(ds)*99/100], ds[len(ds)-1], worst)
	}
}

func sum(ds []time.Duration) (t time.Duration) {
	for _, d := range ds {
		t += d
	}
	return t
}
