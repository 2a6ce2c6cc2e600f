package everdellbots

import (
	"evergreen/engine/enginetest"
	"evergreen/game/bottest"
	"math/rand/v2"
	"runtime"
	"testing"

	"evergreen/engine"
	"evergreen/games/everdell"
)

// playWith plays a 2-player game to the end in place, every seat by
// choose, and returns the seats' final scores.
func playWith(t *testing.T, rs *everdell.Ruleset, seed uint64, choose func(engine.State, engine.Seat, []engine.Move, *rand.Rand) engine.Move) [2]int {
	t.Helper()
	st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 9))
	var legal []engine.Move
	for {
		d := st.Decider()
		if d < 0 {
			break
		}
		legal = st.Legal(d, legal[:0])
		m := legal[0]
		if len(legal) > 1 {
			m = choose(st, d, legal, rng)
		}
		if err := st.StepQuiet(d, m); err != nil {
			t.Fatal(err)
		}
	}
	return [2]int{st.ScoreOf(0).Total, st.ScoreOf(1).Total}
}

// TestPlayPolicyPlaysLikeTheGatherer: whole games played by the
// playout policy (no exploring) score more than random games on
// the same seeds, as the gatherer does against random (docs/BOTS.md);
// a policy that ignored its judgement would score as random does.
func TestPlayPolicyPlaysLikeTheGatherer(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	p := newPlayPolicy(rs, 0)
	random := func(_ engine.State, _ engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
		return legal[rng.IntN(len(legal))]
	}
	const games = 20
	policy, chance := 0, 0
	for g := range uint64(games) {
		a, b := playWith(t, rs, g, p.choose), playWith(t, rs, g, random)
		policy += a[0] + a[1]
		chance += b[0] + b[1]
	}
	mp, mr := float64(policy)/(2*games), float64(chance)/(2*games)
	t.Logf("mean score by the policy %.1f, at random %.1f", mp, mr)
	if mp < mr+3 {
		t.Errorf("the policy's games score %.1f a seat, random games %.1f: the policy should play far better", mp, mr)
	}
}

// TestPlayPolicyAllocatesNothing: a playout move chosen by the policy
// allocates nothing (its context is reused), so that policy playouts
// cost no more collector time than random ones.
func TestPlayPolicyAllocatesNothing(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: 4, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	d := st.Decider()
	legal := st.Legal(d, nil)
	p := newPlayPolicy(rs, 0)
	rng := rand.New(rand.NewPCG(1, 1))
	if n := testing.AllocsPerRun(100, func() { p.choose(st, d, legal, rng) }); n != 0 {
		t.Errorf("a policy move allocates %.1f times", n)
	}
}

// BenchmarkPlayoutMoves times a playout move in place from the positions
// of whole games, chosen at random and by the policy: what the policy
// adds to the lookahead's inner loop (docs/BOTS.md). moves/cpu-s counts
// the process's CPU time (run with GOMAXPROCS=1).
func BenchmarkPlayoutMoves(b *testing.B) {
	rs, _ := everdell.Default()
	p := newPlayPolicy(rs, 0.3)
	for _, by := range []struct {
		name   string
		choose func(engine.State, engine.Seat, []engine.Move, *rand.Rand) engine.Move
	}{{"random", randomMove}, {"policy", p.choose}} {
		b.Run(by.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			var legal []engine.Move
			moves, seed := 0, uint64(0)
			st, _, _ := everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
			cpu := bottest.CPUTime()
			for b.Loop() {
				d := st.Decider()
				if d < 0 {
					seed++
					st, _, _ = everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
					continue
				}
				legal = st.Legal(d, legal[:0])
				m := legal[0]
				if len(legal) > 1 {
					m = by.choose(st, d, legal, rng)
				}
				if err := st.StepQuiet(d, m); err != nil {
					b.Fatal(err)
				}
				moves++
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(1, moves)), "ns/move")
			b.ReportMetric(float64(moves)/(bottest.CPUTime()-cpu).Seconds(), "moves/cpu-s")
		})
	}
}

// TestSearchIterationsAllocateAlmostNothing runs the lookahead's inner
// loop as the search does (a sample dealt into the sampler's one state,
// then 16 moves in place by the policy) from positions all through
// random games, and asks that it allocate less than once in four moves on
// average: the sampling and stepping reuse their memory, and only rare
// moves (a power's names built on the spot) allocate. Before the reuse
// it was 14.5 allocations a move.
func TestSearchIterationsAllocateAlmostNothing(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	p := newPlayPolicy(rs, 0.3)
	rng := rand.New(rand.NewPCG(7, 7))
	var legal []engine.Move
	allocs, moves := 0.0, 0
	for seed := range uint64(6) {
		st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; st.Decider() >= 0; step++ {
			d := st.Decider()
			if step%20 == 0 {
				sm, err := searchable{rs: rs}.Sampler(st.View(d), nil)
				if err != nil {
					t.Fatal(err)
				}
				sm.Sample(rng) // the first sample sizes the state's memory
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				for range 100 {
					s := sm.Sample(rng).(*everdell.State)
					for range 16 {
						e := s.Decider()
						if e < 0 {
							break
						}
						legal = s.Legal(e, legal[:0])
						if err := s.StepQuiet(e, p.choose(s, e, legal, rng)); err != nil {
							t.Fatal(err)
						}
						moves++
					}
				}
				runtime.ReadMemStats(&after)
				allocs += float64(after.Mallocs - before.Mallocs)
			}
			legal = st.Legal(d, legal[:0])
			if err := st.StepQuiet(d, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if moves < 1000 {
		t.Fatalf("only %d moves played", moves)
	}
	if per := allocs / float64(moves); per >= 0.25 {
		t.Errorf("a search iteration allocates %.2f times a move (%.0f in %d moves)", per, allocs, moves)
	}
	t.Logf("%.3f allocations a move (%.0f in %d moves)", allocs/float64(moves), allocs, moves)
}
