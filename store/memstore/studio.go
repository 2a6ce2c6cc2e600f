package memstore

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"time"

	"evergreen/store"
)

// named is a library entry with its order of naming, to break CreatedAt
// ties.
type named struct {
	rec store.RulesName
	id  int64
}

// NameRules implements store.Store.
func (s *Store) NameRules(ctx context.Context, n store.RulesName) (store.RulesName, error) {
	if err := ctx.Err(); err != nil {
		return store.RulesName{}, err
	}
	if n.CreatedAt.IsZero() {
		n.CreatedAt = time.Now()
	}
	n.CreatedAt = norm(n.CreatedAt)

	if err := s.lock(ctx); err != nil {
		return store.RulesName{}, err
	}
	defer s.mu.Unlock()
	if _, ok := s.rules[n.Code]; !ok {
		return store.RulesName{}, fmt.Errorf("%w: rule set %q", store.ErrNotFound, n.Code)
	}
	if old, ok := s.names[n.Code]; ok {
		return old.rec, nil
	}
	s.nextID++
	s.names[n.Code] = &named{rec: n, id: s.nextID}
	return n, nil
}

// RulesName implements store.Store.
func (s *Store) RulesName(ctx context.Context, code string) (store.RulesName, error) {
	if err := s.rlock(ctx); err != nil {
		return store.RulesName{}, err
	}
	defer s.mu.RUnlock()
	n, ok := s.names[code]
	if !ok {
		return store.RulesName{}, fmt.Errorf("%w: no library entry for rule set %q", store.ErrNotFound, code)
	}
	return n.rec, nil
}

// RulesNames implements store.Store.
func (s *Store) RulesNames(ctx context.Context, game string, limit int) ([]store.RulesName, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	all := make([]*named, 0, len(s.names))
	for _, n := range s.names {
		if n.rec.Game == game {
			all = append(all, n)
		}
	}
	slices.SortFunc(all, func(a, b *named) int {
		if c := b.rec.CreatedAt.Compare(a.rec.CreatedAt); c != 0 {
			return c
		}
		return int(b.id - a.id)
	})
	if limit > 0 && len(all) > limit {
		all = all[:limit]
	}
	out := make([]store.RulesName, len(all))
	for i, n := range all {
		out[i] = n.rec
	}
	return out, nil
}

// SavePreview implements store.Store.
func (s *Store) SavePreview(ctx context.Context, key string, result []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	result = bytes.Clone(result)
	if result == nil {
		result = []byte{}
	}
	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	s.previews[key] = result
	return nil
}

// Preview implements store.Store.
func (s *Store) Preview(ctx context.Context, key string) ([]byte, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	b, ok := s.previews[key]
	if !ok {
		return nil, fmt.Errorf("%w: preview %q", store.ErrNotFound, key)
	}
	return bytes.Clone(b), nil
}
