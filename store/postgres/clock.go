package postgres

import (
	"context"
	"fmt"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"

	"github.com/jackc/pgx/v5"
)

// due is how the due_at column holds a deadline: NULL for none.
func due(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	v := ts(t)
	return &v
}

// DueTables implements store.Store.
func (s *Store) DueTables(ctx context.Context, before time.Time, limit int) ([]string, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT code FROM tables
		WHERE due_at IS NOT NULL AND due_at <= $1
		ORDER BY due_at, n
		LIMIT $2`, ts(before), noLimit(limit))
	if err != nil {
		return nil, pq.Errorf("tables due: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, pq.Errorf("tables due: %w", err)
	}
	if out == nil {
		out = []string{}
	}
	return out, nil
}

// appendChat adds a chat line if it is its table's next, and says what
// it found, as appendMove does for moves.
const appendChat = `
	WITH last AS (
		SELECT COALESCE(MAX(n), 0) AS n FROM chat WHERE table_code = $1::text
	), ins AS (
		INSERT INTO chat (table_code, n, seat, seq, kind, text, at)
		SELECT $1::text, $2::bigint, $3::bigint, $4::bigint, $5::text, $6::text, $7::timestamptz
		FROM last WHERE last.n = $2::bigint - 1
		ON CONFLICT (table_code, n) DO NOTHING
		RETURNING n
	)
	SELECT EXISTS (SELECT 1 FROM ins),
	       (SELECT n FROM last),
	       EXISTS (SELECT 1 FROM tables WHERE code = $1::text)`

// AppendChat implements store.Store.
func (s *Store) AppendChat(ctx context.Context, code string, c store.Chat) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !storable(code) {
		return sqlstore.NoTable(code)
	}
	if c.At.IsZero() {
		c.At = time.Now()
	}
	var inserted, exists bool
	var last int64
	err := s.pool.QueryRow(ctx, appendChat, code, c.N, c.Seat, c.Seq, c.Kind, c.Text, ts(c.At)).Scan(&inserted, &last, &exists)
	switch {
	case sqlState(err) == foreignKeyViolation:
		return sqlstore.NoTable(code)
	case sqlState(err) == uniqueViolation:
		return fmt.Errorf("%w: table %q: chat line %d was stored by another writer first", store.ErrConflict, code, c.N)
	case err != nil:
		return pq.Errorf("chat line %d at table %q: %w", c.N, code, err)
	case inserted:
		return nil
	case !exists:
		return sqlstore.NoTable(code)
	default:
		return fmt.Errorf("%w: table %q: chat line %d, last is %d", store.ErrConflict, code, c.N, last)
	}
}

// Chat implements store.Store.
func (s *Store) Chat(ctx context.Context, code string, after int64) ([]store.Chat, error) {
	// As Moves: the outer join tells "no such table" from "no lines".
	return ofTable(ctx, s, code, "chat", `
		SELECT c.n, c.seat, c.seq, c.kind, c.text, c.at
		FROM tables t LEFT JOIN chat c ON c.table_code = t.code AND c.n > $2
		WHERE t.code = $1
		ORDER BY c.n`, after, func(row pgx.Row) (store.Chat, bool, error) {
		var (
			n, seq     *int64
			seat       *int
			kind, text *string
			at         *time.Time
		)
		if err := row.Scan(&n, &seat, &seq, &kind, &text, &at); err != nil || n == nil {
			return store.Chat{}, false, err
		}
		return store.Chat{N: *n, Seat: *seat, Seq: *seq, Kind: *kind, Text: *text, At: at.UTC()}, true, nil
	})
}
