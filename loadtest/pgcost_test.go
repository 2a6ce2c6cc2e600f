package loadtest

import (
	"context"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
)

// TestPGCost: the counts between two snapshots are the moves stored and
// at least a write transaction for each (one AppendMove each; other
// tests may write to the same server meanwhile, and transaction ids are
// the server's).
func TestPGCost(t *testing.T) {
	dsn := pgtest.DSN(t)
	ctx := context.Background()
	st, err := postgres.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	tb := store.Table{Code: "PGCOST", Game: "nobles", RulesCode: "r", Seats: []store.Seat{{Seat: 0, Kind: store.KindLocal}}, Status: store.StatusPlaying}
	if err := st.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	before, err := pgSnap(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		if err := st.AppendMove(ctx, "PGCOST", store.Move{Seq: int64(i + 1), Move: []byte(`{}`), At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	after, err := pgSnap(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	c := before.cost(after)
	if c.Moves != 5 || c.Writes < 5 || c.Notifies < 5 {
		t.Fatalf("after 5 moves: %+v", c)
	}
}
