package engine_test

import (
	"errors"
	"testing"

	"evergreen/engine"
)

func TestCheckSeating(t *testing.T) {
	for _, tc := range []struct {
		n, first int
		want     string // the error's text, "" for none
	}{
		{2, 0, ""},
		{4, 3, ""},
		{1, 0, "seats: a table seats 2 to 4 players, got 1"},
		{5, 0, "seats: a table seats 2 to 4 players, got 5"},
		{3, 3, "first_seat: must be a seat from 0 to 2, got 3"},
		{3, -1, "first_seat: must be a seat from 0 to 2, got -1"},
	} {
		err := engine.CheckSeating(tc.n, tc.first, 2, 4, "players")
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("CheckSeating(%d seats, first %d) = %q, want %q", tc.n, tc.first, got, tc.want)
		}
	}
}

func TestViewProblem(t *testing.T) {
	err := engine.ViewProblem("tiny")("players[1].score", "is %d, below zero", -3)
	var ve *engine.ViewError
	if !errors.As(err, &ve) || ve.Path != "players[1].score" || err.Error() != "tiny: view players[1].score: is -3, below zero" {
		t.Fatalf("ViewProblem = %#v, %q", err, err)
	}
}
