package everdell

import (
	"math/rand/v2"
	"testing"

	"evergreen/engine"
)

// TestRivalPartsAddUp plays solo games against Rugwort in each of his
// years, and against the rival of our design, to the end: the view's
// final count gives the opponent's score by part, the parts add up to
// the score, and no part is shown before the end.
func TestRivalPartsAddUp(t *testing.T) {
	for _, patch := range []string{
		`{"solo":{"rugwort":{"year":1}}}`, `{"solo":{"rugwort":{"year":2}}}`, `{"solo":{"rugwort":{"year":3}}}`,
		`{"solo":{"opponent":"rival"}}`,
	} {
		rs, err := LoadRules([]byte(patch))
		if err != nil {
			t.Fatal(err)
		}
		st, _, err := NewGame(rs, Setup{Seed: 5, Seats: []SeatSetup{{Name: "Ada"}}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 9))
		for moves := 0; !st.over; moves++ {
			if moves > 5000 {
				t.Fatal("no end")
			}
			if moves == 20 {
				if v := st.View(0).(*View); v.Rival == nil || v.Rival.Parts != nil {
					t.Fatalf("%s: mid-game rival view %+v", patch, v.Rival)
				}
			}
			ds := st.Pending()
			next, _, err := st.Apply(ds[0].Seat, ds[0].Moves[rng.IntN(len(ds[0].Moves))])
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*State)
		}
		v := st.View(engine.Spectator).(*View)
		if v.Rival == nil || v.Rival.Parts == nil || v.Rival.Parts.Total() != v.Rival.Score || v.Rival.Score == 0 {
			t.Fatalf("%s: the final count's rival %+v, parts %+v", patch, v.Rival, v.Rival.Parts)
		}
	}
}
