package table_test

import (
	"context"
	"testing"

	"evergreen/store/memstore"
	"evergreen/table"
)

// TestHeld lists the tables a visitor's tokens open: the host's token
// shows its table with the local seats as its own, a seat token shows
// that seat, and wrong, unknown and malformed entries show nothing.
func TestHeld(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	hot, hotHost, err := r.Create(ctx, table.Config{Seed: 1, Seats: []table.SeatConfig{{Kind: table.Local, Name: "Ada"}, {Kind: table.Local, Name: "Ben"}}})
	if err != nil {
		t.Fatal(err)
	}
	online, onlineHost, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Online, table.Online, table.Bot)})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := online.Claim(ctx, "", 1, "Cat")
	if err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name   string
		tokens map[string]string
		want   []string // codes, in any order
	}{
		{"none", nil, nil},
		{"host tokens", map[string]string{hot.Code(): hotHost, online.Code(): onlineHost}, []string{online.Code(), hot.Code()}},
		{"a seat token", map[string]string{online.Code(): cat}, []string{online.Code()}},
		{"a token of another table", map[string]string{hot.Code(): onlineHost}, nil},
		{"a guessed token", map[string]string{hot.Code(): "guess"}, nil},
		{"an empty token", map[string]string{hot.Code(): ""}, nil},
		{"no such table", map[string]string{"QQQQQQ": hotHost}, nil},
		{"malformed codes", map[string]string{"qqq": hotHost, "": hotHost, hot.Code() + "X": hotHost}, nil},
	} {
		got, err := r.Held(ctx, tc.tokens)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		codes := map[string]bool{}
		for i, h := range got {
			codes[h.Code] = true
			if i > 0 && h.Created.After(got[i-1].Created) {
				t.Errorf("%s: %s is newer than %s before it", tc.name, h.Code, got[i-1].Code)
			}
		}
		if len(codes) != len(tc.want) || len(got) != len(tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
		for _, c := range tc.want {
			if !codes[c] {
				t.Errorf("%s: %s not listed", tc.name, c)
			}
		}
	}

	got, err := r.Held(ctx, map[string]string{hot.Code(): hotHost, online.Code(): cat})
	if err != nil || len(got) != 2 {
		t.Fatalf("Held = %+v, %v", got, err)
	}
	h, o := got[0], got[1]
	if h.Code != hot.Code() {
		h, o = o, h
	}
	if !h.Host || h.Status != table.Playing || len(h.Seats) != 2 || !h.Seats[0].Yours || !h.Seats[1].Yours || h.Seats[0].Name != "Ada" {
		t.Errorf("hot-seat table for its host = %+v", h)
	}
	if o.Host || len(o.Seats) != 4 {
		t.Fatalf("online table for Cat = %+v", o)
	}
	for i, want := range []table.HeldSeat{
		{Kind: table.Local},
		{Kind: table.Online, Name: "Cat", Yours: true},
		{Kind: table.Online, Open: true},
		{Kind: table.Bot, Bot: "random"},
	} {
		s := o.Seats[i]
		if s.Kind != want.Kind || s.Yours != want.Yours || s.Open != want.Open || s.Bot != want.Bot || (want.Name != "" && s.Name != want.Name) {
			t.Errorf("seat %d = %+v, want %+v", i, s, want)
		}
	}
}

// TestHeldBounded: a request carrying more than MaxHeld tokens costs at
// most MaxHeld lookups, and still lists the tables among them.
func TestHeldBounded(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tokens := map[string]string{}
	for i := range table.MaxHeld + 10 {
		tb, host, err := r.Create(ctx, table.Config{Seed: uint64(i + 1), Seats: seats(table.Local, table.Local)})
		if err != nil {
			t.Fatal(err)
		}
		tokens[tb.Code()] = host
	}
	got, err := r.Held(ctx, tokens)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != table.MaxHeld {
		t.Fatalf("%d tables listed for %d tokens, want %d", len(got), len(tokens), table.MaxHeld)
	}
}
