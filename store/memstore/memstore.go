// Package memstore is an in-memory store.Store: a mutex and some maps.
//
// It has exactly the semantics of the durable stores (it passes the same
// conformance suite, store/storetest) but keeps nothing across restarts.
// Use it in tests of packages that need a store, and as a reference when
// reading the suite.
package memstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"evergreen/store"
)

// errClosed is returned by every method after Close.
var errClosed = errors.New("memstore: store is closed")

// Store is an in-memory store.Store. The zero value is not usable; call New.
type Store struct {
	mu     sync.RWMutex
	tables map[string]*table
	rules  map[string][]byte
	nextID int64 // creation order, to break CreatedAt ties in Tables and RulesNames
	// The Rules Studio's library (studio.go).
	names    map[string]*named
	previews map[string][]byte
	closed   bool
	// counts are the store's counters (store.Counter), shared like the
	// rest by everyone holding the store.
	counts *store.MemCounter
}

type table struct {
	rec   store.Table
	id    int64
	moves []store.Move
	chat  []store.Chat
	// review is the game's review, nil until one is saved.
	review []byte
}

var _ store.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store { return NewAt(nil) }

// NewAt returns an empty store whose counters (store.Counter) read the
// time from now (time.Now if nil): a test that counts in windows holds
// the clock still so that no window ends under it.
func NewAt(now func() time.Time) *Store {
	return &Store{tables: map[string]*table{}, rules: map[string][]byte{}, names: map[string]*named{}, previews: map[string][]byte{},
		counts: store.NewMemCounter(now)}
}

// CreateTable implements store.Store.
func (s *Store) CreateTable(ctx context.Context, t store.Table) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	t = cloneTable(t)
	now := time.Now()
	if t.CreatedAt.IsZero() {
		t.CreatedAt = now
	}
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = t.CreatedAt
	}
	t.CreatedAt, t.UpdatedAt = norm(t.CreatedAt), norm(t.UpdatedAt)
	if !t.Due.IsZero() {
		t.Due = norm(t.Due)
	}

	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	if _, ok := s.tables[t.Code]; ok {
		return fmt.Errorf("%w: table %q", store.ErrExists, t.Code)
	}
	s.nextID++
	s.tables[t.Code] = &table{rec: t, id: s.nextID}
	return nil
}

// UpdateTable implements store.Store.
func (s *Store) UpdateTable(ctx context.Context, t store.Table) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	t = cloneTable(t)
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = time.Now()
	}
	if !t.Due.IsZero() {
		t.Due = norm(t.Due)
	}

	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	tb, ok := s.tables[t.Code]
	if !ok {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, t.Code)
	}
	tb.rec.Seats = t.Seats
	tb.rec.Status = t.Status
	tb.rec.Rematch = t.Rematch
	tb.rec.FirstSeat = t.FirstSeat
	tb.rec.Due = t.Due
	tb.rec.UpdatedAt = norm(t.UpdatedAt)
	return nil
}

// Table implements store.Store.
func (s *Store) Table(ctx context.Context, code string) (store.Table, error) {
	if err := s.rlock(ctx); err != nil {
		return store.Table{}, err
	}
	defer s.mu.RUnlock()
	tb, ok := s.tables[code]
	if !ok {
		return store.Table{}, fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	return cloneTable(tb.rec), nil
}

// Tables implements store.Store.
func (s *Store) Tables(ctx context.Context, status string, limit int) ([]store.Table, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var found []*table
	for _, tb := range s.tables {
		if status == "" || tb.rec.Status == status {
			found = append(found, tb)
		}
	}
	slices.SortFunc(found, func(a, b *table) int {
		if c := b.rec.CreatedAt.Compare(a.rec.CreatedAt); c != 0 {
			return c
		}
		return int(b.id - a.id)
	})
	if limit > 0 && len(found) > limit {
		found = found[:limit]
	}
	out := make([]store.Table, len(found))
	for i, tb := range found {
		out[i] = cloneTable(tb.rec)
	}
	return out, nil
}

// AppendMove implements store.Store.
func (s *Store) AppendMove(ctx context.Context, code string, m store.Move) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.Move = bytes.Clone(m.Move)
	if m.At.IsZero() {
		m.At = time.Now()
	}
	m.At = norm(m.At)

	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	tb, ok := s.tables[code]
	if !ok {
		return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	if last := int64(len(tb.moves)); m.Seq != last+1 {
		return fmt.Errorf("%w: table %q: move seq %d, last is %d", store.ErrConflict, code, m.Seq, last)
	}
	tb.moves = append(tb.moves, m)
	return nil
}

// Moves implements store.Store.
func (s *Store) Moves(ctx context.Context, code string, after int64) ([]store.Move, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	tb, ok := s.tables[code]
	if !ok {
		return nil, fmt.Errorf("%w: table %q", store.ErrNotFound, code)
	}
	// Seqs are 1..n in order, so the move with Seq after+1 is at index after.
	from := min(max(after, 0), int64(len(tb.moves)))
	out := make([]store.Move, 0, int64(len(tb.moves))-from)
	for _, m := range tb.moves[from:] {
		m.Move = bytes.Clone(m.Move)
		out = append(out, m)
	}
	return out, nil
}

// SaveRules implements store.Store.
func (s *Store) SaveRules(ctx context.Context, code string, doc []byte) error {
	if err := s.lock(ctx); err != nil {
		return err
	}
	defer s.mu.Unlock()
	if old, ok := s.rules[code]; ok {
		return store.Resave(code, old, doc)
	}
	s.rules[code] = bytes.Clone(doc)
	return nil
}

// Rules implements store.Store.
func (s *Store) Rules(ctx context.Context, code string) ([]byte, error) {
	if err := s.rlock(ctx); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	doc, ok := s.rules[code]
	if !ok {
		return nil, fmt.Errorf("%w: rule set %q", store.ErrNotFound, code)
	}
	return bytes.Clone(doc), nil
}

// Close discards everything; later calls fail.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	s.tables, s.rules, s.names, s.previews = nil, nil, nil, nil
	return nil
}

// rlock takes the read lock for one call, unless ctx is done or the store
// is closed; on success the caller releases it with s.mu.RUnlock.
func (s *Store) rlock(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return errClosed
	}
	return nil
}

// lock is rlock for the write lock; release with s.mu.Unlock.
func (s *Store) lock(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errClosed
	}
	return nil
}

// norm keeps what a durable store keeps of a time: microseconds, in UTC,
// without a monotonic clock reading.
func norm(t time.Time) time.Time { return t.Truncate(time.Microsecond).UTC() }

func cloneTable(t store.Table) store.Table {
	t.HostTokenHash = bytes.Clone(t.HostTokenHash)
	t.SeedCommitment, t.SeedSalt = bytes.Clone(t.SeedCommitment), bytes.Clone(t.SeedSalt)
	if t.Seats != nil {
		t.Seats = slices.Clone(t.Seats)
		for i := range t.Seats {
			t.Seats[i].TokenHash = bytes.Clone(t.Seats[i].TokenHash)
			t.Seats[i].Setup = bytes.Clone(t.Seats[i].Setup)
			t.Seats[i].Reserved = bytes.Clone(t.Seats[i].Reserved)
		}
	}
	return t
}
