package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/store/memstore"
	"evergreen/table"
)

// TestIdleTableUnloadsAndComesBack unloads an idle table and checks that
// the *Table handed out earlier still works, on the table loaded afresh,
// with nothing lost.
func TestIdleTableUnloadsAndComesBack(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seed: 6, Seats: seats(table.Local, table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	playLocal(t, tb, host, 40, rand.New(rand.NewPCG(6, 1)))
	before, err := tb.View(ctx, host, 0, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if r.Sweep(time.Hour) != 0 || r.Live() != 1 {
		t.Fatal("a table in use was unloaded")
	}
	if n := r.Sweep(time.Nanosecond); n != 1 || r.Live() != 0 {
		t.Fatalf("unloaded %d, %d live", n, r.Live())
	}
	after, err := tb.View(ctx, host, 0, 0, "")
	if err != nil {
		t.Fatalf("view of an unloaded table: %v", err)
	}
	if r.Live() != 1 {
		t.Fatalf("%d live after loading it again", r.Live())
	}
	// The same position, log and seats (the record's creation time comes
	// back from the store rounded, so it is left out).
	before.Table.Created, after.Table.Created = time.Time{}, time.Time{}
	before.Table.Now, after.Table.Now = time.Time{}, time.Time{}
	a, _ := json.Marshal(before)
	b, _ := json.Marshal(after)
	if string(a) != string(b) {
		t.Fatalf("the table came back different:\n%s\n%s", a, b)
	}
	// Play on through the old handle and through a fresh one.
	fresh, err := r.Get(ctx, tb.Code())
	if err != nil {
		t.Fatal(err)
	}
	up := playLocal(t, tb, host, 30, rand.New(rand.NewPCG(6, 2)))
	up2, err := fresh.View(ctx, host, 0, 0, "")
	if err != nil || up2.Seq != up.Seq {
		t.Fatalf("the two handles disagree: seq %d and %d (%v)", up.Seq, up2.Seq, err)
	}
}

// TestUnloadWaitsForSubscribersAndBots keeps a table in memory while
// somebody watches it or a bot is about to move.
func TestUnloadWaitsForSubscribersAndBots(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seed: 2, Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Subscribe(ctx, host, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if r.Sweep(time.Nanosecond) != 0 {
		t.Fatal("a watched table was unloaded")
	}
	tb.Unsubscribe(sub)
	if r.Sweep(time.Nanosecond) != 1 {
		t.Fatal("an unwatched idle table stayed")
	}
	// A bot that waits before moving: its table stays until it has.
	cfg := table.Config{Seed: 3, Seats: seats(table.Bot, table.Local), BotDelayMs: 10000, FirstSeat: 0}
	bt, _, err := r.Create(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sweep(time.Nanosecond) != 0 {
		t.Fatal("a table waiting on its bot was unloaded")
	}
	_ = bt
}

// TestUnloadUnderLoad plays a hot-seat game from several goroutines at
// once while the table is unloaded again and again: every move
// acknowledged is in the log exactly once, in order, and the game still
// replays to the same position.
//
// Each mover sweeps right after each of its moves, so the table that
// took a move is always unloaded before that mover moves again, however
// the goroutines happen to be scheduled: at least one unload for every
// three moves, with no clock in the test. A background sweeper adds
// unloads at arbitrary points in between.
func TestUnloadUnderLoad(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	r := registry(t, st)
	tb, host, err := r.Create(ctx, table.Config{Seed: 9, Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	var unloads atomic.Int64
	stop := make(chan struct{})
	sweeper := make(chan struct{})
	go func() {
		defer close(sweeper)
		for {
			select {
			case <-stop:
				return
			default:
				unloads.Add(int64(r.Sweep(0)))
				time.Sleep(50 * time.Microsecond) // spacing only; nothing depends on it
			}
		}
	}()
	const movers = 3
	var mu sync.Mutex
	acked := map[int64]bool{}
	var wg sync.WaitGroup
	for w := range movers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(9, uint64(w)))
			for range 400 {
				up, err := tb.View(ctx, host, -1, 1<<62, "")
				if err != nil {
					t.Error(err)
					return
				}
				v := up.View.(*nobles.View)
				if v.Ended {
					return
				}
				d := v.Pending[0]
				seq, err := tb.Move(ctx, host, int(d.Seat), d.Moves[rng.IntN(len(d.Moves))], up.Seq)
				if errors.Is(err, table.ErrStale) || errors.Is(err, table.ErrEnded) || errors.Is(err, engine.ErrNotYourTurn) || errors.Is(err, engine.ErrIllegalMove) {
					continue // another goroutine moved first
				}
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				if acked[seq] {
					t.Errorf("sequence number %d acknowledged twice", seq)
				}
				acked[seq] = true
				mu.Unlock()
				unloads.Add(int64(r.Sweep(0)))
			}
		}()
	}
	wg.Wait()
	close(stop)
	<-sweeper
	moves, err := st.Moves(ctx, tb.Code(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != len(acked) {
		t.Fatalf("%d moves acknowledged, %d in the log", len(acked), len(moves))
	}
	for i, m := range moves {
		if m.Seq != int64(i+1) || !acked[m.Seq] {
			t.Fatalf("log entry %d has sequence number %d", i, m.Seq)
		}
	}
	if len(moves) < 50 {
		t.Fatalf("only %d moves made", len(moves))
	}
	if n := unloads.Load(); n*movers < int64(len(moves)) {
		t.Fatalf("%d unloads for %d moves: a table took more than one move from a mover between unloads", n, len(moves))
	}
	// The game in the store still replays, and the table reloads to it.
	if _, err := tb.View(ctx, host, -1, 0, ""); err != nil {
		t.Fatalf("reloading after the run: %v", err)
	}
}

// TestUnloadFreesMemory loads many tables, unloads them and reports the
// heap before and after (the figures in docs/RELIABILITY.md come from
// its log: go test ./table -run UnloadFreesMemory -v).
func TestUnloadFreesMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	ctx := context.Background()
	r := registry(t, memstore.New())
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	base := heap()
	const n = 500
	for i := range n {
		tb, host, err := r.Create(ctx, table.Config{Seed: uint64(i + 1), Seats: seats(table.Local, table.Local, table.Local, table.Local)})
		if err != nil {
			t.Fatal(err)
		}
		playLocal(t, tb, host, 60, rand.New(rand.NewPCG(uint64(i), 3)))
	}
	loaded := heap()
	if got := r.Sweep(time.Nanosecond); got != n || r.Live() != 0 {
		t.Fatalf("unloaded %d of %d; %d live", got, n, r.Live())
	}
	unloaded := heap()
	t.Logf("%d tables of 4 Houses, 60 moves each: heap %.1f MiB loaded, %.1f MiB after unloading (%.0f KiB per loaded table)",
		n, float64(loaded-base)/(1<<20), float64(int64(unloaded)-int64(base))/(1<<20), float64(loaded-unloaded)/n/1024)
	if unloaded >= loaded {
		t.Fatalf("unloading freed nothing: %d bytes before, %d after", loaded, unloaded)
	}
}

// TestEvictIdleSweeps starts the periodic sweep with a tiny idle time
// (the tick is then a millisecond, not zero) and waits for it to unload
// an idle table.
func TestEvictIdleSweeps(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	if _, _, err := r.Create(ctx, table.Config{Seed: 4, Seats: seats(table.Local, table.Local)}); err != nil {
		t.Fatal(err)
	}
	r.EvictIdle(time.Nanosecond)
	deadline := time.Now().Add(30 * time.Second)
	for r.Live() != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the sweep never unloaded the idle table")
		}
		time.Sleep(time.Millisecond)
	}
}
