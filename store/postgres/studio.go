package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"

	"github.com/jackc/pgx/v5"
)

// NameRules implements store.Store.
func (s *Store) NameRules(ctx context.Context, n store.RulesName) (store.RulesName, error) {
	if err := ctx.Err(); err != nil {
		return store.RulesName{}, err
	}
	if !storable(n.Code) {
		return store.RulesName{}, fmt.Errorf("%w: rule set %q", store.ErrNotFound, n.Code)
	}
	if n.CreatedAt.IsZero() {
		n.CreatedAt = time.Now()
	}
	n.CreatedAt = ts(n.CreatedAt)
	// One statement: the entry goes in only if the document exists and the
	// code has no name yet. A racing namer that loses waits for the
	// winner's commit, inserts nothing, and reads the winner's entry below.
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO ruleset_names (code, game, name, created_at)
		SELECT $1::text, $2::text, $3::text, $4::timestamptz
		WHERE EXISTS (SELECT 1 FROM rulesets WHERE code = $1::text)
		ON CONFLICT (code) DO NOTHING`,
		n.Code, n.Game, n.Name, n.CreatedAt)
	if sqlState(err) == foreignKeyViolation {
		return store.RulesName{}, fmt.Errorf("%w: rule set %q", store.ErrNotFound, n.Code)
	}
	if err != nil {
		return store.RulesName{}, pq.Errorf("name rule set %q: %w", n.Code, err)
	}
	if tag.RowsAffected() == 1 {
		return n, nil
	}
	return sqlstore.Named(ctx, s, n.Code) // refused: already named, or no such document
}

// RulesName implements store.Store.
func (s *Store) RulesName(ctx context.Context, code string) (store.RulesName, error) {
	if err := ctx.Err(); err != nil {
		return store.RulesName{}, err
	}
	if !storable(code) {
		return store.RulesName{}, fmt.Errorf("%w: no library entry for rule set %q", store.ErrNotFound, code)
	}
	n, err := scanName(s.pool.QueryRow(ctx, pq.SelectName, code))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.RulesName{}, fmt.Errorf("%w: no library entry for rule set %q", store.ErrNotFound, code)
	}
	if err != nil {
		return store.RulesName{}, pq.Errorf("rule set name %q: %w", code, err)
	}
	return n, nil
}

// RulesNames implements store.Store.
func (s *Store) RulesNames(ctx context.Context, game string, limit int) ([]store.RulesName, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT code, game, name, created_at FROM ruleset_names
		WHERE game = $1
		ORDER BY created_at DESC, n DESC
		LIMIT $2`, game, noLimit(limit))
	if err != nil {
		return nil, pq.Errorf("rule set names: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (store.RulesName, error) { return scanName(row) })
	if err != nil {
		return nil, pq.Errorf("rule set names: %w", err)
	}
	return out, nil
}

func scanName(row pgx.Row) (store.RulesName, error) {
	var n store.RulesName
	if err := row.Scan(&n.Code, &n.Game, &n.Name, &n.CreatedAt); err != nil {
		return store.RulesName{}, err
	}
	n.CreatedAt = n.CreatedAt.UTC()
	return n, nil
}

// SavePreview implements store.Store.
func (s *Store) SavePreview(ctx context.Context, key string, result []byte) error {
	if result == nil {
		result = []byte{} // the column is NOT NULL
	}
	if _, err := s.pool.Exec(ctx, pq.SavePreview, key, result, ts(time.Now())); err != nil {
		return pq.Errorf("save preview %q: %w", key, err)
	}
	return nil
}

// Preview implements store.Store.
func (s *Store) Preview(ctx context.Context, key string) ([]byte, error) {
	return s.blob(ctx, "preview", pq.SelectPreview, key)
}
