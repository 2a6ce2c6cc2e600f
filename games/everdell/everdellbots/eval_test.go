package everdellbots

import (
	"math"
	"testing"

	"evergreen/engine/enginetest"
	"evergreen/games/everdell"
)

// TestEvaluation: a seat that has passed is worth its score alone; one
// still playing is worth more, and a resource more raises its value by
// the resource's weight; the richer seat gets the higher reward, and
// rewards stay in [0,1].
func TestEvaluation(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: 1, Seats: []everdell.SeatSetup{{Name: "a"}, {Name: "b"}}})
	if err != nil {
		t.Fatal(err)
	}
	w := mustWeights("hand")
	e := newEvaluator(rs, w)
	score := float64(st.ScoreOf(0).Total)
	before := e.value(st, 0)
	if before <= score+w.Placement {
		t.Errorf("at the start the seat is worth %.2f, barely its score %.0f", before, score)
	}
	st.PlayerOf(0).Res[2] += 3 // pebbles
	if got, want := e.value(st, 0)-before, 3*w.ResScale*w.Res[2]; math.Abs(got-want) > 1e-9 {
		t.Errorf("three pebbles more added %.3f, want %.3f", got, want)
	}
	r := make([]float64, 2)
	e.reward(st, r)
	if r[0] <= r[1] || r[0] > 1 || r[1] < 0 {
		t.Errorf("rewards %v: the richer seat 0 should lead, within [0,1]", r)
	}
	st.PlayerOf(1).Passed = true
	if got := e.value(st, 1); got != float64(st.ScoreOf(1).Total) {
		t.Errorf("a seat that passed is worth %.2f, not its score %d", got, st.ScoreOf(1).Total)
	}
}
