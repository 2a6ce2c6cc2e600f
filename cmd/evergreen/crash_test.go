package main

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"evergreen/loadtest"
	"evergreen/store/postgres/pgtest"
)

// TestCrashKeepsAcknowledgedMoves starts the real server binary, drives
// many tables with bot clients over WebSockets, kills the server with
// SIGKILL mid-play, restarts it on the same database and checks that
// every move any client saw acknowledged is still there and that every
// table plays on to the Gala. It runs on a SQLite file and, when a test
// server is configured (store/postgres/pgtest), on PostgreSQL.
func TestCrashKeepsAcknowledgedMoves(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills the server binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "evergreen")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the server: %v\n%s", err, out)
	}
	t.Run("sqlite", func(t *testing.T) { crashAndRestart(t, bin, filepath.Join(dir, "crash.db")) })
	t.Run("postgres", func(t *testing.T) { crashAndRestart(t, bin, pgtest.DSN(t)) })
}

// crashAndRestart is TestCrashKeepsAcknowledgedMoves on the database
// data (serve's -data).
func crashAndRestart(t *testing.T, bin, data string) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	args := []string{"-bot-delay", "0", "-join-rate", "1000000", "-join-burst", "1000000"}

	proc, err := loadtest.StartServer(ctx, bin, data, nil, args...)
	if err != nil {
		t.Fatal(err)
	}
	api := &loadtest.API{Base: proc.Base}
	const tables, seats = 12, 4
	var opened []*loadtest.Table
	for i := range tables {
		tb, err := api.OpenTable(ctx, seats, uint64(i+1), json.RawMessage(`{"turn_counting":"per_noble"}`))
		if err != nil {
			t.Fatal(err)
		}
		opened = append(opened, tb)
	}
	players := make([][]*loadtest.Seat, tables)
	playCtx, stopPlay := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, tb := range opened {
		for s := range seats {
			p := &loadtest.Seat{API: api, Code: tb.Code, Seat: s, Token: tb.Tokens[s], Rng: rand.New(rand.NewPCG(uint64(i), uint64(s)))}
			players[i] = append(players[i], p)
			wg.Add(1)
			go func() { defer wg.Done(); p.Play(playCtx) }()
		}
	}
	// Kill the server once the players have had moves acknowledged on
	// every table, however fast this machine is (the deadline only stops
	// a hung run).
	deadline := time.Now().Add(2 * time.Minute)
	for !everyTableMoved(players, 20) {
		if time.Now().After(deadline) {
			t.Fatal("the players had made too few moves after two minutes")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := proc.Kill(); err != nil {
		t.Fatal(err)
	}
	stopPlay()
	wg.Wait()
	acked := make([]int64, tables)
	total := int64(0)
	for i, ps := range players {
		acked[i] = tableAcked(ps)
		total += acked[i]
	}
	if total == 0 {
		t.Fatal("no move was acknowledged before the kill: the test proves nothing")
	}
	t.Logf("killed the server after %d acknowledged moves over %d tables", total, tables)

	proc, err = loadtest.StartServer(ctx, bin, data, nil, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer proc.Kill()
	api.Base = proc.Base
	for i, tb := range opened {
		var view struct {
			Seq int64 `json:"seq"`
			Log []struct {
				Seq int64 `json:"seq"`
			} `json:"log"`
		}
		if err := api.Get(ctx, "/api/tables/"+tb.Code+"/view?seat=0", tb.Tokens[0], &view); err != nil {
			t.Fatal(err)
		}
		if view.Seq < acked[i] {
			t.Fatalf("table %s: %d moves after the restart, but clients saw %d acknowledged", tb.Code, view.Seq, acked[i])
		}
		seen := map[int64]bool{}
		for _, e := range view.Log {
			seen[e.Seq] = true
		}
		for q := int64(1); q <= acked[i]; q++ {
			if !seen[q] {
				t.Fatalf("table %s: acknowledged move %d has no events after the restart", tb.Code, q)
			}
		}
	}
	// Every table plays on to the Gala.
	var ended sync.WaitGroup
	for i, tb := range opened {
		for s := range seats {
			p := &loadtest.Seat{API: api, Code: tb.Code, Seat: s, Token: tb.Tokens[s], Rng: rand.New(rand.NewPCG(uint64(i), uint64(s+10)))}
			ended.Add(1)
			go func() {
				defer ended.Done()
				if err := p.Play(ctx); err != nil {
					t.Errorf("table %s seat %d after the restart: %v", tb.Code, s, err)
				}
			}()
		}
	}
	ended.Wait()
}

// everyTableMoved reports whether each table has had at least n moves
// acknowledged.
func everyTableMoved(players [][]*loadtest.Seat, n int64) bool {
	for _, ps := range players {
		if tableAcked(ps) < n {
			return false
		}
	}
	return true
}

// tableAcked is the highest sequence number any of a table's players saw
// acknowledged.
func tableAcked(ps []*loadtest.Seat) int64 {
	best := int64(0)
	for _, p := range ps {
		best = max(best, p.Acked())
	}
	return best
}
