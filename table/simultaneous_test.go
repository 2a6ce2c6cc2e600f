package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/game/gametest/highest"
	"evergreen/store/memstore"
	"evergreen/table"
)

func pick(k int) engine.Move { return engine.WithOption("pick", k) }

// TestPerSeatStale plays Highest Unique, where every seat picks at once,
// at a hot-seat table: a move made against an older sequence number is
// accepted while the seat's own decision is the one it saw, and stale
// once that decision has changed (or if the number is from the future).
func TestPerSeatStale(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 3, Seats: seats(table.Local, table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	for i, step := range []struct {
		what string
		seat int
		seq  int64 // what the player saw
		want error // nil: accepted
	}{
		{"seat 0 picks", 0, 0, nil},
		{"seat 1 picks, having seen only the start: its question is unchanged", 1, 0, nil},
		{"seat 0 sends its pick again, against the old number", 0, 0, table.ErrStale},
		{"seat 0 picks again having seen its own pick: it has nothing to decide", 0, 1, engine.ErrNotYourTurn},
		{"a number from the future", 2, 5, table.ErrStale},
		{"seat 2 picks against the start: the round ends", 2, 0, nil},
		{"seat 0 in the new round, against a number from the old", 0, 2, table.ErrStale},
		{"seat 1 in the new round, having seen it", 1, 3, nil},
		{"seat 0 in the new round, against the number that opened it", 0, 3, nil},
	} {
		_, err := tb.Move(ctx, host, step.seat, pick(1+step.seat), step.seq)
		if step.want == nil && err != nil || step.want != nil && !errors.Is(err, step.want) {
			t.Fatalf("step %d (%s): %v, want %v", i, step.what, err, step.want)
		}
	}
	up, _ := tb.View(ctx, host, 2, 0, "")
	if up.Seq != 5 || len(up.Waiting) != 1 || up.Waiting[0] != (table.Waiting{Seat: 2, Kind: "pick"}) || len(up.Moves) != 5 {
		t.Fatalf("after the steps: seq %d, waiting %+v, moves %v", up.Seq, up.Waiting, up.Moves)
	}
	if up, _ := tb.View(ctx, host, 0, 0, ""); len(up.Moves) != 0 {
		t.Fatalf("seat 0 has picked but is offered %v", up.Moves)
	}
	if up, _ := tb.View(ctx, "", -1, 0, ""); len(up.Moves) != 0 || len(up.Waiting) != 1 {
		t.Fatalf("spectator: waiting %+v, moves %v", up.Waiting, up.Moves)
	}
}

// TestPerSeatStaleAfterReload: a table loaded again from the store
// remembers when each seat's decision opened, so a number a player saw
// before the reload means the same after it.
func TestPerSeatStaleAfterReload(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 4, Seats: seats(table.Local, table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Move(ctx, host, 0, pick(2), 0); err != nil {
		t.Fatal(err)
	}
	if n := r.Sweep(time.Nanosecond); n != 1 {
		t.Fatalf("unloaded %d tables", n)
	}
	if _, err := tb.Move(ctx, host, 0, pick(2), 0); !errors.Is(err, table.ErrStale) {
		t.Fatalf("seat 0's repeated pick after the reload: %v", err)
	}
	if _, err := tb.Move(ctx, host, 1, pick(3), 0); err != nil {
		t.Fatalf("seat 1's pick against the start, after the reload: %v", err)
	}
}

// TestBotsMoveForEveryPendingSeat: with every seat deciding at once, each
// bot seat gets its bot at the same time, while a human seat is still
// thinking; the human's pick then ends the round. Played to the end, the
// stored log replays to the live outcome.
func TestBotsMoveForEveryPendingSeat(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 5, Seats: seats(table.Bot, table.Local, table.Bot, table.Bot)})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Subscribe(ctx, host, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Unsubscribe(sub)
	// next waits for an update in which only seat 1 is waiting, and
	// returns it (the bots have picked).
	next := func() *table.Update {
		t.Helper()
		timeout := time.After(time.Minute) // a hang, not a timing assertion
		for {
			select {
			case up, ok := <-sub.C:
				if !ok {
					t.Fatal("the table dropped the subscriber")
				}
				if up.View.(highest.View).Ended {
					return up
				}
				if len(up.Waiting) == 1 && up.Waiting[0].Seat == 1 {
					return up
				}
			case <-timeout:
				t.Fatal("the bots did not all pick while seat 1 was deciding")
			}
		}
	}
	rounds := 0
	for {
		up := next()
		v := up.View.(highest.View)
		if v.Ended {
			break
		}
		rounds++
		if len(up.Moves) != v.Highest {
			t.Fatalf("seat 1 is offered %v", up.Moves)
		}
		if _, err := tb.Move(ctx, host, 1, up.Moves[0], up.Seq); err != nil {
			t.Fatalf("round %d: %v", v.Round, err)
		}
	}
	if rounds != 3 {
		t.Fatalf("seat 1 decided in %d rounds, want 3", rounds)
	}
	live, err := tb.View(ctx, host, -1, -1, "") // -1: the opening events too
	if err != nil {
		t.Fatal(err)
	}
	doc, rec, moves, err := tb.Replay(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 12 {
		t.Fatalf("%d moves stored, want 12", len(moves))
	}
	final, log, err := r.StateAt(doc, rec, moves, len(moves), "")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(final.View(engine.Spectator))
	b, _ := json.Marshal(live.View)
	if string(a) != string(b) || len(log) != len(live.Log) {
		t.Fatalf("the stored log replays to %s (%d events), live %s (%d events)", a, len(log), b, len(live.Log))
	}
	if !final.Outcome().Ended {
		t.Fatal("the replay did not reach the end")
	}
}
