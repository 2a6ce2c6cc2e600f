package everdell

import (
	"math/rand/v2"
	"testing"

	"evergreen/engine"
)

// TestDeterminizeMatchesView plays random games and, at every position,
// rebuilds states from the viewer's View: each must give the viewer the
// same View and the same legal moves, and play on to an end.
func TestDeterminizeMatchesView(t *testing.T) {
	rs := defaultRuleset(t)
	rng := rand.New(rand.NewPCG(9, 9))
	checked := 0
	for seed := range uint64(8) {
		players := 1 + int(seed)%4
		playRandom(t, rs, players, seed, func(s *State) {
			if s.over || rng.IntN(7) != 0 {
				return
			}
			for viewer := range players {
				v := s.ViewFor(engine.Seat(viewer))
				d, err := Determinize(rs, v, rng)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if !equalJSON(t, v, d.ViewFor(engine.Seat(viewer))) {
					t.Fatalf("seed %d: the rebuilt state shows seat %d another view:\n%s\n%s", seed, viewer, mustJSON(v), mustJSON(d.ViewFor(engine.Seat(viewer))))
				}
				if !equalJSON(t, s.Legal(engine.Seat(viewer), nil), d.Legal(engine.Seat(viewer), nil)) {
					t.Fatalf("seed %d: the rebuilt state gives seat %d other moves", seed, viewer)
				}
				checked++
				if checked%5 == 0 {
					var st engine.State = d
					for n := 0; !st.Outcome().Ended; n++ {
						dec := st.Pending()
						if n > 5000 || len(dec) != 1 || len(dec[0].Moves) == 0 {
							t.Fatalf("seed %d: a rebuilt state does not play to an end: move %d, pending %v, view %s", seed, n, dec, mustJSON(st.View(dec[0].Seat)))
						}
						if st, _, err = st.Apply(dec[0].Seat, dec[0].Moves[rng.IntN(len(dec[0].Moves))]); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		})
	}
	if checked < 50 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestDeterminizerReusesNothingItShouldNot samples, from positions of
// random games, into one state again and again, playing each sample to
// its end in place before the next: every sample must be the very state
// DeterminizeKnowing gives for the same generator (hands, deck, discards
// and view alike), and play on exactly as it would, so that a search's
// reused samples neither keep anything of the last one nor share memory
// with the view's reading.
func TestDeterminizerReusesNothingItShouldNot(t *testing.T) {
	rs, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(4, 4))
	var reused State
	checked := 0
	for seed := range uint64(8) {
		players := 1 + int(seed)%4
		playRandom(t, rs, players, seed, func(s *State) {
			if s.over || pick.IntN(9) != 0 {
				return
			}
			viewer := pick.IntN(players)
			v := s.ViewFor(engine.Seat(viewer))
			d, err := NewDeterminizer(rs, v, nil)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			for k := range uint64(3) {
				fresh, err := DeterminizeKnowing(rs, v, nil, rand.New(rand.NewPCG(seed, k)))
				if err != nil {
					t.Fatal(err)
				}
				d.Sample(rand.New(rand.NewPCG(seed, k)), &reused)
				if !equalJSON(t, fresh.Snapshot(), reused.Snapshot()) {
					t.Fatalf("seed %d, sample %d: the reused sample differs:\n%s\n%s", seed, k, mustJSON(fresh.Snapshot()), mustJSON(reused.Snapshot()))
				}
				a, b := playOutQuiet(t, fresh, seed+k), playOutQuiet(t, &reused, seed+k)
				if !equalJSON(t, a, b) {
					t.Fatalf("seed %d, sample %d: the reused sample plays to another end:\n%s\n%s", seed, k, mustJSON(a), mustJSON(b))
				}
				checked++
			}
		})
	}
	if checked < 30 {
		t.Fatalf("only %d samples checked", checked)
	}
}

// playOutQuiet plays s to its end in place at random and returns its
// final snapshot.
func playOutQuiet(t *testing.T, s *State, seed uint64) Snapshot {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	var legal []engine.Move
	for n := 0; s.Decider() >= 0; n++ {
		d := s.Decider()
		legal = s.Legal(d, legal[:0])
		if n > 5000 || len(legal) == 0 {
			t.Fatalf("a sample does not play to an end: move %d", n)
		}
		if err := s.StepQuiet(d, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s.Snapshot()
}
