package loadtest

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// PGCost is what the servers' database did during a run's play, per
// move. The counts are exact, read before and after play: rows in the
// moves and chat tables; write transactions, from the next transaction
// id (each costs a commit and a WAL flush); statements and updates of
// table records from pg_stat_statements where that extension is
// installed (it counts as each statement ends). Transaction ids and
// pg_stat_statements count the whole server: measure on one that serves
// nothing else meanwhile. Notifications are what
// the cluster's triggers send: one per move, chat line and table record
// update.
type PGCost struct {
	Moves         int64   `json:"moves"` // rows added to moves
	Writes        int64   `json:"write_transactions"`
	Statements    int64   `json:"statements,omitempty"` // 0 without pg_stat_statements
	Notifies      int64   `json:"notifications"`
	WritesPer     float64 `json:"write_transactions_per_move"`
	StatementsPer float64 `json:"statements_per_move,omitempty"`
	NotifiesPer   float64 `json:"notifications_per_move"`
}

// statsSettle is how long to wait, once every client is connected, for
// what their arrival made the servers write to land before the opening
// count.
const statsSettle = 1500 * time.Millisecond

type pgSnapshot struct {
	xid, moves, chat int64
	// From pg_stat_statements; -1 without it.
	statements, recordUpdates int64
}

// pgSnap reads the counts of the database dsn names.
func pgSnap(ctx context.Context, dsn string) (pgSnapshot, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return pgSnapshot{}, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var s pgSnapshot
	// The next transaction id, read without taking one.
	err = conn.QueryRow(ctx, `SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint,
		(SELECT count(*) FROM moves), (SELECT count(*) FROM chat)`).Scan(&s.xid, &s.moves, &s.chat)
	if err != nil {
		return s, fmt.Errorf("counting moves and transactions: %w", err)
	}
	// Optional: the extension may be missing, or not preloaded.
	err = conn.QueryRow(ctx, `SELECT COALESCE(SUM(calls), 0)::bigint,
		COALESCE(SUM(calls) FILTER (WHERE query ILIKE 'update tables%'), 0)::bigint
		FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&s.statements, &s.recordUpdates)
	if err != nil {
		s.statements, s.recordUpdates = -1, -1
	}
	return s, nil
}

// cost is what happened between two snapshots.
func (a pgSnapshot) cost(b pgSnapshot) *PGCost {
	c := &PGCost{Moves: b.moves - a.moves, Writes: b.xid - a.xid, Notifies: (b.moves - a.moves) + (b.chat - a.chat)}
	if a.statements >= 0 && b.statements >= 0 {
		c.Statements = b.statements - a.statements
		c.Notifies += b.recordUpdates - a.recordUpdates
	}
	if c.Moves > 0 {
		m := float64(c.Moves)
		c.WritesPer, c.StatementsPer, c.NotifiesPer = float64(c.Writes)/m, float64(c.Statements)/m, float64(c.Notifies)/m
	}
	return c
}

func (c *PGCost) String() string {
	if c == nil {
		return ""
	}
	s := fmt.Sprintf("PostgreSQL during play: %d moves stored; per move %.2f write transactions", c.Moves, c.WritesPer)
	if c.Statements > 0 {
		s += fmt.Sprintf(", %.2f statements, %.2f notifications (in a cluster)", c.StatementsPer, c.NotifiesPer)
	} else {
		s += fmt.Sprintf(", %.2f notifications in a cluster, not counting table record updates (statements: pg_stat_statements is not installed)", c.NotifiesPer)
	}
	return s
}
