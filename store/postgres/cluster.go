package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"

	"github.com/jackc/pgx/v5"
)

// The cluster's news travels on one channel per schema, "evergreen:"
// and the schema's name, so that databases holding several schemas (the
// tests') keep their news apart. Triggers (migration 6) send it with the
// commit of each move, chat line and table update; its payload is the
// table's code, a kind letter (store.Changed…) and a number: a few
// bytes, well inside NOTIFY's 8000.

// listenRetry is how long Listen waits before connecting again after
// losing its connection.
const listenRetry = 500 * time.Millisecond

// Listen implements store.Cluster. It keeps one connection of its own,
// outside the pool, for LISTEN (a pooled connection would be handed to
// other work).
func (s *Store) Listen(ctx context.Context, f func(store.Change)) error {
	for {
		err := s.listenOnce(ctx, f)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		_ = err // lost: connect again, and tell f to catch up once listening
		select {
		case <-time.After(listenRetry):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// listenOnce listens on one connection until it fails or ctx ends.
func (s *Store) listenOnce(ctx context.Context, f func(store.Change)) error {
	conn, err := pgx.ConnectConfig(ctx, s.listen.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var channel string
	if err := conn.QueryRow(ctx, `SELECT 'evergreen:' || current_schema()`).Scan(&channel); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return err
	}
	// Whatever was written before this point was never heard here.
	f(store.Change{Resync: true})
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if _, mine := s.own.Load(n.PID); mine {
			continue // this store wrote it: its server knows already
		}
		if c, ok := parseChange(n.Payload); ok {
			f(c)
		}
	}
}

// parseChange reads a payload "code kind number".
func parseChange(p string) (store.Change, bool) {
	parts := strings.Split(p, " ")
	if len(parts) != 3 || len(parts[1]) != 1 {
		return store.Change{}, false
	}
	seq, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil {
		return store.Change{}, false
	}
	return store.Change{Code: parts[0], Kind: parts[1][0], Seq: seq}, true
}

// lease takes a lease where nobody else holds a live one and renews the
// caller's own, for every code at once, by the database's clock.
const lease = `
	INSERT INTO leases (table_code, node, expires)
	SELECT c, $2::text, now() + $3::bigint * interval '1 microsecond'
	FROM unnest($1::text[]) AS c
	ON CONFLICT (table_code) DO UPDATE
		SET node = EXCLUDED.node, expires = EXCLUDED.expires
		WHERE leases.node = EXCLUDED.node OR leases.expires < now()
	RETURNING table_code`

// Lease implements store.Cluster.
func (s *Store) Lease(ctx context.Context, node string, codes []string, ttl time.Duration) ([]string, error) {
	if node == "" || !storable(node) {
		return nil, errors.New("postgres: lease: the node needs a name of valid UTF-8 text")
	}
	if _, err := s.pool.Exec(ctx, `
		INSERT INTO nodes (node, expires) VALUES ($1, now() + $2::bigint * interval '1 microsecond')
		ON CONFLICT (node) DO UPDATE SET expires = EXCLUDED.expires`, node, ttl.Microseconds()); err != nil {
		return nil, pq.Errorf("node %s alive: %w", node, err)
	}
	if len(codes) == 0 {
		return nil, ctx.Err()
	}
	// One order for every node, so that two renewing overlapping sets
	// lock the rows in the same order and never deadlock.
	codes = slices.Clone(codes)
	codes = slices.DeleteFunc(codes, func(c string) bool { return !storable(c) })
	slices.Sort(codes)
	codes = slices.Compact(codes)
	rows, err := s.pool.Query(ctx, lease, codes, node, ttl.Microseconds())
	if err != nil {
		return nil, pq.Errorf("lease %d tables for %s: %w", len(codes), node, err)
	}
	held, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, pq.Errorf("lease %d tables for %s: %w", len(codes), node, err)
	}
	return held, nil
}

// Spread implements store.Spreader.
func (s *Store) Spread(ctx context.Context) (map[string]int, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT n.node, count(l.table_code)
		FROM nodes n LEFT JOIN leases l ON l.node = n.node AND l.expires > now()
		WHERE n.expires > now()
		GROUP BY n.node`)
	if err != nil {
		return nil, pq.Errorf("the spread of the leases: %w", err)
	}
	out := map[string]int{}
	var node string
	var n int
	_, err = pgx.ForEachRow(rows, []any{&node, &n}, func() error {
		out[node] = n
		return nil
	})
	if err != nil {
		return nil, pq.Errorf("the spread of the leases: %w", err)
	}
	return out, nil
}

// Release implements store.Cluster.
func (s *Store) Release(ctx context.Context, node string, codes []string) error {
	if codes == nil {
		for _, q := range []string{`DELETE FROM leases WHERE node = $1`, `DELETE FROM presence WHERE node = $1`} {
			if _, err := s.pool.Exec(ctx, q, node); err != nil {
				return pq.Errorf("release everything of %s: %w", node, err)
			}
		}
		return nil
	}
	if len(codes) == 0 {
		return ctx.Err()
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM leases WHERE node = $1 AND table_code = ANY($2::text[])`, node, codes); err != nil {
		return pq.Errorf("release %d leases of %s: %w", len(codes), node, err)
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM presence WHERE node = $1 AND table_code = ANY($2::text[])`, node, codes); err != nil {
		return pq.Errorf("forget the presence of %s at %d tables: %w", node, len(codes), err)
	}
	return nil
}

// SetPresence implements store.Cluster.
func (s *Store) SetPresence(ctx context.Context, node, code string, seats []int, spectators int) error {
	var err error
	if len(seats) == 0 && spectators <= 0 {
		_, err = s.pool.Exec(ctx, `DELETE FROM presence WHERE table_code = $1 AND node = $2`, code, node)
	} else {
		if seats == nil {
			seats = []int{} // the column holds an array, never NULL
		}
		_, err = s.pool.Exec(ctx, `
			INSERT INTO presence (table_code, node, seats, spectators) VALUES ($1, $2, $3, $4)
			ON CONFLICT (table_code, node) DO UPDATE SET seats = EXCLUDED.seats, spectators = EXCLUDED.spectators`,
			code, node, seats, max(spectators, 0))
	}
	if err != nil {
		return pq.Errorf("presence of %s at table %q: %w", node, code, err)
	}
	return nil
}

// Presence implements store.Cluster.
func (s *Store) Presence(ctx context.Context, code, node string) (seats []int, spectators int, err error) {
	err = s.pool.QueryRow(ctx, `
		WITH live AS (
			SELECT p.seats, p.spectators FROM presence p JOIN nodes n ON n.node = p.node
			WHERE p.table_code = $1 AND p.node <> $2 AND n.expires > now())
		SELECT ARRAY(SELECT DISTINCT unnest(seats) FROM live ORDER BY 1), COALESCE((SELECT SUM(spectators) FROM live), 0)`,
		code, node).Scan(&seats, &spectators)
	if err != nil {
		return nil, 0, pq.Errorf("presence at table %q: %w", code, err)
	}
	return seats, spectators, nil
}

// TableRev implements store.Cluster.
func (s *Store) TableRev(ctx context.Context, code string) (store.Table, int64, error) {
	if err := ctx.Err(); err != nil {
		return store.Table{}, 0, err
	}
	if !storable(code) {
		return store.Table{}, 0, sqlstore.NoTable(code)
	}
	var r sqlstore.TableRow
	var created, updated time.Time
	var dueAt *time.Time
	var rev int64
	err := s.pool.QueryRow(ctx, `SELECT `+sqlstore.TableColumns+`, rev FROM tables WHERE code = $1`, code).
		Scan(append(r.Dest(&created, &updated, &dueAt), &rev)...)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Table{}, 0, sqlstore.NoTable(code)
	}
	if err != nil {
		return store.Table{}, 0, pq.Errorf("table %q: %w", code, err)
	}
	var d time.Time
	if dueAt != nil {
		d = *dueAt
	}
	t, err := r.Table(created, updated, d)
	return t, rev, err
}

// UpdateTableAt implements store.Cluster.
func (s *Store) UpdateTableAt(ctx context.Context, t store.Table, rev int64) (int64, error) {
	seats, err := pq.Seats(t)
	if err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if !storable(t.Code) {
		return 0, sqlstore.NoTable(t.Code)
	}
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = time.Now()
	}
	args := append(sqlstore.UpdateValues(t, string(seats), ts(t.UpdatedAt), due(t.Due)), rev)
	var next int64
	err = s.pool.QueryRow(ctx, strings.TrimSpace(pq.UpdateTable)+` AND rev = $8 RETURNING rev`, args...).Scan(&next)
	if errors.Is(err, pgx.ErrNoRows) {
		if _, _, err := s.TableRev(ctx, t.Code); err != nil {
			return 0, err
		}
		return 0, fmt.Errorf("%w: table %q was updated by another server since revision %d", store.ErrConflict, t.Code, rev)
	}
	if err != nil {
		return 0, pq.Errorf("update table %q: %w", t.Code, err)
	}
	return next, nil
}
