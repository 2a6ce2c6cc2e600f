package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
	"evergreen/table"
)

// node opens a store on dsn and a registry on it (with opts), node name
// of a cluster with a short lease.
func node(t *testing.T, dsn, name string, opts ...table.Option) (*table.Registry, *postgres.Store) {
	t.Helper()
	st, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	r := table.NewRegistry(st, quiet(), hosted(), append(opts, table.WithCluster(st, name, 2*time.Second))...)
	t.Cleanup(func() { r.Close(); st.Close() })
	return r, st
}

// cluster is two nodes, a and b, on one fresh database; st is node b's
// store.
type cluster struct {
	dsn  string
	a, b *table.Registry
	st   *postgres.Store
	ctx  context.Context
	t    *testing.T
}

func newCluster(t *testing.T) *cluster {
	dsn := pgtest.DSN(t)
	ra, _ := node(t, dsn, "a")
	rb, st := node(t, dsn, "b")
	return &cluster{dsn: dsn, a: ra, b: rb, st: st, ctx: context.Background(), t: t}
}

// table creates a table with cfg on node a and finds it on node b: its
// copy on each node and the host's token.
func (c *cluster) table(cfg table.Config) (ta, tb *table.Table, host string) {
	c.t.Helper()
	ta, host, err := c.a.Create(c.ctx, cfg)
	if err != nil {
		c.t.Fatal(err)
	}
	tb, err = c.b.Get(c.ctx, ta.Code())
	if err != nil {
		c.t.Fatal(err)
	}
	return ta, tb, host
}

// atOnce runs f(0) and f(1) at the same instant, in two goroutines,
// and returns once both have.
func atOnce(f func(i int)) {
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Go(func() {
			<-start
			f(i)
		})
	}
	close(start)
	wg.Wait()
}

// digest is what every copy of a table must agree on: the spectator's
// view and log, as JSON.
func digest(t *testing.T, tb *table.Table) (int64, string) {
	t.Helper()
	up, err := tb.View(context.Background(), "", -1, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal([]any{up.View, up.Log, up.Waiting})
	if err != nil {
		t.Fatal(err)
	}
	return up.Seq, string(b)
}

// converge waits until both copies are at seq and agree.
func converge(t *testing.T, seq int64, copies ...*table.Table) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		s0, d0 := digest(t, copies[0])
		same := s0 == seq
		for _, c := range copies[1:] {
			s, d := digest(t, c)
			same = same && s == seq && d == d0
		}
		if same {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the copies did not reach move %d and agree within 30 s", seq)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestClusterMoveRace: two nodes on one database each receive a move
// for the same decision at the same instant, round after round. Each
// time exactly one is logged and the other is answered stale; the log
// has no gap and holds the winners' moves; both copies agree.
func TestClusterMoveRace(t *testing.T) {
	c := newCluster(t)
	ctx, st := c.ctx, c.st
	ta, tb, host := c.table(table.Config{Seed: 11, Seats: seats(table.Local, table.Local, table.Local)})
	copies := []*table.Table{ta, tb}
	// A subscriber on node b hears of a move made on node a.
	sub, err := tb.Subscribe(ctx, "", -1, "")
	if err != nil {
		t.Fatal(err)
	}
	<-sub.C
	first, err := ta.View(ctx, host, 0, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ta.Move(ctx, host, 0, first.Moves[0], 0); err != nil {
		t.Fatal(err)
	}
	select {
	case up := <-sub.C:
		if up.Seq != 1 {
			t.Fatalf("node b's subscriber got move %d, want 1", up.Seq)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("node b's subscriber heard nothing of node a's move within 30 s")
	}
	tb.Unsubscribe(sub)
	const rounds = 30
	winners := []engine.Move{first.Moves[0]}
	for round := 1; round < rounds; round++ {
		seq := int64(round)
		converge(t, seq, ta, tb)
		up, err := ta.View(ctx, "", -1, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(up.Waiting) == 0 {
			t.Fatalf("round %d: nobody to move", round)
		}
		seat := up.Waiting[0].Seat
		mine, err := ta.View(ctx, host, seat, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		moves := mine.Moves
		// Different moves where there is a choice, so that the log shows
		// whose was kept.
		sent := []engine.Move{moves[0], moves[len(moves)-1]}
		errs := make([]error, 2)
		atOnce(func(i int) { _, errs[i] = copies[i].Move(ctx, host, seat, sent[i], seq) })
		switch {
		case errs[0] == nil && errs[1] == nil:
			t.Fatalf("round %d: both nodes logged a move for the same decision", round)
		case errs[0] == nil && errors.Is(errs[1], table.ErrStale):
			winners = append(winners, sent[0])
		case errs[1] == nil && errors.Is(errs[0], table.ErrStale):
			winners = append(winners, sent[1])
		default:
			t.Fatalf("round %d: node a %v, node b %v; want one nil and one stale", round, errs[0], errs[1])
		}
	}
	converge(t, rounds, ta, tb)
	log, err := st.Moves(ctx, ta.Code(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(log) != rounds {
		t.Fatalf("the log has %d moves after %d rounds", len(log), rounds)
	}
	for i, mv := range log {
		var m engine.Move
		if err := json.Unmarshal(mv.Move, &m); err != nil {
			t.Fatal(err)
		}
		if mv.Seq != int64(i+1) || m.String() != winners[i].String() {
			t.Fatalf("log entry %d: seq %d move %s, want seq %d move %s", i, mv.Seq, m, i+1, winners[i])
		}
	}
}

// TestClusterClaimRace: two nodes each receive a claim of the same
// online seat at the same instant, many times: exactly one claimant
// gets the seat, and the record stored agrees with that one.
func TestClusterClaimRace(t *testing.T) {
	c := newCluster(t)
	ctx, st := c.ctx, c.st
	for round := range 10 {
		ta, tb, _ := c.table(table.Config{Seats: seats(table.Online, table.Online)})
		copies := []*table.Table{ta, tb}
		tokens := make([]string, 2)
		errs := make([]error, 2)
		atOnce(func(i int) { tokens[i], errs[i] = copies[i].Claim(ctx, "", 0, "P") })
		won := -1
		for i, err := range errs {
			switch {
			case err == nil && won >= 0:
				t.Fatalf("round %d: both claims of one seat succeeded", round)
			case err == nil:
				won = i
			case !errors.Is(err, table.ErrStale) && !errors.Is(err, table.ErrForbidden):
				t.Fatalf("round %d: claim %d: %v, want stale or taken", round, i, err)
			}
		}
		if won < 0 {
			t.Fatalf("round %d: neither claim succeeded: %v", round, errs)
		}
		rec, err := st.Table(ctx, ta.Code())
		if err != nil {
			t.Fatal(err)
		}
		if !rec.Seats[0].Claimed || !table.TokenMatches(tokens[won], rec.Seats[0].TokenHash) {
			t.Fatalf("round %d: the stored seat is not the winner's", round)
		}
	}
}

// TestClusterStartSeesClaimElsewhere: the host starts the game on one
// node a moment after the last seat was claimed on another, before the
// news has arrived (its listening connections were just cut): the node
// reads the stored record rather than refusing with "seat still open".
func TestClusterStartSeesClaimElsewhere(t *testing.T) {
	c := newCluster(t)
	ctx := c.ctx
	for round := range 5 {
		ta, tb, host := c.table(table.Config{Seats: seats(table.Local, table.Online)})
		pgtest.QueryInt(t, c.dsn, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE query = 'LISTEN ' || quote_ident('evergreen:' || current_schema())`)
		if _, err := ta.Claim(ctx, "", 1, "Guest"); err != nil {
			t.Fatalf("round %d: claim: %v", round, err)
		}
		if err := tb.Start(ctx, host); err != nil {
			t.Fatalf("round %d: start on the other node right after the claim: %v", round, err)
		}
	}
}

// TestClusterPresence: a player connected to one node shows here on
// the others, and away again once gone.
func TestClusterPresence(t *testing.T) {
	c := newCluster(t)
	ctx := c.ctx
	// The seat is claimed before node b loads the table, so that b's
	// copy knows the token at once.
	ta, _, err := c.a.Create(ctx, table.Config{Seats: seats(table.Online, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	token, err := ta.Claim(ctx, "", 0, "Ada")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := c.b.Get(ctx, ta.Code())
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tb.Subscribe(ctx, token, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	waitPresence := func(want string) {
		t.Helper()
		waitInfo(t, ta, func(in table.Info) (string, bool) {
			return "node a shows seat 0 " + in.Seats[0].Presence + ", want " + want, in.Seats[0].Presence == want
		})
	}
	waitPresence(table.Here)
	tb.Unsubscribe(sub)
	waitPresence(table.Away)
}

// waitInfo waits, at most 30 seconds, until tt's Info is as ok wants,
// failing with what ok says it shows otherwise.
func waitInfo(t *testing.T, tt *table.Table, ok func(table.Info) (string, bool)) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		in, err := tt.Info(context.Background(), "")
		if err != nil {
			t.Fatal(err)
		}
		shows, done := ok(in)
		if done {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal(shows)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestClusterListenerLost: a node whose listening connection is cut
// (the database restarted, a network blip) misses the news sent
// meanwhile, and catches up by sequence number once it listens again.
func TestClusterListenerLost(t *testing.T) {
	c := newCluster(t)
	ctx := c.ctx
	ta, tb, host := c.table(table.Config{Seed: 3, Seats: seats(table.Local, table.Local)})
	// Cut every listening connection of this schema's nodes, then move
	// at once, while they are away (they come back within a second).
	cut := pgtest.QueryInt(t, c.dsn, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE query = 'LISTEN ' || quote_ident('evergreen:' || current_schema())`)
	if cut < 2 {
		t.Fatalf("cut %d listening connections, want both nodes'", cut)
	}
	for seq := int64(0); seq < 3; seq++ {
		up, err := ta.View(ctx, host, -1, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		seat := up.Waiting[0].Seat
		mine, err := ta.View(ctx, host, seat, 0, "")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ta.Move(ctx, host, seat, mine.Moves[0], seq); err != nil {
			t.Fatal(err)
		}
	}
	converge(t, 3, ta, tb)
}

// TestClusterSimultaneous: at a table where every seat decides at once,
// two seats' moves reaching two nodes at the same instant are both
// logged, one after the other, as on a single server; neither is stale.
func TestClusterSimultaneous(t *testing.T) {
	c := newCluster(t)
	ctx, st := c.ctx, c.st
	for round := range 5 {
		ta, tb, host := c.table(table.Config{Game: "highest", Seed: uint64(round + 1), Seats: seats(table.Local, table.Local, table.Local)})
		copies := []*table.Table{ta, tb}
		errs := make([]error, 2)
		atOnce(func(i int) { _, errs[i] = copies[i].Move(ctx, host, i, pick(1+i), 0) })
		if errs[0] != nil || errs[1] != nil {
			t.Fatalf("round %d: node a %v, node b %v; want both accepted", round, errs[0], errs[1])
		}
		log, err := st.Moves(ctx, ta.Code(), 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) != 2 || log[0].Seat == log[1].Seat {
			t.Fatalf("round %d: the log %+v, want both seats' picks", round, log)
		}
		converge(t, 2, ta, tb)
	}
}
