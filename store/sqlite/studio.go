package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"
)

// NameRules implements store.Store.
func (s *Store) NameRules(ctx context.Context, n store.RulesName) (store.RulesName, error) {
	if n.CreatedAt.IsZero() {
		n.CreatedAt = time.Now()
	}
	// One statement: the entry goes in only if the document exists and the
	// code has no name yet.
	res, err := s.db.ExecContext(ctx, `
		INSERT INTO ruleset_names (code, game, name, created_at)
		SELECT ?1, ?2, ?3, ?4
		WHERE EXISTS (SELECT 1 FROM rulesets WHERE code = ?1)
		ON CONFLICT (code) DO NOTHING`,
		n.Code, n.Game, n.Name, n.CreatedAt.UnixMicro())
	if err != nil {
		return store.RulesName{}, sq.Errorf("name rule set %q: %w", n.Code, err)
	}
	if k, err := res.RowsAffected(); err != nil {
		return store.RulesName{}, sq.Errorf("name rule set %q: %w", n.Code, err)
	} else if k == 1 {
		n.CreatedAt = time.UnixMicro(n.CreatedAt.UnixMicro()).UTC()
		return n, nil
	}
	return sqlstore.Named(ctx, s, n.Code) // refused: already named, or no such document
}

// RulesName implements store.Store.
func (s *Store) RulesName(ctx context.Context, code string) (store.RulesName, error) {
	n, err := scanName(s.db.QueryRowContext(ctx, sq.SelectName, code))
	if errors.Is(err, sql.ErrNoRows) {
		return store.RulesName{}, fmt.Errorf("%w: no library entry for rule set %q", store.ErrNotFound, code)
	}
	if err != nil {
		return store.RulesName{}, sq.Errorf("rule set name %q: %w", code, err)
	}
	return n, nil
}

// RulesNames implements store.Store.
func (s *Store) RulesNames(ctx context.Context, game string, limit int) ([]store.RulesName, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT code, game, name, created_at FROM ruleset_names
		WHERE game = ?
		ORDER BY created_at DESC, rowid DESC
		LIMIT ?`, game, limit)
	out, err := collect(rows, err, scanName)
	if err != nil {
		return nil, sq.Errorf("rule set names: %w", err)
	}
	return out, nil
}

// scanName reads code, game, name and created_at (Unix microseconds).
func scanName(row scanner) (store.RulesName, error) {
	var n store.RulesName
	var created int64
	if err := row.Scan(&n.Code, &n.Game, &n.Name, &created); err != nil {
		return store.RulesName{}, err
	}
	n.CreatedAt = time.UnixMicro(created).UTC()
	return n, nil
}

// SavePreview implements store.Store.
func (s *Store) SavePreview(ctx context.Context, key string, result []byte) error {
	if result == nil {
		result = []byte{} // the column is NOT NULL
	}
	if _, err := s.db.ExecContext(ctx, sq.SavePreview, key, result, time.Now().UnixMicro()); err != nil {
		return sq.Errorf("save preview %q: %w", key, err)
	}
	return nil
}

// Preview implements store.Store.
func (s *Store) Preview(ctx context.Context, key string) ([]byte, error) {
	return s.blob(ctx, "preview", sq.SelectPreview, key)
}
