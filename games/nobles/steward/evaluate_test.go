package steward_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"evergreen/bots/ismcts"
	"evergreen/games/nobles"
	"evergreen/games/nobles/steward"
)

// TestEvaluateForeseesTheGala plays 2-House years with the playout
// policy at both seats and, at the first decision of every season,
// checks the evaluation: rewards in [0,1] that add up to 1 (two Houses,
// so one's margin is the other's deficit), and the House it favours
// goes on to win more often than not, the more so the later in the year
// (an estimate that ignored the Crowns, or counted them against their
// holder, would favour the winner about as often as a coin). At the Gala
// it is DefaultReward, and the estimate is the score.
func TestEvaluateForeseesTheGala(t *testing.T) {
	rs := mustRules(t, "")
	ev := steward.Evaluate(rs, 0.5)
	pol := steward.Policy(rs)
	const games = 300
	var right, called, ahead [nobles.Seasons]int
	r := make([]float64, 2)
	for g := range games {
		st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(g + 1), Seats: make([]nobles.SeatSetup, 2)})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(7, uint64(g)))
		var favoured, leader [nobles.Seasons]int
		season := -1
		for !st.Ended() {
			if st.Season() != season {
				season = st.Season()
				ev(st, r)
				if r[0] < 0 || r[0] > 1 || r[1] < 0 || r[1] > 1 || math.Abs(r[0]+r[1]-1) > 1e-9 {
					t.Fatalf("game %d, season %d: rewards %v", g, season, r)
				}
				favoured[season], leader[season] = -1, -1
				if p0, p1 := st.Noble(0).Gems+st.Noble(0).Tokens, st.Noble(1).Gems+st.Noble(1).Tokens; p0 != p1 {
					leader[season] = 0
					if p1 > p0 {
						leader[season] = 1
					}
				}
				if d := steward.Estimate(rs, st, 0) - steward.Estimate(rs, st, 1); math.Abs(d) > 0.5 {
					favoured[season] = 0
					if d < 0 {
						favoured[season] = 1
					}
				}
			}
			seat := st.Decider()
			legal := st.Legal(seat, nil)
			m := legal[0]
			if len(legal) > 1 {
				m = pol(st, seat, legal, rng)
			}
			if _, err := st.Step(seat, m, nil); err != nil {
				t.Fatal(err)
			}
		}
		out := st.Outcome()
		want := make([]float64, 2)
		ismcts.DefaultReward(out, want)
		ev(st, r)
		if r[0] != want[0] || r[1] != want[1] {
			t.Fatalf("game %d at the Gala: rewards %v, DefaultReward %v", g, r, want)
		}
		for i := range 2 {
			n := st.Noble(i)
			if got, score := steward.Estimate(rs, st, i), float64(out.Scores[i]); got < score || got > score+0.05*float64(n.Gems) {
				t.Fatalf("game %d at the Gala: seat %d estimated %.2f, scored %.0f", g, i, got, score)
			}
		}
		if len(out.Winners) != 1 {
			continue
		}
		for s, f := range favoured {
			if f >= 0 {
				called[s]++
				if f == int(out.Winners[0]) {
					right[s]++
				}
				if leader[s] == int(out.Winners[0]) {
					ahead[s]++
				}
			}
		}
	}
	for s := range nobles.Seasons {
		t.Logf("%s: the estimate favoured the winner in %d of %d games, the points scored so far in %d", nobles.SeasonName(s), right[s], called[s], ahead[s])
	}
	for _, s := range []int{1, 3} {
		if called[s] < games/4 || right[s]*100 < called[s]*(55+5*s) || right[s] < ahead[s]+called[s]/20 {
			t.Errorf("%s: the estimate favoured the winner in %d of %d games, the points scored so far in %d; want %d%% or more, and a twentieth of the games more than the points", nobles.SeasonName(s), right[s], called[s], ahead[s], 55+5*s)
		}
	}
}
