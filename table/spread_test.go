package table_test

import (
	"testing"
	"time"

	"evergreen/store/postgres/pgtest"
	"evergreen/table"
)

// TestClusterLeasesSpread: a node that holds every lease (the first
// back after an outage) hands its surplus over once another node
// returns with the same tables in memory: it ends holding at most its
// share plus the margin, the other the rest, and every table has one
// owner.
func TestClusterLeasesSpread(t *testing.T) {
	dsn := pgtest.DSN(t)
	a, _ := node(t, dsn, "a")
	ctx := t.Context()
	const n = 12
	codes := make([]string, n)
	for i := range codes {
		tb, _, err := a.Create(ctx, table.Config{Seats: seats(table.Local, table.Local)})
		if err != nil {
			t.Fatal(err)
		}
		codes[i] = tb.Code()
	}
	for i := 0; a.Owned() != n; i++ {
		if i > 300 {
			t.Fatalf("node a holds %d of %d leases alone", a.Owned(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Node b comes back and its players bring the tables into memory.
	b, _ := node(t, dsn, "b")
	for _, c := range codes {
		if _, err := b.Get(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	limit := (n+1)/2 + 1 // the share, 6, and the margin, 1
	for i := 0; ; i++ {
		oa, ob := a.Owned(), b.Owned()
		if oa <= limit && ob >= n-limit && oa+ob == n {
			break
		}
		if i > 3000 { // 30 s: many renewals of a 2 s lease
			t.Fatalf("after node b returned: a holds %d, b %d of %d tables, want a at most %d and every table held once", oa, ob, n, limit)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if sp := a.Spread(); sp.Limit != limit || len(sp.Nodes) != 2 {
		t.Errorf("node a's spread: %+v, want both nodes and the limit %d", sp, limit)
	}
}
