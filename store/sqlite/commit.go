package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"runtime"

	"evergreen/store"
)

// The group commit. Every write that a live table makes while it plays
// (CreateTable, UpdateTable, AppendMove, AppendChat) is queued for one
// writer goroutine, which runs whatever is waiting in one transaction and
// commits once: one fsync acknowledges the whole batch, whatever tables
// the writes are for. A caller hears its answer only after the commit
// that holds its write has returned.

// write is one queued write: run does it inside the batch's transaction.
// run must either write and return nil, or write nothing and return a
// refusal (see refused) or an error.
type write struct {
	run  func(ctx context.Context, tx *sql.Tx) error
	done chan error
}

// maxBatch bounds how many writes share one commit.
const maxBatch = 512

// gatherRounds bounds how many times the writer lets other goroutines run
// before it takes a batch (see gather).
const gatherRounds = 64

// refused reports whether err is a write's own answer (no such table, a
// code taken, a sequence number not next) rather than a failure: run
// decided it from a statement that wrote nothing, so the transaction is
// as it was and the batch's other writes go on.
func refused(err error) bool {
	return errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrExists)
}

// submit queues run for the group commit and waits for its answer.
func (s *Store) submit(ctx context.Context, run func(context.Context, *sql.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	w := &write{run: run, done: make(chan error, 1)}
	s.mu.RLock()
	if s.isClosed {
		s.mu.RUnlock()
		return errStoreClosed
	}
	select {
	case s.writes <- w:
		s.mu.RUnlock()
	case <-ctx.Done():
		s.mu.RUnlock()
		return ctx.Err()
	}
	// Once queued the write is done or refused; wait for the answer
	// whatever ctx does, so that nobody is told "failed" about a write
	// that was in fact committed.
	return <-w.done
}

// writer is the group commit's goroutine: it takes a batch, commits it,
// answers its callers, and starts again.
func (s *Store) writer() {
	defer close(s.stopped)
	batch := make([]*write, 0, maxBatch)
	expect := 1 // how many writes the next batch may hold (see gather)
	for {
		select {
		case w := <-s.writes:
			batch = append(batch[:0], w)
		case <-s.closed:
			// Nothing new can be queued now (see Close): commit what is.
			for {
				select {
				case w := <-s.writes:
					s.commit([]*write{w})
				default:
					return
				}
			}
		}
		batch = s.gather(batch, expect)
		s.commit(batch)
		// The callers just answered may come straight back with their
		// next write, and the writes queued meanwhile are waiting.
		expect = len(batch) + len(s.writes)
	}
}

// gather adds to batch what else is waiting. When more writes are
// expected than are queued (the callers the last commit answered, and
// those that queued during it), it first lets other goroutines run: a
// table told a moment ago that its write is on disk often has the next
// one ready at once (a bot's move, the deadline that follows a move), and
// taking it into this batch saves it waiting a whole fsync for the next.
// Without this, callers that keep the store busy split into two groups
// that take turns, each committing while the other waits, and a batch
// holds half of them. The yielding stops as soon as the expected writes
// are there or a round brings none; with one write expected (a quiet
// server) there is none, and the write is committed at once.
func (s *Store) gather(batch []*write, expect int) []*write {
	expect = min(expect, maxBatch)
	for range gatherRounds {
		n := len(s.writes)
		if len(batch)+n >= expect {
			break
		}
		runtime.Gosched()
		if len(s.writes) == n {
			break
		}
	}
	for len(batch) < maxBatch {
		select {
		case w := <-s.writes:
			batch = append(batch, w)
		default:
			return batch
		}
	}
	return batch
}

// commit writes one batch and answers its callers. A refused write does
// not spoil the others. A write that fails outright (an error from the
// database, not a refusal) may have broken the transaction, so the batch
// is rolled back and each write is run again in a transaction of its own:
// only the bad one fails. If the commit itself fails, every write in the
// batch gets the error.
func (s *Store) commit(batch []*write) {
	errs, err := s.inTx(batch)
	if err != nil && errs == nil && len(batch) > 1 {
		for _, w := range batch {
			errs, err := s.inTx([]*write{w})
			if err == nil {
				err = errs[0]
			}
			w.done <- err
		}
		return
	}
	for i, w := range batch {
		if err != nil {
			w.done <- err
		} else {
			w.done <- errs[i]
		}
	}
}

// inTx runs batch in one transaction and commits it. It returns each
// write's refusal (nil: written), or, with nil errs, the error of a write
// that failed (the transaction is rolled back), or errs and the error of
// a commit that failed.
func (s *Store) inTx(batch []*write) (errs []error, err error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, sq.Errorf("begin: %w", err)
	}
	errs = make([]error, len(batch))
	for i, w := range batch {
		errs[i] = w.run(ctx, tx)
		if errs[i] != nil && !refused(errs[i]) {
			tx.Rollback()
			return nil, errs[i]
		}
	}
	if err := tx.Commit(); err != nil {
		return errs, sq.Errorf("commit: %w", err)
	}
	s.commits.Add(1)
	s.written.Add(int64(len(batch)))
	return errs, nil
}
