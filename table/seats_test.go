package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"evergreen/games/nobles/noblesgame"
	"evergreen/store/memstore"
	"evergreen/table"
)

// TestSeatChoicesUnchanged checks that a Nobles table created with a
// given seed settles the same first seat, Houses, Virtues and names as
// the table did before seat set-up became the game's own data (the
// expectations were recorded from that version), so that a seed shared
// between players still deals the same table.
func TestSeatChoicesUnchanged(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	local := func(n int) []table.SeatConfig {
		out := make([]table.SeatConfig, n)
		for i := range out {
			out[i] = table.SeatConfig{Kind: table.Local}
		}
		return out
	}
	for _, tc := range []struct {
		cfg   table.Config
		first int
		want  []string // house/virtue/name
	}{
		{table.Config{Seed: 1, Seats: local(4)}, 0, []string{
			"thornbury/tireless-stewardship/Lord Cedric Thornbury", "merrow/steady-resolve/Sir Aldric Merrow",
			"harrowgate/stout-walls/Countess Matilda Harrowgate", "stagmere/fortunes-eye/Lady Elowen Stagmere"}},
		{table.Config{Seed: 42, RandomFirst: true, Seats: local(6)}, 1, []string{
			"goldwater/merchants-charter/Baron Percival Goldwater", "merrow/steady-resolve/Sir Aldric Merrow",
			"hallowell/open-hand/Dame Isolde Hallowell", "thornbury/tireless-stewardship/Lord Cedric Thornbury",
			"harrowgate/stout-walls/Countess Matilda Harrowgate", "stagmere/fortunes-eye/Lady Elowen Stagmere"}},
		{table.Config{Seed: 7, Seats: local(8)}, 0, []string{
			"merrow/steady-resolve/Sir Aldric Merrow", "stagmere/fortunes-eye/Lady Elowen Stagmere",
			"thornbury/tireless-stewardship/Lord Cedric Thornbury", "goldwater/merchants-charter/Baron Percival Goldwater",
			"harrowgate/stout-walls/Countess Matilda Harrowgate", "fairfield/bountiful-harvest/Lord Tobias Fairfield",
			"hallowell/open-hand/Dame Isolde Hallowell", "ashgrove/royal-favour/Lady Rowena Ashgrove"}},
		{table.Config{Seed: 99, RandomFirst: true, Seats: local(3)}, 1, []string{
			"fairfield/bountiful-harvest/Lord Tobias Fairfield", "ashgrove/royal-favour/Lady Rowena Ashgrove",
			"harrowgate/stout-walls/Countess Matilda Harrowgate"}},
		// A Virtue chosen away from its House sends that House's seat to a
		// random free one.
		{table.Config{Seed: 5, Seats: []table.SeatConfig{
			{Kind: table.Local, Setup: json.RawMessage(`{"virtue":"steady-resolve"}`)},
			{Kind: table.Local, Setup: json.RawMessage(`{"house":"merrow"}`)},
			{Kind: table.Local}, {Kind: table.Local, Name: "Ada"}}}, 0, []string{
			"thornbury/steady-resolve/Lord Cedric Thornbury", "merrow/tireless-stewardship/Sir Aldric Merrow",
			"hallowell/open-hand/Dame Isolde Hallowell", "harrowgate/stout-walls/Ada"}},
	} {
		tb, host, err := r.Create(ctx, tc.cfg)
		if err != nil {
			t.Fatalf("seed %d: %v", tc.cfg.Seed, err)
		}
		in, err := tb.Info(ctx, host)
		if err != nil {
			t.Fatal(err)
		}
		if in.FirstSeat != tc.first {
			t.Errorf("seed %d: first seat %d, want %d", tc.cfg.Seed, in.FirstSeat, tc.first)
		}
		for i, s := range in.Seats {
			su, err := noblesgame.ParseSetup(s.Setup)
			if err != nil {
				t.Fatalf("seed %d: seats[%d].setup %s: %v", tc.cfg.Seed, i, s.Setup, err)
			}
			if got := fmt.Sprintf("%s/%s/%s", su.House, su.Virtue, s.Name); got != tc.want[i] {
				t.Errorf("seed %d: seats[%d] = %s, want %s", tc.cfg.Seed, i, got, tc.want[i])
			}
			if s.Colour == "" || s.Sigil == "" || s.Label == "" {
				t.Errorf("seed %d: seats[%d] has no looks: %+v", tc.cfg.Seed, i, s)
			}
		}
	}
}

// TestSeatRange: the seat range is the game's, and the error says so.
func TestSeatRange(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	for _, tc := range []struct {
		game string
		n    int
		want string
	}{
		{"", 9, "table: bad request: seats: Nobles of Evergreen seats 2 to 8 players, got 9"},
		{"nobles", 1, "table: bad request: seats: Nobles of Evergreen seats 2 to 8 players, got 1"},
		{"highest", 7, "table: bad request: seats: Highest Unique seats 2 to 6 players, got 7"},
	} {
		kinds := make([]string, tc.n)
		for i := range kinds {
			kinds[i] = table.Local
		}
		_, _, err := r.Create(ctx, table.Config{Game: tc.game, Seats: seats(kinds...)})
		if !errors.Is(err, table.ErrBadRequest) || err.Error() != tc.want {
			t.Errorf("%q with %d seats: %v, want %q", tc.game, tc.n, err, tc.want)
		}
	}
	// Highest Unique seats a name and a colour (game.ColourSeats), as the
	// planet game does: an unnamed seat stays unnamed, each reader naming
	// it, and gets the first free colour.
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	in, _ := tb.Info(ctx, host)
	if in.Game != "highest" || in.Seats[1].Name != "" || in.Seats[1].Colour != "#8a4b1f" {
		t.Errorf("a Highest Unique table: %+v", in)
	}
}
