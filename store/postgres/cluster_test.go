package postgres_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres/pgtest"
)

// TestListenHearsOthers: a store hears the moves, chat lines and table
// updates another store on the same schema commits, in order, and not
// its own; it starts with a Resync.
func TestListenHearsOthers(t *testing.T) {
	dsn := pgtest.DSN(t)
	a, b := open(t, dsn), open(t, dsn)
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	heard := make(chan store.Change, 100)
	go a.Listen(lctx, func(c store.Change) { heard <- c })
	next := func() store.Change {
		t.Helper()
		select {
		case c := <-heard:
			return c
		case <-time.After(30 * time.Second):
			t.Fatal("nothing heard within 30 s")
			return store.Change{}
		}
	}
	if c := next(); !c.Resync {
		t.Fatalf("first news %+v, want a Resync", c)
	}
	rec := store.Table{Code: "LSTN01", Status: store.StatusPlaying}
	if err := a.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	// a's own writes: never reported to a.
	if err := a.AppendMove(ctx, rec.Code, store.Move{Seq: 1, Move: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if err := b.AppendMove(ctx, rec.Code, store.Move{Seq: 2, Move: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if err := b.AppendChat(ctx, rec.Code, store.Chat{N: 1, Kind: "say", Text: "hi"}); err != nil {
		t.Fatal(err)
	}
	if err := b.UpdateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	want := []store.Change{
		{Code: rec.Code, Kind: store.ChangedMoves, Seq: 2},
		{Code: rec.Code, Kind: store.ChangedChat, Seq: 1},
		{Code: rec.Code, Kind: store.ChangedRecord},
	}
	for _, w := range want {
		if c := next(); c != w {
			t.Fatalf("heard %+v, want %+v", c, w)
		}
	}
	select {
	case c := <-heard:
		t.Fatalf("heard %+v more", c)
	case <-time.After(100 * time.Millisecond):
	}
}

// TestLease: one node holds a table's lease until it lets it expire or
// releases it; then another takes it.
func TestLease(t *testing.T) {
	dsn := pgtest.DSN(t)
	a, b := open(t, dsn), open(t, dsn)
	codes := []string{"LEASE2", "LEASE1"}
	got, err := a.Lease(ctx, "a", codes, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"LEASE1", "LEASE2"}) {
		t.Fatalf("a holds %v, want both", got)
	}
	if got, err := b.Lease(ctx, "b", codes, time.Hour); err != nil || len(got) != 0 {
		t.Fatalf("b took %v (%v) from a's live leases", got, err)
	}
	if got, err := a.Lease(ctx, "a", codes[:1], time.Hour); err != nil || !slices.Equal(got, []string{"LEASE2"}) {
		t.Fatalf("a renewing LEASE2: %v, %v", got, err)
	}
	if err := a.Release(ctx, "a", []string{"LEASE1"}); err != nil {
		t.Fatal(err)
	}
	if got, err := b.Lease(ctx, "b", codes, time.Hour); err != nil || !slices.Equal(got, []string{"LEASE1"}) {
		t.Fatalf("b after a released LEASE1: %v, %v", got, err)
	}
	// A lease renewed for no time at all has expired by the next call.
	if _, err := a.Lease(ctx, "a", []string{"LEASE2"}, 0); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		got, err := b.Lease(ctx, "b", []string{"LEASE2"}, time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("b never took a's expired lease")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got, err := a.Lease(ctx, "a", codes, time.Hour); err != nil || len(got) != 0 {
		t.Fatalf("a took back %v (%v) from b", got, err)
	}
}

// TestUpdateTableAt: a record is saved only over the revision it was
// read at; every update, conditional or not, advances the revision.
func TestUpdateTableAt(t *testing.T) {
	dsn := pgtest.DSN(t)
	a, b := open(t, dsn), open(t, dsn)
	rec := store.Table{Code: "REV001", Status: store.StatusLobby, Seats: []store.Seat{{Seat: 0, Kind: store.KindOnline}}}
	if err := a.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	got, rev, err := a.TableRev(ctx, rec.Code)
	if err != nil || rev != 0 || got.Code != rec.Code {
		t.Fatalf("TableRev: %+v %d %v", got, rev, err)
	}
	// Two servers read revision 0 and each claim the seat.
	mine, theirs := got, got
	mine.Seats = []store.Seat{{Seat: 0, Kind: store.KindOnline, Name: "A", Claimed: true}}
	theirs.Seats = []store.Seat{{Seat: 0, Kind: store.KindOnline, Name: "B", Claimed: true}}
	next, err := a.UpdateTableAt(ctx, mine, rev)
	if err != nil || next != 1 {
		t.Fatalf("the first update: %d %v", next, err)
	}
	if _, err := b.UpdateTableAt(ctx, theirs, rev); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the second update over the same revision: %v, want ErrConflict", err)
	}
	if got, rev, _ := b.TableRev(ctx, rec.Code); got.Seats[0].Name != "A" || rev != 1 {
		t.Fatalf("after the race: %+v at %d", got.Seats, rev)
	}
	if err := b.UpdateTable(ctx, mine); err != nil {
		t.Fatal(err)
	}
	if _, rev, _ := b.TableRev(ctx, rec.Code); rev != 2 {
		t.Fatalf("a plain update left the revision at %d", rev)
	}
	if _, err := a.UpdateTableAt(ctx, store.Table{Code: "NOSUCH"}, 0); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no such table: %v", err)
	}
}

// TestPresence: Presence gathers the seats and sums the spectators of
// every other live node at a table; a node with neither is forgotten,
// and a node whose heartbeat lapsed does not count.
func TestPresence(t *testing.T) {
	st := open(t, pgtest.DSN(t))
	for _, n := range []string{"a", "b", "c"} {
		if _, err := st.Lease(ctx, n, nil, time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	set := func(node string, seats []int, spectators int) {
		t.Helper()
		if err := st.SetPresence(ctx, node, "PRES01", seats, spectators); err != nil {
			t.Fatal(err)
		}
	}
	check := func(from string, seats []int, spectators int) {
		t.Helper()
		gotSeats, gotSpec, err := st.Presence(ctx, "PRES01", from)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(gotSeats, seats) || gotSpec != spectators {
			t.Errorf("presence seen from %s: seats %v, %d spectators; want %v, %d", from, gotSeats, gotSpec, seats, spectators)
		}
	}
	set("a", []int{0}, 2)
	set("b", []int{0, 2}, 3)
	set("c", nil, 4)
	check("a", []int{0, 2}, 7)
	check("c", []int{0, 2}, 5)
	set("c", nil, 0)
	check("a", []int{0, 2}, 3)
	// b's heartbeat lapses (a Lease of no time): its row no longer counts.
	if _, err := st.Lease(ctx, "b", nil, 0); err != nil {
		t.Fatal(err)
	}
	check("c", []int{0}, 2)
}
