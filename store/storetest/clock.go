package storetest

import (
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"evergreen/store"
)

// clockedTable is sampleTable with a turn clock and every seat field of
// the clock, the stand-ins, the mute and the rematch reservation set.
func clockedTable(code string) store.Table {
	tb := sampleTable(code)
	due := time.Date(2025, 3, 15, 1, 2, 3, 456789000, time.UTC)
	tb.Clock = store.Clock{Kind: "live", Seconds: 90, Bot: "random", Misses: 3}
	tb.Due = due
	tb.Seats[0].Due, tb.Seats[0].DueSeq, tb.Seats[0].Missed = due, 17, 2
	tb.Seats[1].Standin, tb.Seats[1].Muted = "greedy", true
	tb.Seats[2].Reserved, tb.Seats[2].ReservedUntil = hash("old seat 2"), due.Add(time.Hour)
	return tb
}

func testClockFields(t *testing.T, s store.Store) {
	want := clockedTable("CLOCK1")
	mustCreate(t, s, want)
	if d := diffTable(mustGet(t, s, "CLOCK1"), want); d != "" {
		t.Fatalf("after CreateTable: %s", d)
	}
	// UpdateTable writes the seats and Due; the clock stays as created.
	up := want
	up.Seats = slices.Clone(want.Seats)
	up.Seats[0].Due, up.Seats[0].DueSeq, up.Seats[0].Missed = time.Time{}, 0, 0
	up.Seats[1].Standin = ""
	up.Due = time.Time{}
	up.Clock = store.Clock{}
	if err := s.UpdateTable(ctx, up); err != nil {
		t.Fatal(err)
	}
	up.Clock = want.Clock
	got := mustGet(t, s, "CLOCK1")
	if !got.Due.IsZero() {
		t.Errorf("Due = %v after clearing it, want zero", got.Due)
	}
	up.UpdatedAt = got.UpdatedAt
	if d := diffTable(got, up); d != "" {
		t.Fatalf("after UpdateTable: %s", d)
	}
}

func testDueTables(t *testing.T, s store.Store) {
	base := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	// Created out of deadline order, so that the order comes from Due.
	for i, tc := range []struct {
		code string
		due  time.Time
	}{
		{"DUEC", base.Add(3 * time.Minute)},
		{"DUEA", base.Add(time.Minute)},
		{"NONE", time.Time{}},
		{"DUEB", base.Add(2 * time.Minute)},
	} {
		tb := sampleTable(tc.code)
		tb.Clock = store.Clock{Kind: "live", Seconds: 90}
		tb.CreatedAt = base.Add(time.Duration(i) * time.Second)
		mustCreate(t, s, tb)
		if !tc.due.IsZero() {
			tb.Due = tc.due
			if err := s.UpdateTable(ctx, tb); err != nil {
				t.Fatal(err)
			}
		}
	}
	check := func(before time.Time, limit int, want ...string) {
		t.Helper()
		got, err := s.DueTables(ctx, before, limit)
		if err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = []string{}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("DueTables(%v, %d) = %q, want %q", before.Sub(base), limit, got, want)
		}
	}
	check(base, 0)
	check(base.Add(2*time.Minute), 0, "DUEA", "DUEB") // a deadline equal to before is due
	check(base.Add(time.Hour), 0, "DUEA", "DUEB", "DUEC")
	check(base.Add(time.Hour), 2, "DUEA", "DUEB")
	// A table whose deadline is cleared is no longer due.
	tb := mustGet(t, s, "DUEA")
	tb.Due = time.Time{}
	if err := s.UpdateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	check(base.Add(time.Hour), 0, "DUEB", "DUEC")
}

func testChat(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("CHAT1"))
	mustCreate(t, s, sampleTable("CHAT2"))
	at := time.Date(2025, 3, 14, 15, 9, 26, 535897932, time.FixedZone("X", 3600))
	lines := []store.Chat{
		{N: 1, Seat: 2, Seq: 0, Kind: "text", Text: `<b>hi</b> & "you" — ünïcode 🌲`, At: at},
		{N: 2, Seat: 0, Seq: 5, Kind: "reaction", Text: "gg", At: at.Add(time.Second)},
	}
	if got, err := s.Chat(ctx, "CHAT1", 0); err != nil || got == nil || len(got) != 0 {
		t.Fatalf("Chat of a silent table = %v, %v; want an empty list", got, err)
	}
	for _, c := range lines {
		if err := s.AppendChat(ctx, "CHAT1", c); err != nil {
			t.Fatalf("AppendChat(%d): %v", c.N, err)
		}
	}
	for _, n := range []int64{2, 4, 0} {
		if err := s.AppendChat(ctx, "CHAT1", store.Chat{N: n, Kind: "text", Text: "x"}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("AppendChat(N %d after 2) = %v, want ErrConflict", n, err)
		}
	}
	if err := s.AppendChat(ctx, "NOPE", store.Chat{N: 1, Kind: "text", Text: "x"}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AppendChat on no table = %v, want ErrNotFound", err)
	}
	if _, err := s.Chat(ctx, "NOPE", 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Chat of no table = %v, want ErrNotFound", err)
	}
	got, err := s.Chat(ctx, "CHAT1", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(lines) {
		t.Fatalf("Chat = %d lines, want %d", len(got), len(lines))
	}
	for i, c := range got {
		w := lines[i]
		w.At = micro(w.At)
		if c.At.Location() != time.UTC || !reflect.DeepEqual(c, w) {
			t.Errorf("line %d = %+v, want %+v", i, c, w)
		}
	}
	if got, _ := s.Chat(ctx, "CHAT1", 1); len(got) != 1 || got[0].N != 2 {
		t.Errorf("Chat after 1 = %+v, want line 2", got)
	}
	if got, _ := s.Chat(ctx, "CHAT2", 0); len(got) != 0 {
		t.Errorf("another table's chat = %+v, want none", got)
	}
}
