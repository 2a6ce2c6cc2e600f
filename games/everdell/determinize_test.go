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
