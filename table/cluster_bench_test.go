package table_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
	"evergreen/table"
)

// counted is a PostgreSQL store that counts its round trips, and the
// writes among them (each sends one notification).
type counted struct {
	*postgres.Store
	queries, writes atomic.Int64
}

func (c *counted) q() { c.queries.Add(1) }
func (c *counted) w() { c.queries.Add(1); c.writes.Add(1) }

func (c *counted) AppendMove(ctx context.Context, code string, m store.Move) error {
	c.w()
	return c.Store.AppendMove(ctx, code, m)
}

func (c *counted) UpdateTable(ctx context.Context, t store.Table) error {
	c.w()
	return c.Store.UpdateTable(ctx, t)
}

func (c *counted) UpdateTableAt(ctx context.Context, t store.Table, rev int64) (int64, error) {
	c.w()
	return c.Store.UpdateTableAt(ctx, t, rev)
}

func (c *counted) SetPresence(ctx context.Context, node, code string, seats []int, spectators int) error {
	c.w()
	return c.Store.SetPresence(ctx, node, code, seats, spectators)
}

func (c *counted) Moves(ctx context.Context, code string, after int64) ([]store.Move, error) {
	c.q()
	return c.Store.Moves(ctx, code, after)
}

func (c *counted) TableRev(ctx context.Context, code string) (store.Table, int64, error) {
	c.q()
	return c.Store.TableRev(ctx, code)
}

func (c *counted) Presence(ctx context.Context, code, node string) ([]int, int, error) {
	c.q()
	return c.Store.Presence(ctx, code, node)
}

// BenchmarkClusterMove plays moves on node a of two while node b, with
// a spectator, follows; it reports each node's PostgreSQL round trips
// per move and the notifications sent per move (lease renewals, one a
// node every few seconds for all its tables, are left out: the lease is
// long). ns/op is a move made on a and seen by b's spectator.
func BenchmarkClusterMove(b *testing.B) {
	for _, clock := range []string{table.ClockNone, table.ClockLive} {
		b.Run("clock="+clock, func(b *testing.B) {
			dsn := pgtest.DSN(b)
			var nodes [2]*counted
			var regs [2]*table.Registry
			for i, name := range []string{"a", "b"} {
				st, err := postgres.Open(context.Background(), dsn)
				if err != nil {
					b.Fatal(err)
				}
				nodes[i] = &counted{Store: st}
				regs[i] = table.NewRegistry(nodes[i], quiet(), hosted(), table.WithCluster(nodes[i], name, time.Hour))
				b.Cleanup(func() { regs[i].Close(); st.Close() })
			}
			ctx := context.Background()
			ta, host, err := regs[0].Create(ctx, table.Config{Seed: 5, Seats: seats(table.Local, table.Local, table.Local), Clock: table.ClockConfig{Kind: clock}})
			if err != nil {
				b.Fatal(err)
			}
			tb, err := regs[1].Get(ctx, ta.Code())
			if err != nil {
				b.Fatal(err)
			}
			sub, err := tb.Subscribe(ctx, "", -1, "")
			if err != nil {
				b.Fatal(err)
			}
			<-sub.C
			for _, n := range nodes {
				n.queries.Store(0)
				n.writes.Store(0)
			}
			b.ResetTimer()
			seq := int64(0)
			for range b.N {
				up, err := ta.View(ctx, host, -1, seq, "")
				if err != nil {
					b.Fatal(err)
				}
				if len(up.Waiting) == 0 {
					b.Fatalf("the game ended after %d moves; run fewer", seq)
				}
				seat := up.Waiting[0].Seat
				mine, err := ta.View(ctx, host, seat, seq, "")
				if err != nil {
					b.Fatal(err)
				}
				if seq, err = ta.Move(ctx, host, seat, mine.Moves[0], seq); err != nil {
					b.Fatal(err)
				}
				for u := range sub.C {
					if u.Seq >= seq {
						break
					}
				}
			}
			b.StopTimer()
			// Let b finish catching up the record a's last move saved.
			time.Sleep(100 * time.Millisecond)
			n := float64(b.N)
			b.ReportMetric(float64(nodes[0].queries.Load())/n, "a-queries/move")
			b.ReportMetric(float64(nodes[1].queries.Load())/n, "b-queries/move")
			b.ReportMetric(float64(nodes[0].writes.Load()+nodes[1].writes.Load())/n, "notifies/move")
		})
	}
}
