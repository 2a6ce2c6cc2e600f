package noblesbots_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbots"
	"evergreen/games/nobles/steward"
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

// TestHardSearchBoundedAndRepeatable checks what the timings in
// BenchmarkDecisionTimes rest on: ismcts:hard stops within its budget of
// iterations (it finishes its last round, one iteration per legal move)
// and, being budgeted in iterations rather than time, decides the same
// way from the same seed, whatever the machine's load.
func TestHardSearchBoundedAndRepeatable(t *testing.T) {
	if testing.Short() {
		t.Skip("searches at the hard level")
	}
	rs, _ := nobles.Default()
	hard := noblesbots.Levels()[len(noblesbots.Levels())-1]
	points := decisions(t, rs, 2)
	for i, st := range points {
		if i%40 != 0 {
			continue
		}
		d := st.Pending()[0]
		search := func() (engine.Move, int, int) {
			bot := noblesbots.ISMCTS(rs, hard)
			m, stats := bot.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rand.New(rand.NewPCG(7, uint64(i))))
			return m, stats.Iterations, stats.Moves
		}
		m1, it1, mv1 := search()
		m2, it2, mv2 := search()
		if m1 != m2 || it1 != it2 || mv1 != mv2 {
			t.Errorf("decision %d: two searches from one seed differ: %v (%d iterations, %d moves) and %v (%d, %d)", i, m1, it1, mv1, m2, it2, mv2)
		}
		if it1 < 1 || it1 >= hard.Iterations+len(d.Moves) {
			t.Errorf("decision %d: %d iterations, budget %d (+%d for the last round)", i, it1, hard.Iterations, len(d.Moves)-1)
		}
		if !slices.Contains(d.Moves, m1) {
			t.Errorf("decision %d: chose %v, not a legal move", i, m1)
		}
	}
}

// BenchmarkDecisionTimes times ismcts:hard at every third decision with
// a choice of a few steward-played games, and reports the median, p90
// and p99 of the decision time (docs/PERFORMANCE.md):
// go test ./bots/noblesbots -run XXX -bench DecisionTimes -benchtime 1x
func BenchmarkDecisionTimes(b *testing.B) {
	rs, _ := nobles.Default()
	for _, seats := range []int{2, 4} {
		b.Run(fmt.Sprintf("%d-seats", seats), func(b *testing.B) {
			points := decisions(b, rs, seats)
			bot := noblesbots.ISMCTS(rs, noblesbots.Levels()[len(noblesbots.Levels())-1])
			rng := rand.New(rand.NewPCG(1, 2))
			var ds []time.Duration
			for b.Loop() {
				for i, st := range points {
					if i%3 != 0 {
						continue
					}
					d := st.Pending()[0]
					start := time.Now()
					bot.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rng)
					ds = append(ds, time.Since(start))
				}
			}
			slices.Sort(ds)
			ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
			b.ReportMetric(ms(ds[len(ds)/2]), "p50-ms")
			b.ReportMetric(ms(ds[len(ds)*9/10]), "p90-ms")
			b.ReportMetric(ms(ds[len(ds)*99/100]), "p99-ms")
			b.ReportMetric(ms(sum(ds))/float64(len(ds)), "mean-ms")
		})
	}
}

func sum(ds []time.Duration) (t time.Duration) {
	for _, d := range ds {
		t += d
	}
	return t
}

// BenchmarkTwoGamesAtOnce plays 2-House games of ismcts:hard against the
// steward on two goroutines at once, each locked to its own thread, as
// two tables of a server would on two cores, and reports ismcts:hard's
// time per decision with a choice: wall-clock time (what a player
// waits) and the thread's CPU time (what the search costs, whatever
// else the machine is running), median, p99 and max (docs/BOTS.md):
//
//	EVERGREEN_GAMES=20 go test ./games/nobles/noblesbots -run XXX -bench TwoGamesAtOnce -benchtime 1x
//
// EVERGREEN_BOT names another search bot to time (noblesbots.New), such
// as a variant of hard's.
func BenchmarkTwoGamesAtOnce(b *testing.B) {
	rs, _ := nobles.Default()
	games := 10
	if n, err := strconv.Atoi(os.Getenv("EVERGREEN_GAMES")); err == nil && n > 0 {
		games = n
	}
	name := "ismcts:hard"
	if n := os.Getenv("EVERGREEN_BOT"); n != "" {
		name = n
	}
	if _, err := noblesbots.New(rs, name); err != nil {
		b.Fatal(err)
	}
	hard := func() bots.Bot {
		bot, _ := noblesbots.New(rs, name)
		return bot
	}
	for b.Loop() {
		var mu sync.Mutex
		var wall, cpu []time.Duration
		var wg sync.WaitGroup
		for w := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				for g := w; g < games; g += 2 {
					ws, cs := timeGame(b, rs, hard, uint64(g))
					mu.Lock()
					wall, cpu = append(wall, ws...), append(cpu, cs...)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		for _, d := range []struct {
			name string
			ds   []time.Duration
		}{{"wall", wall}, {"cpu", cpu}} {
			slices.Sort(d.ds)
			ms := func(t time.Duration) float64 { return float64(t) / float64(time.Millisecond) }
			b.ReportMetric(ms(d.ds[len(d.ds)/2]), d.name+"-p50-ms")
			b.ReportMetric(ms(d.ds[len(d.ds)*99/100]), d.name+"-p99-ms")
			b.ReportMetric(ms(d.ds[len(d.ds)-1]), d.name+"-max-ms")
		}
		b.ReportMetric(float64(len(wall)), "decisions")
	}
}

// timeGame plays one 2-House game, a search bot at seat g%2 and the
// steward at the other, and returns the search's wall and thread CPU
// time of each decision with a choice.
func timeGame(b *testing.B, rs *nobles.Ruleset, search func() bots.Bot, g uint64) (wall, cpu []time.Duration) {
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: g, Seats: make([]nobles.SeatSetup, 2)})
	if err != nil {
		b.Fatal(err)
	}
	players := []bots.Bot{search(), steward.New(rs)}
	if g%2 == 1 {
		players[0], players[1] = players[1], players[0]
	}
	mem := bots.NewMemory(2)
	mem.Add(st.Opening())
	rng := rand.New(rand.NewPCG(g, 3))
	var legal []engine.Move
	for !st.Ended() {
		seat := st.Decider()
		legal = st.Legal(seat, legal[:0])
		m := legal[0]
		if len(legal) > 1 {
			_, search := players[seat].(*ismcts.Bot)
			w0, c0 := time.Now(), threadCPU()
			m = bots.Decide(players[seat], seat, st.View(seat), mem.Seen(seat), legal, rng)
			if search {
				wall = append(wall, time.Since(w0))
				cpu = append(cpu, threadCPU()-c0)
			}
		}
		evs, err := st.Step(seat, m, nil)
		if err != nil {
			b.Fatal(err)
		}
		mem.Add(evs)
	}
	return wall, cpu
}
