package nobles_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// samplePoints plays random games and calls f at every decision with the
// real state.
func samplePoints(t *testing.T, f func(st *nobles.State)) {
	t.Helper()
	tables := []struct {
		patch string
		seats int
	}{
		{"", 2}, {"", 4}, {`{"turn_counting":"shared"}`, 3}, {"", 8},
		{`{"rulings":{"surrender_stacks":true}}`, 5},
	}
	for i, tb := range tables {
		rs := rules(t, tb.patch)
		st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: uint64(i), Seats: make([]nobles.SeatSetup, tb.seats), FirstSeat: i % tb.seats})
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		for !st.Ended() {
			f(st)
			d := st.Pending()[0]
			next, _, err := st.Apply(d.Seat, d.Moves[rng.IntN(len(d.Moves))])
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*nobles.State)
		}
	}
}

func viewJSON(t *testing.T, st *nobles.State, seat engine.Seat) string {
	t.Helper()
	b, err := json.Marshal(st.ViewFor(seat))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestDeterminizeMatchesView checks that a determinized state shows the
// viewer exactly the view it was built from, poses the same decision,
// and plays on to the Gala.
func TestDeterminizeMatchesView(t *testing.T) {
	n := 0
	samplePoints(t, func(st *nobles.State) {
		n++
		if n%7 != 0 {
			return
		}
		for _, seat := range []engine.Seat{st.Decider(), engine.Seat((int(st.Decider()) + 1) % st.Seats()), engine.Spectator} {
			v := st.ViewFor(seat)
			rng := rand.New(rand.NewPCG(uint64(n), uint64(seat+1)))
			det, err := nobles.Determinize(st.Rules(), v, rng)
			if err != nil {
				t.Fatalf("decision %d, seat %d: %v", n, seat, err)
			}
			if got, want := viewJSON(t, det, seat), viewJSON(t, st, seat); got != want {
				t.Fatalf("decision %d, seat %d: view of the determinized state differs\n got %s\nwant %s", n, seat, got, want)
			}
			if !det.ModsConsistent() {
				t.Fatalf("decision %d: modifier cache inconsistent", n)
			}
			for i := range st.Seats() {
				if engine.Seat(i) == seat && det.Noble(i).Gems != st.Noble(i).Gems {
					t.Fatalf("decision %d: the viewer's own Gems changed", n)
				}
				if g := det.Noble(i).Gems; g < 0 || g > det.Noble(i).Turns {
					t.Fatalf("decision %d: seat %d sampled %d Gems after %d turns", n, i, g, det.Noble(i).Turns)
				}
			}
			// The sample plays on to the Gala.
			var cur engine.State = det
			for steps := 0; !cur.Outcome().Ended; steps++ {
				if steps > 20000 {
					t.Fatal("determinized game does not end")
				}
				d := cur.Pending()[0]
				next, _, err := cur.Apply(d.Seat, d.Moves[rng.IntN(len(d.Moves))])
				if err != nil {
					t.Fatalf("decision %d: playing on: %v", n, err)
				}
				cur = next
			}
		}
	})
}

// TestDeterminizeNeverSeesHiddenState builds, for each decision, a second
// real state that differs from the first only in what the decider cannot
// see (other Houses' Gems, deck order, generator), and checks that the
// samples drawn from both views are identical.
func TestDeterminizeNeverSeesHiddenState(t *testing.T) {
	n := 0
	samplePoints(t, func(st *nobles.State) {
		n++
		if n%5 != 0 {
			return
		}
		seat := st.Decider()
		other, err := nobles.Determinize(st.Rules(), st.ViewFor(seat), rand.New(rand.NewPCG(uint64(n), 99)))
		if err != nil {
			t.Fatal(err)
		}
		a, err := nobles.Determinize(st.Rules(), st.ViewFor(seat), rand.New(rand.NewPCG(7, 7)))
		if err != nil {
			t.Fatal(err)
		}
		b, err := nobles.Determinize(st.Rules(), other.ViewFor(seat), rand.New(rand.NewPCG(7, 7)))
		if err != nil {
			t.Fatal(err)
		}
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Fatalf("decision %d: samples depend on hidden state\n%s\n%s", n, ja, jb)
		}
	})
}

func TestDeterminizeSamplesHiddenParts(t *testing.T) {
	rs := rules(t, "")
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 3)})
	v := st.ViewFor(0)
	d, err := nobles.NewDeterminizer(rs, v, &nobles.Knowledge{Gems: []int{-1, 4, -1}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	orders := map[string]bool{}
	for range 20 {
		s := d.Sample(rng, nil)
		if s.Noble(1).Gems != 4 {
			t.Fatalf("known Gems ignored: %d", s.Noble(1).Gems)
		}
		sn := s.Snapshot()
		b, _ := json.Marshal(sn.Decks)
		orders[string(b)] = true
	}
	if len(orders) < 15 {
		t.Errorf("deck orders barely vary: %d distinct of 20", len(orders))
	}
	// A view from another rule set is refused.
	other := rules(t, `{"turn_counting":"shared"}`)
	if _, err := nobles.Determinize(other, v, rng); err == nil {
		t.Error("a view of another rule set was accepted")
	}
}

// TestRemember counts the announced Gives in a seat's history and refuses
// histories that do not square with the view.
func TestRemember(t *testing.T) {
	rs := rules(t, "")
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: 3, Seats: make([]nobles.SeatSetup, 3)})
	// Play until every House has given at least once.
	var log []engine.Event
	walk := rand.New(rand.NewPCG(3, 3))
	gave := func() bool {
		for i := range 3 {
			if st.Noble(i).Gems == 0 {
				return false
			}
		}
		return true
	}
	for !gave() {
		if st.Ended() {
			t.Fatal("the year ended before every House gave")
		}
		d := st.Pending()[0]
		m := d.Moves[walk.IntN(len(d.Moves))]
		for _, c := range d.Moves {
			if c.Name == nobles.MoveGive {
				m = c
			}
		}
		evs, err := st.Step(d.Seat, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, evs...)
	}
	v := st.ViewFor(0)
	seen := engine.RedactAll(log, 0)
	k, err := nobles.Remember(v, seen)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if k.Gems[i] != st.Noble(i).Gems {
			t.Errorf("seat %d: remembered %d Gems, gave %d", i, k.Gems[i], st.Noble(i).Gems)
		}
	}
	firstGive := slices.IndexFunc(seen, func(e engine.Event) bool { return e.Type == nobles.EvGive && e.Seat == 0 })
	stranger := slices.Clone(seen)
	stranger[firstGive].Seat = 7
	for _, c := range []struct {
		name string
		seen []engine.Event
		want string // in the error; "" for no knowledge and no error
	}{
		{"no history", nil, ""},
		{"empty history", []engine.Event{}, ""},
		{"own Give missing", slices.Delete(slices.Clone(seen), firstGive, firstGive+1), "not the whole game"},
		{"a stranger's Give", stranger, "not at this table"},
		{"more Gives than turns", append(slices.Clone(seen), repeat(engine.Event{Type: nobles.EvGive, Seat: 1}, 40)...), "turns"},
	} {
		t.Run(c.name, func(t *testing.T) {
			k, err := nobles.Remember(v, c.seen)
			if k != nil {
				t.Fatalf("knowledge %v from a history that should give none", k.Gems)
			}
			if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
				t.Fatalf("error %v, want one mentioning %q", err, c.want)
			}
		})
	}
}

func repeat(e engine.Event, n int) []engine.Event {
	out := make([]engine.Event, n)
	for i := range out {
		out[i] = e
	}
	return out
}
