package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
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
	// A table on a live clock, its first decision's deadline set just
	// now: it must run out, and the clock's bot play it, after the kill.
	clocked := openClocked(ctx, t, proc.Base)
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
	clocked.firesAfterRestart(ctx, t, proc.Base)
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

// clockedTable is a table whose first decision has a deadline.
type clockedTable struct {
	code, token string
	due         time.Time
}

// tableSeats is what the crash test reads of a table's seats.
type tableSeats struct {
	Seq   int64 `json:"seq"`
	Seats []struct {
		Due    *time.Time `json:"due"`
		Missed int        `json:"missed"`
	} `json:"seats"`
}

// openClocked opens a hot-seat table against a bot, on a live clock of
// the shortest time allowed, and reads the deadline of its first
// decision (the hot-seat player's).
func openClocked(ctx context.Context, t *testing.T, base string) clockedTable {
	t.Helper()
	var made struct {
		Code  string     `json:"code"`
		Token string     `json:"token"`
		Table tableSeats `json:"table"`
	}
	body := `{"seed":7,"first_seat":0,"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"clock":{"kind":"live","seconds":5}}`
	if err := call(ctx, "POST", base+"/api/tables", "", body, &made); err != nil {
		t.Fatal(err)
	}
	if made.Table.Seq != 0 || made.Table.Seats[0].Due == nil {
		t.Fatalf("the clocked table: %+v", made.Table)
	}
	return clockedTable{code: made.Code, token: made.Token, due: *made.Table.Seats[0].Due}
}

// firesAfterRestart checks that the restarted server loaded the clocked
// table by itself (nobody has asked for any table yet: it is the one
// live table), kept its deadline, and let the clock's bot play the
// decision once the deadline passed.
func (c clockedTable) firesAfterRestart(ctx context.Context, t *testing.T, base string) {
	t.Helper()
	for {
		var health struct {
			Live int `json:"live_tables"`
		}
		if err := call(ctx, "GET", base+"/api/health", "", "", &health); err != nil {
			t.Fatal(err)
		}
		if health.Live >= 1 {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("the restarted server never loaded the table whose clock runs")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for {
		var info tableSeats
		if err := call(ctx, "GET", base+"/api/tables/"+c.code, c.token, "", &info); err != nil {
			t.Fatal(err)
		}
		s := info.Seats[0]
		if s.Missed == 1 && info.Seq >= 1 {
			return
		}
		if s.Missed == 0 && (s.Due == nil || !s.Due.Equal(c.due)) {
			t.Fatalf("after the restart the deadline is %v, want %v as before the kill", s.Due, c.due)
		}
		if ctx.Err() != nil {
			t.Fatalf("the deadline of %v never fired after the restart: %+v", c.due, info)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// call sends one API request with a bearer token and decodes the JSON
// answer into out.
func call(ctx context.Context, method, url, token, body string, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader([]byte(body)))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		var e bytes.Buffer
		e.ReadFrom(resp.Body)
		return fmt.Errorf("%s %s: %d %s", method, url, resp.StatusCode, e.String())
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
