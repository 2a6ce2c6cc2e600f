package postgres

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"evergreen/store"
)

var _ store.Counter = (*Store)(nil)

// addCounts adds to every key's row in one statement. The window is
// numbered on the database's clock, so that servers whose clocks differ
// a little still share one window. A row left from an earlier window
// starts again from zero.
const addCounts = `
WITH w AS (SELECT floor(extract(epoch FROM statement_timestamp()) / $1)::bigint AS win)
INSERT INTO counters AS c (key, span, win, count, expires_at)
SELECT k, $1, w.win, GREATEST($2, 0), to_timestamp(((w.win + 1) * $1)::double precision)
FROM unnest($3::text[]) AS k, w
ON CONFLICT (key, span) DO UPDATE SET
	count = GREATEST(CASE WHEN c.win = EXCLUDED.win THEN c.count ELSE 0 END + $2, 0),
	win = EXCLUDED.win,
	expires_at = EXCLUDED.expires_at
RETURNING key, count`

// pruneEvery: AddCounts deletes the rows of ended windows on about one
// call in pruneEvery, which keeps the table to about the keys counted
// recently without a background task; a row left over costs nothing but
// space (its next add starts it again).
const pruneEvery = 256

// AddCounts implements store.Counter, in the counters table shared by
// every server on the database. Keys are written in sorted order, so that
// two calls naming the same keys in different orders cannot deadlock.
func (s *Store) AddCounts(ctx context.Context, window time.Duration, n int64, keys ...string) ([]int64, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := store.CheckWindow(window); err != nil {
		return nil, err
	}
	sorted := slices.Clone(keys)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	for _, k := range sorted {
		if !storable(k) {
			return nil, fmt.Errorf("postgres: counter key %q: not storable (a NUL byte or invalid UTF-8)", k)
		}
	}
	rows, err := s.pool.Query(ctx, addCounts, int64(window/time.Second), n, sorted)
	if err != nil {
		return nil, fmt.Errorf("postgres: adding to counters: %w", err)
	}
	counts := make(map[string]int64, len(sorted))
	for rows.Next() {
		var k string
		var c int64
		if err := rows.Scan(&k, &c); err != nil {
			rows.Close()
			return nil, fmt.Errorf("postgres: adding to counters: %w", err)
		}
		counts[k] = c
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: adding to counters: %w", err)
	}
	out := make([]int64, len(keys))
	for i, k := range keys {
		out[i] = counts[k]
	}
	if rand.IntN(pruneEvery) == 0 {
		// Best effort: a failure here leaves rows for the next prune.
		_, _ = s.PruneCounters(ctx)
	}
	return out, nil
}

// PruneCounters deletes the counters whose window has ended and returns
// how many it deleted.
func (s *Store) PruneCounters(ctx context.Context) (int64, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM counters WHERE expires_at <= statement_timestamp()`)
	if err != nil {
		return 0, fmt.Errorf("postgres: pruning counters: %w", err)
	}
	return tag.RowsAffected(), nil
}
