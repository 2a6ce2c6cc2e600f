package memstore

import (
	"context"
	"fmt"
	"slices"
	"time"

	"evergreen/store"
)

// DueTables implements store.Store.
func (s *Store) DueTables(ctx context.Context, before time.Time, limit int) ([]string, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var due []*table
	for _, tb := range s.tables {
		if !tb.rec.Due.IsZero() && !tb.rec.Due.After(before) {
			due = append(due, tb)
		}
	}
	slices.SortFunc(due, func(a, b *table) int {
		if c := a.rec.Due.Compare(b.rec.Due); c != 0 {
			return c
		}
		return int(a.id - b.id)
	})
	if limit > 0 && len(due) > limit {
		due = due[:limit]
	}
	out := make([]string, len(due))
	for i, tb := range due {
		out[i] = tb.rec.Code
	}
	return out, nil
}

// AppendChat implements store.Store.
func (s *Store) AppendChat(ctx context.Context, code string, c store.Chat) error {
	if c.At.IsZero() {
		c.At = time.Now()
	}
	c.At = norm(c.At)
	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	tb, ok := s.tables[code]
	if !ok {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	if last := int64(len(tb.chat)); c.N != last+1 {
		return fmt.Errorf("%w: table %q: chat line %d, last is %d", store.ErrConflict, code, c.N, last)
	}
	tb.chat = append(tb.chat, c)
	return nil
}

// Chat implements store.Store.
func (s *Store) Chat(ctx context.Context, code string, after int64) ([]store.Chat, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	tb, ok := s.tables[code]
	if !ok {
		return nil, fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	from := min(max(after, 0), int64(len(tb.chat)))
	return append([]store.Chat{}, tb.chat[from:]...), nil
}
