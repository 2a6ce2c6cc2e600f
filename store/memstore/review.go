package memstore

import (
	"bytes"
	"context"
	"fmt"

	"evergreen/store"
)

// SaveReview implements store.Store.
func (s *Store) SaveReview(ctx context.Context, code string, review []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	review = bytes.Clone(review)
	if review == nil {
		review = []byte{}
	}
	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	tb, ok := s.tables[code]
	if !ok {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	tb.review = review
	return nil
}

// Review implements store.Store.
func (s *Store) Review(ctx context.Context, code string) ([]byte, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	tb, ok := s.tables[code]
	if !ok || tb.review == nil {
		return nil, fmt.Errorf("%w: review of table %q", store.ErrNotFound, code)
	}
	return bytes.Clone(tb.review), nil
}
