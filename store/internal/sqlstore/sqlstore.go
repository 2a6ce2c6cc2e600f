// Package sqlstore holds what store/sqlite and store/postgres write alike,
// so that a column added to the tables row, or a statement changed, is
// written once: the tables row's columns, their encoding (seats and clock
// as JSON, a seed's bits as an int64), the statements whose text is the
// same in both SQL dialects but for placeholders, error messages that
// begin with the backend's name, and the answers to a rule set's insert
// refused because its code was taken (refused.go).
//
// What truly differs stays in each backend, in plain sight: the drivers
// (database/sql against pgx), how times are stored (Unix microseconds in
// SQLite, TIMESTAMPTZ in PostgreSQL; a backend scans and binds its own),
// the tie-breaking column of "newest first" listings (SQLite's rowid,
// PostgreSQL's identity column n), "no limit", how a refused append is
// detected and explained, transactions and the group commit, migrations,
// DSN handling and the advisory lock.
package sqlstore

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"evergreen/store"
)

// Dialect is one backend's name and its copies of the shared statements.
type Dialect struct {
	// Name begins the backend's error messages ("sqlite: …").
	Name string

	// The statements both backends run with the same text. Each takes
	// its arguments in the order of the function that builds them
	// (TableValues, UpdateValues) or as commented.
	InsertTable   string // TableValues; inserts nothing if the code is taken
	UpdateTable   string // UpdateValues
	SelectTable   string // code; TableColumns
	InsertRules   string // code, doc; inserts nothing if the code is taken
	SelectRules   string // code; doc
	SelectName    string // code; code, game, name, created_at
	SavePreview   string // key, result, updated_at; replaces a stored preview
	SelectPreview string // key; result
	SaveReview    string // table code, review, updated_at; replaces a saved review, inserts nothing for a table not stored
	SelectReview  string // table code; review
}

// New returns the dialect of the backend called name, whose placeholders
// are param followed by the argument's number: "$" (PostgreSQL's $1) or
// "?" (SQLite's ?1, which means the same).
func New(name, param string) *Dialect {
	q := func(s string) string { return strings.ReplaceAll(s, "$", param) }
	return &Dialect{
		Name: name,
		InsertTable: q(`
			INSERT INTO tables (` + TableColumns + `)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
			ON CONFLICT (code) DO NOTHING`),
		UpdateTable: q(`
			UPDATE tables SET seats = $1, status = $2, rematch = $3, first_seat = $4, updated_at = $5, due_at = $6
			WHERE code = $7`),
		SelectTable: q(`SELECT ` + TableColumns + ` FROM tables WHERE code = $1`),
		InsertRules: q(`INSERT INTO rulesets (code, doc) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`),
		SelectRules: q(`SELECT doc FROM rulesets WHERE code = $1`),
		SelectName:  q(`SELECT code, game, name, created_at FROM ruleset_names WHERE code = $1`),
		SavePreview: q(`
			INSERT INTO previews (key, result, updated_at) VALUES ($1, $2, $3)
			ON CONFLICT (key) DO UPDATE SET result = excluded.result, updated_at = excluded.updated_at`),
		SelectPreview: q(`SELECT result FROM previews WHERE key = $1`),
		SaveReview: q(`
			INSERT INTO reviews (table_code, review, updated_at) SELECT code, $2, $3 FROM tables WHERE code = $1
			ON CONFLICT (table_code) DO UPDATE SET review = excluded.review, updated_at = excluded.updated_at`),
		SelectReview: q(`SELECT review FROM reviews WHERE table_code = $1`),
	}
}

// Errorf is fmt.Errorf with the backend's name in front.
func (d *Dialect) Errorf(format string, a ...any) error {
	return fmt.Errorf(d.Name+": "+format, a...)
}

// NoTable is the error for a table code with no record.
func NoTable(code string) error {
	return fmt.Errorf("%w: table %q", store.ErrNotFound, code)
}

// TableColumns are the tables row's columns, in the order of TableValues
// and TableRow.Dest.
const TableColumns = `code, game, rules_code, seed, first_seat, seats, status,
	host_token_hash, rematch, bot_delay_ms, created_at, updated_at,
	seed_commitment, seed_salt, seed_chosen, clock, due_at`

// NewTable prepares t for CreateTable: a zero CreatedAt becomes now and a
// zero UpdatedAt CreatedAt, and the seats and clock are encoded as JSON.
func (d *Dialect) NewTable(t store.Table) (_ store.Table, seats, clock []byte, err error) {
	if t.CreatedAt.IsZero() {
		t.CreatedAt = time.Now()
	}
	if t.UpdatedAt.IsZero() {
		t.UpdatedAt = t.CreatedAt
	}
	if seats, err = d.Seats(t); err != nil {
		return t, nil, nil, err
	}
	if clock, err = json.Marshal(t.Clock); err != nil {
		return t, nil, nil, d.Errorf("table %q: clock: %w", t.Code, err)
	}
	return t, seats, clock, nil
}

// Seats encodes t's seats as the seats column holds them.
func (d *Dialect) Seats(t store.Table) ([]byte, error) {
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return nil, d.Errorf("table %q: seats: %w", t.Code, err)
	}
	return seats, nil
}

// TableValues are InsertTable's arguments for t: the seats, clock and
// times as the backend binds them, the rest as they are (the seed as the
// int64 with the same bits, since neither database has unsigned integers).
func TableValues(t store.Table, seats, clock, created, updated, due any) []any {
	return []any{t.Code, t.Game, t.RulesCode, int64(t.Seed), t.FirstSeat, seats, t.Status,
		t.HostTokenHash, t.Rematch, t.BotDelayMs, created, updated,
		t.SeedCommitment, t.SeedSalt, t.SeedChosen, clock, due}
}

// UpdateValues are UpdateTable's arguments for t, as TableValues.
func UpdateValues(t store.Table, seats, updated, due any) []any {
	return []any{seats, t.Status, t.Rematch, t.FirstSeat, updated, due, t.Code}
}

// TableRow receives one row of TableColumns. The backend scans the three
// times into its own types and hands them to Table.
type TableRow struct {
	t            store.Table
	seed         int64
	seats, clock []byte
}

// Dest returns Scan's destinations for TableColumns, with the backend's
// own for created_at, updated_at and due_at.
func (r *TableRow) Dest(created, updated, due any) []any {
	t := &r.t
	return []any{&t.Code, &t.Game, &t.RulesCode, &r.seed, &t.FirstSeat, &r.seats, &t.Status,
		&t.HostTokenHash, &t.Rematch, &t.BotDelayMs, created, updated,
		&t.SeedCommitment, &t.SeedSalt, &t.SeedChosen, &r.clock, due}
}

// Table decodes the scanned row, given the times the backend read (due
// zero: no deadline). Times are returned in UTC.
func (r *TableRow) Table(created, updated, due time.Time) (store.Table, error) {
	t := r.t
	if err := json.Unmarshal(r.clock, &t.Clock); err != nil {
		return store.Table{}, fmt.Errorf("table %q: clock: %w", t.Code, err)
	}
	if err := json.Unmarshal(r.seats, &t.Seats); err != nil {
		return store.Table{}, fmt.Errorf("table %q: seats: %w", t.Code, err)
	}
	t.Seed = uint64(r.seed)
	t.CreatedAt = created.UTC()
	t.UpdatedAt = updated.UTC()
	t.Due = due.UTC() // the zero time stays zero
	return t, nil
}
