package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// migrations build the schema, one step each; schema_version holds how
// many have been applied. Append new steps; never edit a shipped one.
// Steps use plain CREATE (not IF NOT EXISTS) so that running one twice
// fails loudly instead of silently passing.
var migrations = []string{
	// 1: tables, moves and rule sets.
	`CREATE TABLE tables (
		code            TEXT PRIMARY KEY,
		game            TEXT NOT NULL,
		rules_code      TEXT NOT NULL,
		seed            INTEGER NOT NULL,  -- uint64 bits as int64
		first_seat      INTEGER NOT NULL,
		seats           TEXT NOT NULL,     -- JSON array of store.Seat
		status          TEXT NOT NULL,
		host_token_hash BLOB,
		rematch         TEXT NOT NULL,
		bot_delay_ms    INTEGER NOT NULL,
		created_at      INTEGER NOT NULL,  -- Unix microseconds
		updated_at      INTEGER NOT NULL
	);
	CREATE INDEX tables_by_created ON tables (created_at);
	CREATE INDEX tables_by_status ON tables (status, created_at);
	CREATE TABLE moves (
		table_code TEXT NOT NULL REFERENCES tables (code),
		seq        INTEGER NOT NULL CHECK (seq >= 1),
		seat       INTEGER NOT NULL,
		move       BLOB NOT NULL,     -- the move as JSON
		at         INTEGER NOT NULL,  -- Unix microseconds
		PRIMARY KEY (table_code, seq)
	) WITHOUT ROWID;
	CREATE TABLE rulesets (
		code TEXT PRIMARY KEY,
		doc  BLOB NOT NULL
	);`,
	// 2: the Rules Studio's library (names for saved rule sets) and its
	// cached balance previews.
	`CREATE TABLE ruleset_names (
		code       TEXT PRIMARY KEY REFERENCES rulesets (code),
		name       TEXT NOT NULL,
		created_at INTEGER NOT NULL  -- Unix microseconds
	);
	CREATE INDEX ruleset_names_by_created ON ruleset_names (created_at);
	CREATE TABLE previews (
		key        TEXT PRIMARY KEY,
		result     BLOB NOT NULL,
		updated_at INTEGER NOT NULL  -- Unix microseconds
	) WITHOUT ROWID;`,
	// 3: the library is kept per game. Every library written before this
	// step was Nobles', the only game with a Studio then.
	`ALTER TABLE ruleset_names ADD COLUMN game TEXT NOT NULL DEFAULT 'nobles';
	CREATE INDEX ruleset_names_by_game ON ruleset_names (game, created_at);`,
	// 4: the fair deal: each table's seed commitment, its salt (secret
	// until the game ends) and whether the creator chose the seed. Older
	// tables have none.
	`ALTER TABLE tables ADD COLUMN seed_commitment BLOB;
	ALTER TABLE tables ADD COLUMN seed_salt BLOB;
	ALTER TABLE tables ADD COLUMN seed_chosen INTEGER NOT NULL DEFAULT 0;`,
	// 5: turn clocks (the clock chosen at creation, and the earliest
	// deadline, 0 for none, indexed so that a restarted server finds the
	// tables whose time runs out) and table chat.
	`ALTER TABLE tables ADD COLUMN clock TEXT NOT NULL DEFAULT '{}';  -- JSON store.Clock
	ALTER TABLE tables ADD COLUMN due_at INTEGER NOT NULL DEFAULT 0;  -- Unix microseconds
	CREATE INDEX tables_by_due ON tables (due_at) WHERE due_at > 0;
	CREATE TABLE chat (
		table_code TEXT NOT NULL REFERENCES tables (code),
		n          INTEGER NOT NULL CHECK (n >= 1),
		seat       INTEGER NOT NULL,
		seq        INTEGER NOT NULL,
		kind       TEXT NOT NULL,
		text       TEXT NOT NULL,
		at         INTEGER NOT NULL,  -- Unix microseconds
		PRIMARY KEY (table_code, n)
	) WITHOUT ROWID;`,
	// 6: each finished game's review (package review's report, as JSON),
	// computed once and kept with its table.
	`CREATE TABLE reviews (
		table_code TEXT PRIMARY KEY REFERENCES tables (code),
		review     BLOB NOT NULL,
		updated_at INTEGER NOT NULL  -- Unix microseconds
	) WITHOUT ROWID;`,
}

// migrate brings the schema up to date in one transaction, so a failure
// leaves the file as it was.
func migrate(ctx context.Context, db *sql.DB) (err error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()

	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var version int
	switch err := tx.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&version); {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
			return err
		}
	case err != nil:
		return err
	}
	if version > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this program knows (%d)", version, len(migrations))
	}
	if version == len(migrations) {
		return tx.Commit()
	}
	for i := version; i < len(migrations); i++ {
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			return fmt.Errorf("migration %d: %w", i+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = ?`, len(migrations)); err != nil {
		return err
	}
	return tx.Commit()
}
