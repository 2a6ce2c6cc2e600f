package table_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"evergreen/store/postgres/pgtest"
	"evergreen/table"
)

// TestClusterChatLimit: a seat talking through two nodes has one budget,
// table.ChatPerMinute lines a minute, not one a node. Both nodes read a
// manual clock moved on by hand, so each node's own bucket always has
// room: only the shared count (store.Counter, in the database's minute)
// can refuse.
func TestClusterChatLimit(t *testing.T) {
	dsn, ctx := pgtest.DSN(t), context.Background()
	clock := table.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	ra, _ := node(t, dsn, "a", table.WithClock(clock))
	rb, _ := node(t, dsn, "b", table.WithClock(clock))
	ta, _, err := ra.Create(ctx, table.Config{Seats: seats(table.Online, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	token, err := ta.Claim(ctx, "", 0, "Ada")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := rb.Get(ctx, ta.Code())
	if err != nil {
		t.Fatal(err)
	}
	// The shared count's windows are the database's minutes: start in a
	// fresh one, so that the lines below fall in one window.
	if s := time.Now().Second(); s > 45 {
		time.Sleep(time.Duration(61-s) * time.Second)
	}
	said := 0
	for i := range table.ChatPerMinute + 1 {
		// One line on one node, the next on the other; every ten lines
		// the clock refills each node's bucket.
		at := []*table.Table{ta, tb}[i%2]
		if i > 0 && i%(2*table.ChatBurst) == 0 {
			clock.Advance(2 * table.ChatBurst * table.ChatEvery)
		}
		_, err := at.Say(ctx, token, 0, table.ChatReaction, "gg")
		switch {
		case err == nil:
			said++
		case errors.Is(err, table.ErrTooFast):
		default:
			t.Fatal(err)
		}
	}
	if said != table.ChatPerMinute {
		t.Errorf("the seat said %d lines through two nodes in a minute, want %d (one budget, not one a node)", said, table.ChatPerMinute)
	}
}

// TestClusterSpectators: the spectators a table shows count every
// node's, however they come and go, while the seat's player is shown
// here on both.
func TestClusterSpectators(t *testing.T) {
	c := newCluster(t)
	ctx := c.ctx
	ta, tb, _ := c.table(table.Config{Seats: seats(table.Online, table.Online)})
	watch := func(tt *table.Table) *table.Sub {
		t.Helper()
		sub, err := tt.Subscribe(ctx, "", -1, "")
		if err != nil {
			t.Fatal(err)
		}
		return sub
	}
	want := func(tt *table.Table, node string, n int) {
		t.Helper()
		waitInfo(t, tt, func(in table.Info) (string, bool) {
			return fmt.Sprintf("node %s shows %d spectators, want %d", node, in.Spectators, n), in.Spectators == n
		})
	}
	a1, b1, b2 := watch(ta), watch(tb), watch(tb)
	want(ta, "a", 3)
	want(tb, "b", 3)
	tb.Unsubscribe(b1)
	tb.Unsubscribe(b2)
	want(ta, "a", 1)
	want(tb, "b", 1)
	ta.Unsubscribe(a1)
	want(tb, "b", 0)
}
