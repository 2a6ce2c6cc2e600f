package nobles_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// TestRandomGames plays random legal games for every table size and both
// turn-counting readings and checks the invariants of the rules: on
// deals rapid draws (views checked after every move) and on 2,000 seeded
// deals (200 with -short) through every table size, both readings and
// every first seat, views checked at every seventh move to keep it quick.
func TestRandomGames(t *testing.T) {
	sets := []*nobles.Ruleset{rules(t, ""), rules(t, `{"turn_counting":"shared"}`)}
	enginetest.Deals{From: 2, To: 8, Rules: 2, Games: 2000}.Random(t, 1, 7, func(t enginetest.Fataler, d enginetest.Deal, viewEvery int) {
		checkRandomGame(t, sets[d.Rules], d, viewEvery)
	})
}

// checkRandomGame plays one random game and checks the rules' invariants;
// views are checked after every viewEvery-th move.
func checkRandomGame(t enginetest.Fataler, rs *nobles.Ruleset, d enginetest.Deal, viewEvery int) {
	seats, rng := d.Seats, d.Rng
	setup := nobles.Setup{Seed: d.Seed, Seats: make([]nobles.SeatSetup, seats), FirstSeat: d.First}
	start, err := nobles.NewGame(rs, setup)
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	var evs []engine.Event
	duties := make([]int, seats)
	gains := make([]int, seats) // Crowns in from income and cards
	spent := make([]int, seats)
	final, moves := enginetest.PlayRandom(t, start, enginetest.Random{Rng: rng, MaxMoves: 100000, Each: func(tr enginetest.Turn) {
		if len(tr.Open) != 1 {
			t.Fatalf("Nobles must have exactly one open decision, got %d", len(tr.Open))
		}
		next := tr.After.(*nobles.State)
		// A view never shows another House's Gems.
		for viewer := engine.Seat(-1); tr.Index%viewEvery == 0 && viewer < engine.Seat(seats); viewer++ {
			v := next.ViewFor(viewer)
			if v.Ended {
				break
			}
			for _, h := range v.Houses {
				if h.Gems != nil && engine.Seat(h.Seat) != viewer {
					t.Fatalf("viewer %d sees seat %d's Gems", viewer, h.Seat)
				}
			}
			for _, e := range engine.RedactAll(tr.Events, viewer) {
				if e.Private != 0 && e.Seat != viewer {
					t.Fatalf("viewer %d sees private %s of seat %d", viewer, e.Type, e.Seat)
				}
			}
		}
		evs = append(evs, tr.Events...)
		if !next.ModsConsistent() {
			t.Fatalf("modifier cache out of step after %v", tr.Move)
		}
		for i := range seats {
			if next.Noble(i).Crowns < 0 {
				t.Fatalf("seat %d has negative Crowns", i)
			}
		}
	}})
	st := final.(*nobles.State)
	surrendered := make([]int, seats)
	for _, e := range evs {
		s := int(e.Seat)
		switch e.Type {
		case nobles.EvSave, nobles.EvGive, nobles.EvInvest, nobles.EvWait, nobles.EvEndTurn:
			duties[s]++
		case nobles.EvSurrendered:
			surrendered[s]++
		case nobles.EvIncome, nobles.EvGain, nobles.EvTurnGain:
			gains[s] += e.Amount
		case nobles.EvPay, nobles.EvChoose:
			spent[s] += e.Amount
		case nobles.EvConvert:
			gains[s] += e.Amount
		}
		if e.Type == nobles.EvSave || e.Type == nobles.EvGive || e.Type == nobles.EvInvest {
			spent[s] += e.Amount
		}
	}
	out := st.Outcome()
	best := -1
	for i := range seats {
		n := st.Noble(i)
		// Exactly one Duty per turn not surrendered (a Proving that ends
		// the turn before Duty stands in for it).
		if duties[i] != n.Turns-surrendered[i] {
			t.Fatalf("seat %d: %d Duties for %d turns (%d surrendered)", i, duties[i], n.Turns, surrendered[i])
		}
		// Crowns balance: Spring income + everything in - everything out.
		if want := rs.Income.Spring + gains[i] - spent[i]; n.Crowns != want {
			t.Fatalf("seat %d: %d Crowns, ledger says %d", i, n.Crowns, want)
		}
		if out.Scores[i] != n.Gems+n.Tokens {
			t.Fatalf("seat %d scored %d with %d Gems and %d tokens", i, out.Scores[i], n.Gems, n.Tokens)
		}
		best = max(best, out.Scores[i])
		if rs.TurnCounting == "per_noble" && n.Turns != 32 {
			t.Fatalf("seat %d took %d turns, want 32", i, n.Turns)
		}
	}
	if rs.TurnCounting == "shared" {
		total := 0
		for i := range seats {
			total += st.Noble(i).Turns
		}
		if total != 32 {
			t.Fatalf("shared year took %d turns, want 32", total)
		}
	}
	for _, w := range out.Winners {
		if out.Scores[w] != best {
			t.Fatalf("winner %d scored %d, best was %d", w, out.Scores[w], best)
		}
	}
	// Replay equals live, byte for byte, and so from scratch with the
	// same setup.
	enginetest.CheckReplay(t, start, st, moves)
	again, _ := nobles.NewGame(rs, setup)
	enginetest.CheckReplay(t, again, st, moves)
}

// TestStepMatchesApply plays a year three ways, the copying Apply, the
// in-place Step and StepQuiet, and requires the same state after every
// move, and that Apply never changes its receiver.
func TestStepMatchesApply(t *testing.T) {
	rs := rules(t, "")
	st, _ := nobles.NewGame(rs, nobles.Setup{Seed: 3, Seats: make([]nobles.SeatSetup, 4)})
	scratch, quiet := st.Clone(), st.Clone()
	rng := rand.New(rand.NewPCG(3, 3))
	var buf []engine.Move
	if err := quiet.StepQuiet(st.Decider(), engine.M("no-such-move")); err == nil {
		t.Fatal("StepQuiet accepted an illegal move")
	}
	for !st.Ended() {
		seat := st.Decider()
		buf = st.Legal(seat, buf[:0])
		m := buf[rng.IntN(len(buf))]
		before, _ := json.Marshal(st)
		next, _, err := st.Apply(seat, m)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := json.Marshal(st)
		if !bytes.Equal(before, after) {
			t.Fatal("Apply changed its receiver")
		}
		if _, err := scratch.Step(seat, m, nil); err != nil {
			t.Fatal(err)
		}
		x, _ := json.Marshal(next)
		y, _ := json.Marshal(scratch)
		if !bytes.Equal(x, y) {
			t.Fatalf("Step and Apply disagree after %v", m)
		}
		if err := quiet.StepQuiet(seat, m); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(quiet, scratch) {
			t.Fatalf("StepQuiet and Step disagree after %v", m)
		}
		st = next.(*nobles.State)
	}
}

// BenchmarkRandomYear plays full random 4-House years in place.
func BenchmarkRandomYear(b *testing.B) { benchYears(b, false) }

// benchYears plays random 4-House years from one deal in place, with Step
// (events into a reused buffer) or, quiet, StepQuiet, and reports moves
// per year and time per move.
func benchYears(b *testing.B, quiet bool) {
	rs := rules(b, "")
	start, _ := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 4)})
	st := start.Clone()
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]engine.Move, 0, 64)
	evs := make([]engine.Event, 0, 256)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		start.CopyInto(st)
		for !st.Ended() {
			seat := st.Decider()
			buf = st.Legal(seat, buf[:0])
			m := buf[rng.IntN(len(buf))]
			var err error
			if quiet {
				err = st.StepQuiet(seat, m)
			} else {
				evs, err = st.Step(seat, m, evs[:0])
			}
			if err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/year")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

func BenchmarkApply(b *testing.B) {
	rs := rules(b, "")
	start, _ := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 4)})
	rng := rand.New(rand.NewPCG(1, 2))
	var st engine.State = start
	var buf []engine.Move
	b.ReportAllocs()
	for b.Loop() {
		if st.Outcome().Ended {
			st = start
		}
		d := st.(*nobles.State).Decider()
		buf = st.Legal(d, buf[:0])
		st, _, _ = st.Apply(d, buf[rng.IntN(len(buf))])
	}
}

// TestIsLegalAgreesWithLegal checks the fast legality test used by Step
// against the legal-move list on random positions and random moves.
func TestIsLegalAgreesWithLegal(t *testing.T) {
	rs := rules(t, "")
	candidates := []engine.Move{
		engine.M("roll"), engine.M("reroll"), engine.M("keep"), engine.M("convert"), engine.M("decline"),
		engine.M("save"), engine.M("give"), engine.M("wait"), engine.M("fly"),
		engine.WithOption("choose", 0), engine.WithOption("choose", 1), engine.WithOption("choose", 2), engine.M("choose"),
		engine.WithItem("invest", "nothing"), engine.WithItem("choose", "x"),
	}
	for _, it := range rs.Market {
		// A stray Option without HasOption is a different move, never
		// listed (the game conformance suite found Step accepting it).
		candidates = append(candidates, engine.WithItem("invest", it.ID), engine.Move{Name: "invest", Item: it.ID, Option: 2})
	}
	for seed := range uint64(20) {
		st, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 3)})
		rng := rand.New(rand.NewPCG(seed, 5))
		for !st.Ended() {
			d := st.Decider()
			legal := st.Legal(d, nil)
			for _, c := range candidates {
				in := false
				for _, l := range legal {
					in = in || l == c
				}
				_, err := st.Clone().Step(d, c, nil)
				if in != (err == nil) {
					t.Fatalf("move %v: in legal list %v, Step error %v", c, in, err)
				}
			}
			st.Step(d, legal[rng.IntN(len(legal))], nil)
		}
	}
}

// BenchmarkRandomYearQuiet is BenchmarkRandomYear with StepQuiet: the
// rules alone, without building events, as search playouts run them.
func BenchmarkRandomYearQuiet(b *testing.B) {
	benchYears(b, true)
}

// TestRedealIsNewGame checks that Redeal deals exactly the year NewGame
// deals from the same seats and seed, after the reused state has played a
// whole year, and that it allocates nothing.
func TestRedealIsNewGame(t *testing.T) {
	rs := rules(t, "")
	seats := make([]nobles.SeatSetup, 4)
	start, _ := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: seats, FirstSeat: 2})
	st := start.Clone()
	rng := rand.New(rand.NewPCG(1, 1))
	var buf []engine.Move
	for seed := uint64(2); seed < 6; seed++ {
		for !st.Ended() {
			buf = st.Legal(st.Decider(), buf[:0])
			st.StepQuiet(st.Decider(), buf[rng.IntN(len(buf))])
		}
		st.Redeal(start, seed)
		want, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: seats, FirstSeat: 2})
		x, _ := json.Marshal(st)
		y, _ := json.Marshal(want)
		if !bytes.Equal(x, y) {
			t.Fatalf("seed %d: Redeal gives\n%s\nNewGame gives\n%s", seed, x, y)
		}
	}
	if a := testing.AllocsPerRun(100, func() { st.Redeal(start, 9) }); a != 0 {
		t.Errorf("Redeal allocates %.0f times", a)
	}
}
