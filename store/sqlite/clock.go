package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"
)

// dueMicro is how the due_at column holds a deadline: Unix microseconds,
// 0 for none.
func dueMicro(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMicro()
}

// fromDueMicro reads a due_at column: the zero time for 0.
func fromDueMicro(us int64) time.Time {
	if us == 0 {
		return time.Time{}
	}
	return time.UnixMicro(us)
}

// DueTables implements store.Store.
func (s *Store) DueTables(ctx context.Context, before time.Time, limit int) ([]string, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT code FROM tables
		WHERE due_at > 0 AND due_at <= ?
		ORDER BY due_at, rowid
		LIMIT ?`, before.UnixMicro(), limit)
	out, err := collect(rows, err, func(row scanner) (code string, err error) {
		return code, row.Scan(&code)
	})
	if err != nil {
		return nil, sq.Errorf("tables due: %w", err)
	}
	return out, nil
}

// AppendChat implements store.Store.
func (s *Store) AppendChat(ctx context.Context, code string, c store.Chat) error {
	if c.At.IsZero() {
		c.At = time.Now()
	}
	// Like a move: the line goes in only if the table exists and its last
	// line is c.N-1, in one statement, through the group commit.
	return s.submit(ctx, func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `
		INSERT INTO chat (table_code, n, seat, seq, kind, text, at)
		SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
		WHERE EXISTS (SELECT 1 FROM tables WHERE code = ?1)
		  AND (SELECT COALESCE(MAX(n), 0) FROM chat WHERE table_code = ?1) = ?2 - 1
		ON CONFLICT (table_code, n) DO NOTHING`,
			code, c.N, c.Seat, c.Seq, c.Kind, c.Text, c.At.UnixMicro())
		if err != nil {
			return sq.Errorf("chat line %d at table %q: %w", c.N, code, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return sq.Errorf("chat line %d at table %q: %w", c.N, code, err)
		} else if n == 1 {
			return nil
		}
		var exists bool
		var last int64
		if err := tx.QueryRowContext(ctx, `
		SELECT EXISTS (SELECT 1 FROM tables WHERE code = ?1),
		       (SELECT COALESCE(MAX(n), 0) FROM chat WHERE table_code = ?1)`, code).Scan(&exists, &last); err != nil {
			return sq.Errorf("chat line %d at table %q: %w", c.N, code, err)
		}
		if !exists {
			return sqlstore.NoTable(code)
		}
		return fmt.Errorf("%w: table %q: chat line %d, last is %d", store.ErrConflict, code, c.N, last)
	})
}

// Chat implements store.Store.
func (s *Store) Chat(ctx context.Context, code string, after int64) ([]store.Chat, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT n, seat, seq, kind, text, at FROM chat
		WHERE table_code = ? AND n > ?
		ORDER BY n`, code, after)
	out, err := collect(rows, err, func(row scanner) (store.Chat, error) {
		var c store.Chat
		var at int64
		err := row.Scan(&c.N, &c.Seat, &c.Seq, &c.Kind, &c.Text, &at)
		c.At = time.UnixMicro(at).UTC()
		return c, err
	})
	return ofTable(ctx, s, code, "chat", out, err)
}
