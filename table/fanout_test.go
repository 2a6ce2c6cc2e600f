package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"evergreen/engine"
	"evergreen/store/memstore"
	"evergreen/table"
)

// TestSpectatorsShareOneUpdate: after a move, every spectator receives
// the same update, built once, and its JSON is encoded once however many
// spectators send it; a player's own update stays its own.
func TestSpectatorsShareOneUpdate(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	const n = 50
	specs := make([]*table.Sub, n)
	for i := range specs {
		if specs[i], err = tb.Subscribe(ctx, "", -1, ""); err != nil {
			t.Fatal(err)
		}
		<-specs[i].C // the first, full update
	}
	player, _ := tb.Subscribe(ctx, host, 0, "")
	<-player.C
	if _, err := tb.Move(ctx, host, 0, engine.M("roll"), 0); err != nil {
		t.Fatal(err)
	}
	first := <-specs[0].C
	enc, _ := first.MarshalJSON()
	for _, s := range specs[1:] {
		up := <-s.C
		if up != first {
			t.Fatal("spectators received separate updates for one move")
		}
		again, _ := up.MarshalJSON()
		if &again[0] != &enc[0] {
			t.Fatal("a shared update was encoded again")
		}
	}
	// What a connection sends (json.Marshal of the update) is that
	// encoding.
	if sent, _ := json.Marshal(first); string(sent) != string(enc) {
		t.Fatal("json.Marshal of a shared update differs from its encoding")
	}
	if mine := <-player.C; mine == first || mine.Seat != 0 {
		t.Fatalf("the player received the spectators' update (seat %d)", mine.Seat)
	}
}

// TestSpectatorLimit: beyond the registry's cap a spectator is refused,
// and so is every feed that is not a seat's first, whatever token opens
// it (a host watching, a seat's second socket); a seat's first feed
// never is.
func TestSpectatorLimit(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	r.LimitSpectators(2)
	tb, host, _ := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Local)})
	for range 2 {
		if _, err := tb.Subscribe(ctx, "", -1, ""); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tb.Subscribe(ctx, "", -1, ""); !errors.Is(err, table.ErrTooManySpectators) {
		t.Fatalf("a third spectator: %v", err)
	}
	if _, err := tb.Subscribe(ctx, host, -1, ""); !errors.Is(err, table.ErrTooManySpectators) {
		t.Fatalf("the host watching with every spectator's place taken: %v", err)
	}
	if _, err := tb.Subscribe(ctx, host, 1, ""); err != nil {
		t.Fatalf("a player's seat: %v", err)
	}
	if _, err := tb.Subscribe(ctx, host, 1, ""); !errors.Is(err, table.ErrTooManySpectators) {
		t.Fatalf("a second feed of seat 1 with every spectator's place taken: %v", err)
	}
}

// TestOneSeatManySocketsOneEncoding: many feeds of one seat with one
// token get one shared update per move, encoded once.
func TestOneSeatManySocketsOneEncoding(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, _ := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Local)})
	subs := make([]*table.Sub, 50)
	for i := range subs {
		sub, err := tb.Subscribe(ctx, host, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		<-sub.C
		subs[i] = sub
	}
	if _, err := tb.Move(ctx, host, 0, engine.M("roll"), 0); err != nil {
		t.Fatal(err)
	}
	first := <-subs[0].C
	enc, _ := first.MarshalJSON()
	for _, s := range subs[1:] {
		up := <-s.C
		if up != first {
			t.Fatal("feeds of one seat and token received separate updates for one move")
		}
		if again, _ := up.MarshalJSON(); &again[0] != &enc[0] {
			t.Fatal("a shared update was encoded again")
		}
	}
}

// BenchmarkSpectatorFanOut: one move watched by 1,000 spectators, each
// update encoded as a connection would send it. With the shared update
// the view is built and encoded once per move, not once per spectator.
func BenchmarkSpectatorFanOut(b *testing.B) {
	ctx := context.Background()
	r := table.NewRegistry(memstore.New(), quiet(), hosted())
	defer r.Close()
	const watchers = 1000
	for range b.N {
		b.StopTimer()
		tb, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Local)})
		if err != nil {
			b.Fatal(err)
		}
		subs := make([]*table.Sub, watchers)
		for i := range subs {
			subs[i], _ = tb.Subscribe(ctx, "", -1, "")
			<-subs[i].C
		}
		b.StartTimer()
		if _, err := tb.Move(ctx, host, 0, engine.M("roll"), 0); err != nil {
			b.Fatal(err)
		}
		for _, s := range subs {
			if _, err := json.Marshal(<-s.C); err != nil {
				b.Fatal(err)
			}
		}
		b.StopTimer()
		for _, s := range subs {
			tb.Unsubscribe(s)
		}
		b.StartTimer()
	}
}
