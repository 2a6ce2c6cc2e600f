package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"evergreen/store"
)

// TestBatchOneBadWrite commits, in one batch, good moves for two tables,
// a move out of turn, a move for a missing table, and a write that fails
// outright (its statement is broken, as a full disk or a bug would make
// it): each caller gets its own answer and every good move is written.
func TestBatchOneBadWrite(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "batch.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, code := range []string{"BAT001", "BAT002"} {
		if err := s.CreateTable(ctx, store.Table{Code: code, Status: store.StatusPlaying}); err != nil {
			t.Fatal(err)
		}
	}
	mv := func(code string, seq int64) *write {
		m := store.Move{Seq: seq, Move: []byte(`{}`), At: time.Unix(1e9, 0)}
		return &write{done: make(chan error, 1), run: func(ctx context.Context, tx *sql.Tx) error {
			return appendIn(ctx, tx, s.insert, code, m)
		}}
	}
	broken := &write{done: make(chan error, 1), run: func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO no_such_table VALUES (1)`)
		return err
	}}
	batch := []*write{mv("BAT001", 1), mv("BAT001", 3), broken, mv("BAT002", 1), mv("NOSUCH", 1), mv("BAT001", 2)}
	before := s.WriteStats()
	s.commit(batch)
	answers := make([]error, len(batch))
	for i, w := range batch {
		answers[i] = <-w.done
	}
	for i, want := range []error{nil, store.ErrConflict, nil, nil, store.ErrNotFound, nil} {
		got := answers[i]
		switch {
		case i == 2:
			if got == nil || refused(got) {
				t.Errorf("the broken write answered %v, want its failure", got)
			}
		case want == nil && got != nil, want != nil && !errors.Is(got, want):
			t.Errorf("write %d answered %v, want %v", i, got, want)
		}
	}
	for code, want := range map[string]int{"BAT001": 2, "BAT002": 1} {
		ms, err := s.Moves(ctx, code, 0)
		if err != nil || len(ms) != want {
			t.Errorf("Moves(%s) = %d moves, %v; want %d", code, len(ms), err, want)
		}
	}
	if st := s.WriteStats(); st.Writes-before.Writes != int64(len(batch)-1) {
		t.Errorf("acknowledged %d writes, want %d (all but the broken one)", st.Writes-before.Writes, len(batch)-1)
	}
}
