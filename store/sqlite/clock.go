package sqlite

import (
	"context"
	"fmt"
	"time"

	"evergreen/store"
)

// dueMicro is how the due_at column holds a deadline: Unix microseconds,
// 0 for none.
func dueMicro(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMicro()
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
	if err != nil {
		return nil, fmt.Errorf("sqlite: tables due: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var code string
		if err := rows.Scan(&code); err != nil {
			return nil, fmt.Errorf("sqlite: tables due: %w", err)
		}
		out = append(out, code)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: tables due: %w", err)
	}
	return out, nil
}

// AppendChat implements store.Store.
func (s *Store) AppendChat(ctx context.Context, code string, c store.Chat) error {
	if c.At.IsZero() {
		c.At = time.Now()
	}
	// Like a move: the line goes in only if the table exists and its last
	// line is c.N-1, in one statement.
	res, err := s.db.ExecContext(ctx, `
		INSERT INTO chat (table_code, n, seat, seq, kind, text, at)
		SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
		WHERE EXISTS (SELECT 1 FROM tables WHERE code = ?1)
		  AND (SELECT COALESCE(MAX(n), 0) FROM chat WHERE table_code = ?1) = ?2 - 1
		ON CONFLICT (table_code, n) DO NOTHING`,
		code, c.N, c.Seat, c.Seq, c.Kind, c.Text, c.At.UnixMicro())
	if err != nil {
		return fmt.Errorf("sqlite: chat line %d at table %q: %w", c.N, code, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("sqlite: chat line %d at table %q: %w", c.N, code, err)
	} else if n == 1 {
		return nil
	}
	var exists bool
	var last int64
	if err := s.db.QueryRowContext(ctx, `
		SELECT EXISTS (SELECT 1 FROM tables WHERE code = ?1),
		       (SELECT COALESCE(MAX(n), 0) FROM chat WHERE table_code = ?1)`, code).Scan(&exists, &last); err != nil {
		return fmt.Errorf("sqlite: chat line %d at table %q: %w", c.N, code, err)
	}
	if !exists {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	return fmt.Errorf("%w: table %q: chat line %d, last is %d", store.ErrConflict, code, c.N, last)
}

// Chat implements store.Store.
func (s *Store) Chat(ctx context.Context, code string, after int64) ([]store.Chat, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT n, seat, seq, kind, text, at FROM chat
		WHERE table_code = ? AND n > ?
		ORDER BY n`, code, after)
	if err != nil {
		return nil, fmt.Errorf("sqlite: chat of table %q: %w", code, err)
	}
	defer rows.Close()
	out := []store.Chat{}
	for rows.Next() {
		var c store.Chat
		var at int64
		if err := rows.Scan(&c.N, &c.Seat, &c.Seq, &c.Kind, &c.Text, &at); err != nil {
			return nil, fmt.Errorf("sqlite: chat of table %q: %w", code, err)
		}
		c.At = time.UnixMicro(at).UTC()
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: chat of table %q: %w", code, err)
	}
	rows.Close()
	if len(out) == 0 {
		var exists bool
		if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM tables WHERE code = ?)`, code).Scan(&exists); err != nil {
			return nil, fmt.Errorf("sqlite: chat of table %q: %w", code, err)
		}
		if !exists {
			return nil, fmt.Errorf("%w: table %q", store.ErrNotFound, code)
		}
	}
	return out, nil
}
