package memstore

import (
	"context"
	"time"

	"evergreen/store"
)

var _ store.Counter = (*Store)(nil)

// AddCounts implements store.Counter: two servers given one Store share
// their counts, as two servers on one PostgreSQL database do.
func (s *Store) AddCounts(ctx context.Context, window time.Duration, n int64, keys ...string) ([]int64, error) {
	s.mu.RLock()
	closed := s.closed
	s.mu.RUnlock()
	if closed {
		return nil, errClosed
	}
	return s.counts.AddCounts(ctx, window, n, keys...)
}
