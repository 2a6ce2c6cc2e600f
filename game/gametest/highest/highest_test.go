package highest_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/ruleset/rulesettest"
)

func start(t *testing.T, n int, rig *engine.Rig) engine.State {
	t.Helper()
	r, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := r.Start(game.Setup{Seed: 1, Seats: make([]game.Seat, n), Rig: rig})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func play(t *testing.T, st engine.State, seat int, k int) engine.State {
	t.Helper()
	next, _, err := st.Apply(engine.Seat(seat), engine.WithOption("pick", k))
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func TestRound(t *testing.T) {
	tests := []struct {
		name   string
		picks  []int
		scores []int
	}{
		{"highest unique wins", []int{5, 5, 4}, []int{0, 0, 2}},
		{"all shared: nobody", []int{3, 3}, []int{0, 0}},
		{"plain highest", []int{1, 2, 3}, []int{0, 0, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := start(t, len(tc.picks), &engine.Rig{Dice: []int{2}})
			if p := st.Pending(); len(p) != len(tc.picks) {
				t.Fatalf("%d pending, want every seat at once", len(p))
			}
			// Picks arrive in reverse seat order: the order must not matter.
			for i := len(tc.picks) - 1; i >= 0; i-- {
				st = play(t, st, i, tc.picks[i])
			}
			got := st.View(engine.Spectator).(highest.View).Scores
			if !equal(got, tc.scores) {
				t.Fatalf("scores %v, want %v", got, tc.scores)
			}
		})
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestPicksStaySecret(t *testing.T) {
	st := start(t, 3, nil)
	st = play(t, st, 0, 4)
	for _, viewer := range []engine.Seat{1, 2, engine.Spectator} {
		b, _ := json.Marshal(st.View(viewer))
		if strings.Contains(string(b), `"mine":4`) {
			t.Fatalf("seat %d sees seat 0's pick: %s", viewer, b)
		}
	}
	if v := st.View(0).(highest.View); v.Mine != 4 {
		t.Fatalf("seat 0 sees %d as its own pick", v.Mine)
	}
}

func TestRefused(t *testing.T) {
	st := start(t, 2, nil)
	st2 := play(t, st, 0, 1)
	for _, tc := range []struct {
		st   engine.State
		seat engine.Seat
		m    engine.Move
		want error
	}{
		{st2, 0, engine.WithOption("pick", 2), engine.ErrNotYourTurn},
		{st, 0, engine.WithOption("pick", 6), engine.ErrIllegalMove},
		{st, 0, engine.M("pick"), engine.ErrIllegalMove},
		{st, 5, engine.WithOption("pick", 1), engine.ErrUnknownSeat},
	} {
		if _, _, err := tc.st.Apply(tc.seat, tc.m); !errors.Is(err, tc.want) {
			t.Errorf("seat %d %v: %v, want %v", tc.seat, tc.m, err, tc.want)
		}
	}
}

func TestGameEnds(t *testing.T) {
	st := start(t, 4, nil)
	rng := rand.New(rand.NewPCG(3, 4))
	for moves := 0; !st.Outcome().Ended; moves++ {
		if moves > 100 {
			t.Fatal("game does not end")
		}
		p := st.Pending()
		d := p[rng.IntN(len(p))]
		st = play(t, st, int(d.Seat), 1+rng.IntN(5))
	}
	if out := st.Outcome(); len(out.Winners) == 0 || len(st.Pending()) != 0 {
		t.Fatalf("ended with %+v, pending %v", out, st.Pending())
	}
}

func TestBadRules(t *testing.T) {
	_, err := highest.New().Rules([]byte(`{"rounds":0}`))
	if err == nil || !strings.Contains(err.Error(), "rounds: must be 1 to 20") {
		t.Fatalf("got %v", err)
	}
}

// The example game's problems read in every locale, as a real game's do.
func TestProblemsTranslated(t *testing.T) {
	rulesettest.CheckGame(t, highest.Problems, []string{"."}, nil)
}
