package postgres_test

import (
	"context"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres/pgtest"
	"evergreen/store/storetest"
)

// TestCounter runs the counter suite on two Stores over one database,
// as two servers of a cluster share it.
func TestCounter(t *testing.T) {
	storetest.RunCounter(t, func(t *testing.T) (store.Counter, store.Counter) {
		dsn := pgtest.DSN(t)
		return open(t, dsn), open(t, dsn)
	})
}

// TestPruneCounters: rows of ended windows go, current ones stay.
func TestPruneCounters(t *testing.T) {
	dsn := pgtest.DSN(t)
	s := open(t, dsn)
	ctx := context.Background()
	if _, err := s.AddCounts(ctx, 24*time.Hour, 1, "current"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddCounts(ctx, time.Hour, 1, "old"); err != nil {
		t.Fatal(err)
	}
	pgtest.Exec(t, dsn, `UPDATE counters SET win = win - 1, expires_at = expires_at - interval '1 hour' WHERE key = 'old'`)
	n, err := s.PruneCounters(ctx)
	if err != nil || n != 1 {
		t.Fatalf("PruneCounters: %d %v, want 1 row", n, err)
	}
	if left := pgtest.QueryInt(t, dsn, `SELECT count(*) FROM counters`); left != 1 {
		t.Fatalf("%d rows left, want the current one", left)
	}
}
