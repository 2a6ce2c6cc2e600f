package evergreen_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// FuzzView feeds views, as JSON, to the determinizer: it must never
// panic, and a view it accepts must rebuild into a state that shows the
// same public position and whose legal moves all apply.
func FuzzView(f *testing.F) {
	rs := defaultRuleset(f)
	st, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 2, Seats: make([]evergreen.SeatSetup, 3)})
	var g engine.State = st
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 120 && !g.Outcome().Ended; i++ {
		if i%15 == 0 {
			b, _ := json.Marshal(g.View(0))
			f.Add(b)
		}
		d := g.Pending()[0]
		g, _, _ = g.Apply(d.Seat, d.Moves[rng.IntN(len(d.Moves))])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v evergreen.View
		if json.Unmarshal(data, &v) != nil {
			return
		}
		v.Rules = rs.Code
		d, err := evergreen.NewDeterminizer(rs, &v)
		if err != nil {
			return
		}
		s := d.Sample(rand.New(rand.NewPCG(1, 1)), nil)
		for _, dec := range s.Pending() {
			for _, m := range dec.Moves {
				if _, _, err := s.Apply(dec.Seat, m); err != nil {
					t.Fatalf("legal move %v of a rebuilt state refused: %v", m, err)
				}
			}
		}
	})
}
