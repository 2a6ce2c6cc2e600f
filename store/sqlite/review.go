package sqlite

import (
	"context"
	"fmt"
	"time"

	"evergreen/store"
)

// SaveReview implements store.Store.
func (s *Store) SaveReview(ctx context.Context, code string, review []byte) error {
	if review == nil {
		review = []byte{} // the column is NOT NULL
	}
	res, err := s.db.ExecContext(ctx, sq.SaveReview, code, review, time.Now().UnixMicro())
	if err != nil {
		return sq.Errorf("save the review of table %q: %w", code, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	return nil
}

// Review implements store.Store.
func (s *Store) Review(ctx context.Context, code string) ([]byte, error) {
	return s.blob(ctx, "review of table", sq.SelectReview, code)
}
