package postgres

import (
	"context"
	"fmt"
	"time"

	"evergreen/store"
)

// SaveReview implements store.Store.
func (s *Store) SaveReview(ctx context.Context, code string, review []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !storable(code) {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	if review == nil {
		review = []byte{} // the column is NOT NULL
	}
	tag, err := s.pool.Exec(ctx, pq.SaveReview, code, review, ts(time.Now()))
	if err != nil {
		return pq.Errorf("save the review of table %q: %w", code, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	return nil
}

// Review implements store.Store.
func (s *Store) Review(ctx context.Context, code string) ([]byte, error) {
	return s.blob(ctx, "review of table", pq.SelectReview, code)
}
