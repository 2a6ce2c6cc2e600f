package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// Store is a store.Store backed by one SQLite file.
type Store struct {
	db *sql.DB
	// The group commit (commit.go): writes queue here and one writer
	// goroutine commits whatever is waiting in a single transaction.
	insert  *sql.Stmt
	writes  chan *write
	closed  chan struct{}
	stopped chan struct{}
	once    sync.Once
	// mu orders AppendMove's queueing against Close.
	mu       sync.RWMutex
	isClosed bool
	// What the group commit has done, for WriteStats.
	commits, written atomic.Int64
}

// WriteStats counts the group commit's work since Open.
type WriteStats struct {
	// Commits is the number of transactions committed (each one fsync of
	// the write-ahead log in a file database).
	Commits int64
	// Writes is the number of writes those commits acknowledged.
	Writes int64
}

// WriteStats reports the group commit's work since Open: Writes/Commits
// is how many writes shared each fsync.
func (s *Store) WriteStats() WriteStats {
	return WriteStats{Commits: s.commits.Load(), Writes: s.written.Load()}
}

var errStoreClosed = errors.New("sqlite: store is closed")

var _ store.Store = (*Store)(nil)

// pragmas are applied to the connection when it opens; see the package doc.
const pragmas = "_pragma=busy_timeout(5000)" +
	"&_pragma=journal_mode(WAL)" +
	"&_pragma=synchronous(FULL)" +
	"&_pragma=foreign_keys(ON)" +
	"&_txlock=immediate"

// Open opens the SQLite database at path, creating the file and bringing
// its schema up to date. path ":memory:" gives a private in-memory
// database (for tests; nothing is durable).
func Open(path string) (*Store, error) {
	if path == "" || strings.Contains(path, "?") {
		return nil, fmt.Errorf("sqlite: bad database path %q", path)
	}
	db, err := sql.Open("sqlite", path+"?"+pragmas)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	// One connection: SQLite has one writer at a time anyway, a single
	// connection makes AppendMove's check-and-insert trivially serial, and
	// it keeps a ":memory:" database alive (each connection would get its
	// own). The connection is never retired.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)

	ctx := context.Background()
	if err := checkPragmas(ctx, db, path == ":memory:"); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if err := migrate(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	insert, err := db.PrepareContext(ctx, insertMove)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	st := &Store{db: db, insert: insert, writes: make(chan *write, maxBatch), closed: make(chan struct{}), stopped: make(chan struct{})}
	go st.writer()
	return st, nil
}

// checkPragmas makes sure the connection really runs with the settings
// the durability promise rests on; a driver that ignored a DSN parameter
// would otherwise fail silently.
func checkPragmas(ctx context.Context, db *sql.DB, inMemory bool) error {
	var mode string
	var sync, fk int
	if err := db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil {
		return err
	}
	if err := db.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&sync); err != nil {
		return err
	}
	if err := db.QueryRowContext(ctx, `PRAGMA foreign_keys`).Scan(&fk); err != nil {
		return err
	}
	wantMode := "wal"
	if inMemory {
		wantMode = "memory" // SQLite's only journal mode for in-memory databases
	}
	if !strings.EqualFold(mode, wantMode) || sync != 2 || fk != 1 {
		return fmt.Errorf("pragmas not applied: journal_mode=%s synchronous=%d foreign_keys=%d", mode, sync, fk)
	}
	return nil
}

// Close stops the group commit (moves already queued are committed first)
// and closes the database.
func (s *Store) Close() error {
	s.once.Do(func() {
		s.mu.Lock()
		s.isClosed = true
		s.mu.Unlock()
		close(s.closed)
		<-s.stopped
		s.insert.Close()
	})
	return s.db.Close()
}

// sq is SQLite's copy of the statements and encoding it shares with
// store/postgres.
var sq = sqlstore.New("sqlite", "?")

// CreateTable implements store.Store.
func (s *Store) CreateTable(ctx context.Context, t store.Table) error {
	t, seats, clock, err := sq.NewTable(t)
	if err != nil {
		return err
	}
	values := sqlstore.TableValues(t, seats, string(clock),
		t.CreatedAt.UnixMicro(), t.UpdatedAt.UnixMicro(), dueMicro(t.Due))
	return s.submit(ctx, func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, sq.InsertTable, values...)
		if err != nil {
			return sq.Errorf("create table %q: %w", t.Code, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return sq.Errorf("create table %q: %w", t.Code, err)
		} else if n == 0 {
			return fmt.Errorf("%w: table %q", store.ErrExists, t.Code)
		}
		return nil
	})
}

// UpdateTable implements store.Store.
func (s *Store) UpdateTable(ctx context.Context, t store.Table) error {
	seats, err := sq.Seats(t)
	if err != nil {
		return err
	}
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = time.Now()
	}
	values := sqlstore.UpdateValues(t, seats, t.UpdatedAt.UnixMicro(), dueMicro(t.Due))
	return s.submit(ctx, func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, sq.UpdateTable, values...)
		if err != nil {
			return sq.Errorf("update table %q: %w", t.Code, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return sq.Errorf("update table %q: %w", t.Code, err)
		} else if n == 0 {
			return sqlstore.NoTable(t.Code)
		}
		return nil
	})
}

// Table implements store.Store.
func (s *Store) Table(ctx context.Context, code string) (store.Table, error) {
	t, err := scanTable(s.db.QueryRowContext(ctx, sq.SelectTable, code))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Table{}, sqlstore.NoTable(code)
	}
	if err != nil {
		return store.Table{}, sq.Errorf("table %q: %w", code, err)
	}
	return t, nil
}

// Tables implements store.Store.
func (s *Store) Tables(ctx context.Context, status string, limit int) ([]store.Table, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := s.db.QueryContext(ctx, `
		SELECT `+sqlstore.TableColumns+` FROM tables
		WHERE ? = '' OR status = ?
		ORDER BY created_at DESC, rowid DESC
		LIMIT ?`, status, status, limit)
	out, err := collect(rows, err, scanTable)
	if err != nil {
		return nil, sq.Errorf("tables: %w", err)
	}
	return out, nil
}

// scanTable reads a row of sqlstore.TableColumns; times are Unix
// microseconds, due_at 0 for no deadline.
func scanTable(row scanner) (store.Table, error) {
	var r sqlstore.TableRow
	var created, updated, due int64
	if err := row.Scan(r.Dest(&created, &updated, &due)...); err != nil {
		return store.Table{}, err
	}
	return r.Table(time.UnixMicro(created), time.UnixMicro(updated), fromDueMicro(due))
}

// scanner is a row to scan: *sql.Row or *sql.Rows.
type scanner interface{ Scan(...any) error }

// collect reads every row of rows (or returns err, the query's error)
// with scan; an empty result is an empty slice, not nil.
func collect[T any](rows *sql.Rows, err error, scan func(scanner) (T, error)) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// AppendMove implements store.Store.
func (s *Store) AppendMove(ctx context.Context, code string, m store.Move) error {
	if m.At.IsZero() {
		m.At = time.Now()
	}
	if m.Move == nil {
		m.Move = []byte{} // the column is NOT NULL; a nil slice would bind as NULL
	}
	return s.submit(ctx, func(ctx context.Context, tx *sql.Tx) error {
		return appendIn(ctx, tx, s.insert, code, m)
	})
}

// insertMove appends a move if it is its table's next; prepared once in
// Open, since the group commit runs it for every move.
const insertMove = `
		INSERT INTO moves (table_code, seq, seat, move, at)
		SELECT ?1, ?2, ?3, ?4, ?5
		WHERE EXISTS (SELECT 1 FROM tables WHERE code = ?1)
		  AND (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE table_code = ?1) = ?2 - 1
		ON CONFLICT (table_code, seq) DO NOTHING`

// appendIn inserts one move inside tx if it is the table's next.
func appendIn(ctx context.Context, tx *sql.Tx, insert *sql.Stmt, code string, m store.Move) error {
	// The seq check and the insert are one statement: the row goes in only
	// if the table exists and its highest seq is m.Seq-1.
	res, err := tx.StmtContext(ctx, insert).ExecContext(ctx, code, m.Seq, m.Seat, m.Move, m.At.UnixMicro())
	if err != nil {
		return sq.Errorf("append move %d to table %q: %w", m.Seq, code, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return sq.Errorf("append move %d to table %q: %w", m.Seq, code, err)
	}
	if n == 1 {
		return nil
	}
	// Refused: say why. Tables are never deleted, so this answer is stable.
	var exists bool
	var last int64
	err = tx.QueryRowContext(ctx, `
		SELECT EXISTS (SELECT 1 FROM tables WHERE code = ?1),
		       (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE table_code = ?1)`, code).Scan(&exists, &last)
	switch {
	case err != nil:
		return sq.Errorf("append move %d to table %q: %w", m.Seq, code, err)
	case !exists:
		return sqlstore.NoTable(code)
	default:
		return fmt.Errorf("%w: table %q: move seq %d, last is %d", store.ErrConflict, code, m.Seq, last)
	}
}

// Moves implements store.Store.
func (s *Store) Moves(ctx context.Context, code string, after int64) ([]store.Move, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT seq, seat, move, at FROM moves
		WHERE table_code = ? AND seq > ?
		ORDER BY seq`, code, after)
	out, err := collect(rows, err, func(row scanner) (store.Move, error) {
		var m store.Move
		var at int64
		err := row.Scan(&m.Seq, &m.Seat, &m.Move, &at)
		m.At = time.UnixMicro(at).UTC()
		return m, err
	})
	return ofTable(ctx, s, code, "moves", out, err)
}

// ofTable finishes reading a table's moves or chat (what): an empty list
// is an answer only if the table has a record, else ErrNotFound.
func ofTable[T any](ctx context.Context, s *Store, code, what string, out []T, err error) ([]T, error) {
	if err == nil && len(out) == 0 {
		var exists bool
		err = s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM tables WHERE code = ?)`, code).Scan(&exists)
		if err == nil && !exists {
			return nil, sqlstore.NoTable(code)
		}
	}
	if err != nil {
		return nil, sq.Errorf("%s of table %q: %w", what, code, err)
	}
	return out, nil
}

// SaveRules implements store.Store.
func (s *Store) SaveRules(ctx context.Context, code string, doc []byte) error {
	if doc == nil {
		doc = []byte{} // the column is NOT NULL
	}
	res, err := s.db.ExecContext(ctx, sq.InsertRules, code, doc)
	if err != nil {
		return sq.Errorf("save rule set %q: %w", code, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return sq.Errorf("save rule set %q: %w", code, err)
	} else if n == 1 {
		return nil
	}
	return sqlstore.Resave(ctx, s, code, doc) // already there: same bytes is fine
}

// Rules implements store.Store.
func (s *Store) Rules(ctx context.Context, code string) ([]byte, error) {
	return s.blob(ctx, "rule set", sq.SelectRules, code)
}

// blob reads the one BLOB column query selects for key; what names the
// record in errors.
func (s *Store) blob(ctx context.Context, what, query, key string) ([]byte, error) {
	var b []byte
	err := s.db.QueryRowContext(ctx, query, key).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%w: %s %q", store.ErrNotFound, what, key)
	}
	if err != nil {
		return nil, sq.Errorf("%s %q: %w", what, key, err)
	}
	if b == nil {
		b = []byte{}
	}
	return b, nil
}
