package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"evergreen/store"
	"evergreen/store/internal/sqlstore"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Store is a store.Store backed by a PostgreSQL database.
type Store struct {
	pool *pgxpool.Pool
	// listen is how Listen connects (the pool's settings); own holds
	// the backend process ids of the pool's connections, so that Listen
	// leaves out the news of this store's own writes (cluster.go).
	listen *pgx.ConnConfig
	own    *sync.Map // uint32 → struct{}
}

var (
	_ store.Store    = (*Store)(nil)
	_ store.Cluster  = (*Store)(nil)
	_ store.Spreader = (*Store)(nil)
)

// answerWait bounds how long AppendMove waits for the answer to a statement
// it has sent, whatever its context does (see the package doc): past it
// the move is reported as unanswered (store.ErrUnanswered), so that a
// database that hangs is noticed in seconds, not minutes.
const answerWait = 5 * time.Second

// SQLSTATE codes the store branches on.
const (
	uniqueViolation     = "23505"
	foreignKeyViolation = "23503"
)

// Open connects to the PostgreSQL database named by dsn (a URL such as
// postgres://user:pass@host:5432/db?sslmode=disable or a key=value DSN),
// checks it answers, and brings its schema up to date. ctx bounds the
// connecting and the migrating; the Store does not keep it. Errors say
// which database could not be opened (host:port/dbname) and why, and never
// show the password.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := parseDSN(dsn)
	if err != nil {
		return nil, err
	}
	c := cfg.ConnConfig
	names := []string{where(cfg), c.User, c.Database, c.Host, c.RuntimeParams["search_path"]}
	for _, f := range c.Fallbacks {
		names = append(names, f.Host)
	}
	password := c.Password
	fail := func(what string, err error) error {
		return redactErr(pq.Errorf("%s %s: %w", what, where(cfg), err), dsn, password, names...)
	}
	own := &sync.Map{}
	cfg.AfterConnect = func(_ context.Context, c *pgx.Conn) error {
		own.Store(c.PgConn().PID(), struct{}{})
		return nil
	}
	cfg.BeforeClose = func(c *pgx.Conn) { own.Delete(c.PgConn().PID()) }
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fail("connecting to", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fail("connecting to", err)
	}
	if err := checkSettings(ctx, pool); err != nil {
		pool.Close()
		return nil, fail("opening", err)
	}
	if err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, fail("opening", err)
	}
	return &Store{pool: pool, listen: cfg.ConnConfig.Copy(), own: own}, nil
}

// checkSettings makes sure the session really runs with the settings the
// package doc's promises rest on; a pooler that dropped a startup
// parameter would otherwise break them silently.
func checkSettings(ctx context.Context, pool *pgxpool.Pool) error {
	var sync, iso string
	err := pool.QueryRow(ctx, `SELECT current_setting('synchronous_commit'), current_setting('default_transaction_isolation')`).Scan(&sync, &iso)
	if err != nil {
		return err
	}
	if sync != "on" || iso != "read committed" {
		return fmt.Errorf("session settings not applied: synchronous_commit=%s default_transaction_isolation=%s", sync, iso)
	}
	return nil
}

// Close closes the pool, waiting for calls in progress to give their
// connections back.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// storable reports whether PostgreSQL text can hold k: no NUL bytes and
// valid UTF-8. A key that cannot be stored cannot be found either.
func storable(k string) bool {
	return utf8.ValidString(k) && !strings.ContainsRune(k, 0)
}

// sqlState returns the SQLSTATE of err, or "" if it did not come from the
// server.
func sqlState(err error) string {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	return ""
}

// ts is a time as stored: truncated to the microsecond (TIMESTAMPTZ's
// resolution; PostgreSQL itself would round) and in UTC.
func ts(t time.Time) time.Time { return t.Truncate(time.Microsecond).UTC() }

// pq is PostgreSQL's copy of the statements and encoding it shares with
// store/sqlite.
var pq = sqlstore.New("postgres", "$")

// CreateTable implements store.Store.
func (s *Store) CreateTable(ctx context.Context, t store.Table) error {
	t, seats, clock, err := pq.NewTable(t)
	if err != nil {
		return err
	}
	tag, err := s.pool.Exec(ctx, pq.InsertTable, sqlstore.TableValues(t, string(seats), string(clock),
		ts(t.CreatedAt), ts(t.UpdatedAt), due(t.Due))...)
	switch {
	case sqlState(err) == uniqueViolation:
		return fmt.Errorf("%w: table %q", store.ErrExists, t.Code)
	case err != nil:
		return pq.Errorf("create table %q: %w", t.Code, err)
	case tag.RowsAffected() == 0:
		return fmt.Errorf("%w: table %q", store.ErrExists, t.Code)
	}
	return nil
}

// UpdateTable implements store.Store.
func (s *Store) UpdateTable(ctx context.Context, t store.Table) error {
	seats, err := pq.Seats(t)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if !storable(t.Code) {
		return sqlstore.NoTable(t.Code)
	}
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = time.Now()
	}
	tag, err := s.pool.Exec(ctx, pq.UpdateTable, sqlstore.UpdateValues(t, string(seats), ts(t.UpdatedAt), due(t.Due))...)
	if err != nil {
		return pq.Errorf("update table %q: %w", t.Code, err)
	}
	if tag.RowsAffected() == 0 {
		return sqlstore.NoTable(t.Code)
	}
	return nil
}

// Table implements store.Store.
func (s *Store) Table(ctx context.Context, code string) (store.Table, error) {
	if err := ctx.Err(); err != nil {
		return store.Table{}, err
	}
	if !storable(code) {
		return store.Table{}, sqlstore.NoTable(code)
	}
	t, err := scanTable(s.pool.QueryRow(ctx, pq.SelectTable, code))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Table{}, sqlstore.NoTable(code)
	}
	if err != nil {
		return store.Table{}, pq.Errorf("table %q: %w", code, err)
	}
	return t, nil
}

// Tables implements store.Store.
func (s *Store) Tables(ctx context.Context, status string, limit int) ([]store.Table, error) {
	// Two queries rather than "$1 = '' OR status = $1", so that each can
	// walk its index in order whatever plan the server caches.
	var rows pgx.Rows
	var err error
	if status == "" {
		rows, err = s.pool.Query(ctx, `
			SELECT `+sqlstore.TableColumns+` FROM tables
			ORDER BY created_at DESC, n DESC
			LIMIT $1`, noLimit(limit))
	} else {
		rows, err = s.pool.Query(ctx, `
			SELECT `+sqlstore.TableColumns+` FROM tables
			WHERE status = $1
			ORDER BY created_at DESC, n DESC
			LIMIT $2`, status, noLimit(limit))
	}
	if err != nil {
		return nil, pq.Errorf("tables: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (store.Table, error) { return scanTable(row) })
	if err != nil {
		return nil, pq.Errorf("tables: %w", err)
	}
	return out, nil
}

// noLimit is how a LIMIT argument says "all": NULL, for limit <= 0.
func noLimit(limit int) *int {
	if limit <= 0 {
		return nil
	}
	return &limit
}

// scanTable reads a row of sqlstore.TableColumns; due_at is NULL for no
// deadline.
func scanTable(row pgx.Row) (store.Table, error) {
	var r sqlstore.TableRow
	var created, updated time.Time
	var dueAt *time.Time
	if err := row.Scan(r.Dest(&created, &updated, &dueAt)...); err != nil {
		return store.Table{}, err
	}
	var d time.Time
	if dueAt != nil {
		d = *dueAt
	}
	return r.Table(created, updated, d)
}

// appendMove appends a move if it is its table's next, and says what it
// found: whether it inserted the row, the table's last seq before it, and
// whether the table exists. The seq check and the insert are one statement
// (see the package doc).
const appendMove = `
	WITH last AS (
		SELECT COALESCE(MAX(seq), 0) AS seq FROM moves WHERE table_code = $1::text
	), ins AS (
		INSERT INTO moves (table_code, seq, seat, move, at)
		SELECT $1::text, $2::bigint, $3::bigint, $4::bytea, $5::timestamptz
		FROM last WHERE last.seq = $2::bigint - 1
		ON CONFLICT (table_code, seq) DO NOTHING
		RETURNING seq
	)
	SELECT EXISTS (SELECT 1 FROM ins),
	       (SELECT seq FROM last),
	       EXISTS (SELECT 1 FROM tables WHERE code = $1::text)`

// AppendMove implements store.Store.
func (s *Store) AppendMove(ctx context.Context, code string, m store.Move) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !storable(code) {
		return sqlstore.NoTable(code)
	}
	if m.At.IsZero() {
		m.At = time.Now()
	}
	if m.Move == nil {
		m.Move = []byte{} // the column is NOT NULL; a nil slice would bind as NULL
	}
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return pq.Errorf("append move %d to table %q: %w", m.Seq, code, err)
	}
	defer conn.Release()
	// Nothing has been sent yet. From here on, wait for the answer whatever
	// ctx does, so that nobody is told "failed" about a move that was in
	// fact committed; answerWait bounds the wait should the server hang.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), answerWait)
	defer cancel()
	var inserted, exists bool
	var last int64
	err = conn.QueryRow(wctx, appendMove, code, m.Seq, m.Seat, m.Move, ts(m.At)).Scan(&inserted, &last, &exists)
	switch {
	case sqlState(err) == foreignKeyViolation:
		return sqlstore.NoTable(code)
	case sqlState(err) == uniqueViolation:
		return fmt.Errorf("%w: table %q: move seq %d was stored by another writer first", store.ErrConflict, code, m.Seq)
	case err != nil && wctx.Err() != nil:
		return pq.Errorf("append move %d to table %q: %w within %v; the move may or may not be stored: %w", m.Seq, code, store.ErrUnanswered, answerWait, err)
	case err != nil:
		return pq.Errorf("append move %d to table %q: %w", m.Seq, code, err)
	case inserted:
		return nil
	case !exists:
		return sqlstore.NoTable(code)
	case last == m.Seq-1:
		// The check passed but a concurrent writer's row took the key.
		return fmt.Errorf("%w: table %q: move seq %d was stored by another writer first", store.ErrConflict, code, m.Seq)
	default:
		return fmt.Errorf("%w: table %q: move seq %d, last is %d", store.ErrConflict, code, m.Seq, last)
	}
}

// Moves implements store.Store.
func (s *Store) Moves(ctx context.Context, code string, after int64) ([]store.Move, error) {
	return ofTable(ctx, s, code, "moves", `
		SELECT m.seq, m.seat, m.move, m.at
		FROM tables t LEFT JOIN moves m ON m.table_code = t.code AND m.seq > $2
		WHERE t.code = $1
		ORDER BY m.seq`, after, func(row pgx.Row) (store.Move, bool, error) {
		var (
			seq  *int64
			seat *int
			mv   []byte
			at   *time.Time
		)
		if err := row.Scan(&seq, &seat, &mv, &at); err != nil || seq == nil {
			return store.Move{}, false, err
		}
		if mv == nil {
			mv = []byte{}
		}
		return store.Move{Seq: *seq, Seat: *seat, Move: mv, At: at.UTC()}, true, nil
	})
}

// ofTable reads a table's moves or chat (what) with query, an outer join
// from tables that answers "no such table" (no row) and "none after
// after" (one row of NULLs, for which scan says false) in the same round
// trip as the rows.
func ofTable[T any](ctx context.Context, s *Store, code, what, query string, after int64, scan func(pgx.Row) (T, bool, error)) ([]T, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !storable(code) {
		return nil, sqlstore.NoTable(code)
	}
	rows, err := s.pool.Query(ctx, query, code, after)
	if err != nil {
		return nil, pq.Errorf("%s of table %q: %w", what, code, err)
	}
	defer rows.Close()
	out := []T{}
	found := false
	for rows.Next() {
		found = true
		v, ok, err := scan(rows)
		if err != nil {
			return nil, pq.Errorf("%s of table %q: %w", what, code, err)
		}
		if ok {
			out = append(out, v)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, pq.Errorf("%s of table %q: %w", what, code, err)
	}
	if !found {
		return nil, sqlstore.NoTable(code)
	}
	return out, nil
}

// SaveRules implements store.Store.
func (s *Store) SaveRules(ctx context.Context, code string, doc []byte) error {
	if doc == nil {
		doc = []byte{} // the column is NOT NULL
	}
	tag, err := s.pool.Exec(ctx, pq.InsertRules, code, doc)
	if err != nil && sqlState(err) != uniqueViolation {
		return pq.Errorf("save rule set %q: %w", code, err)
	}
	if err == nil && tag.RowsAffected() == 1 {
		return nil
	}
	return sqlstore.Resave(ctx, s, code, doc) // already there: same bytes is fine
}

// Rules implements store.Store.
func (s *Store) Rules(ctx context.Context, code string) ([]byte, error) {
	return s.blob(ctx, "rule set", pq.SelectRules, code)
}

// blob reads the one bytea column query selects for key; what names the
// record in errors.
func (s *Store) blob(ctx context.Context, what, query, key string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !storable(key) {
		return nil, fmt.Errorf("%w: %s %q", store.ErrNotFound, what, key)
	}
	var b []byte
	err := s.pool.QueryRow(ctx, query, key).Scan(&b)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%w: %s %q", store.ErrNotFound, what, key)
	}
	if err != nil {
		return nil, pq.Errorf("%s %q: %w", what, key, err)
	}
	if b == nil {
		b = []byte{}
	}
	return b, nil
}
