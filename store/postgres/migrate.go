package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// migrations build the schema, one step each; schema_version holds how
// many have been applied. Append new steps; never edit a shipped one.
// Steps use plain CREATE (not IF NOT EXISTS) so that running one twice
// fails loudly instead of silently passing.
//
// Each table with a "newest first" listing has an identity column, n,
// that breaks ties between equal creation times: a later insert gets a
// larger n.
var migrations = []string{
	// 1: tables, moves and rule sets.
	`CREATE TABLE tables (
		code            TEXT PRIMARY KEY,
		game            TEXT NOT NULL,
		rules_code      TEXT NOT NULL,
		seed            BIGINT NOT NULL,  -- uint64 bits as int64
		first_seat      BIGINT NOT NULL,
		seats           JSON NOT NULL,    -- JSON array of store.Seat
		status          TEXT NOT NULL,
		host_token_hash BYTEA,
		rematch         TEXT NOT NULL,
		bot_delay_ms    BIGINT NOT NULL,
		created_at      TIMESTAMPTZ NOT NULL,
		updated_at      TIMESTAMPTZ NOT NULL,
		n               BIGINT GENERATED ALWAYS AS IDENTITY
	);
	CREATE INDEX tables_by_created ON tables (created_at DESC, n DESC);
	CREATE INDEX tables_by_status ON tables (status, created_at DESC, n DESC);
	CREATE TABLE moves (
		table_code TEXT NOT NULL REFERENCES tables (code),
		seq        BIGINT NOT NULL CHECK (seq >= 1),
		seat       BIGINT NOT NULL,
		move       BYTEA NOT NULL,  -- the move as JSON
		at         TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (table_code, seq)
	);
	CREATE TABLE rulesets (
		code TEXT PRIMARY KEY,
		doc  BYTEA NOT NULL
	);`,
	// 2: the Rules Studio's library (names for saved rule sets) and its
	// cached balance previews.
	`CREATE TABLE ruleset_names (
		code       TEXT PRIMARY KEY REFERENCES rulesets (code),
		name       TEXT NOT NULL,
		created_at TIMESTAMPTZ NOT NULL,
		n          BIGINT GENERATED ALWAYS AS IDENTITY
	);
	CREATE INDEX ruleset_names_by_created ON ruleset_names (created_at DESC, n DESC);
	CREATE TABLE previews (
		key        TEXT PRIMARY KEY,
		result     BYTEA NOT NULL,
		updated_at TIMESTAMPTZ NOT NULL
	);`,
	// 3: the library is kept per game. Every library written before this
	// step was Nobles', the only game with a Studio then.
	`ALTER TABLE ruleset_names ADD COLUMN game TEXT NOT NULL DEFAULT 'nobles';
	CREATE INDEX ruleset_names_by_game ON ruleset_names (game, created_at DESC, n DESC);`,
	// 4: the fair deal: each table's seed commitment, its salt (secret
	// until the game ends) and whether the creator chose the seed. Older
	// tables have none.
	`ALTER TABLE tables ADD COLUMN seed_commitment BYTEA;
	ALTER TABLE tables ADD COLUMN seed_salt BYTEA;
	ALTER TABLE tables ADD COLUMN seed_chosen BOOLEAN NOT NULL DEFAULT FALSE;`,
	// 5: turn clocks (the clock chosen at creation, and the earliest
	// deadline, NULL for none, indexed so that a restarted server finds
	// the tables whose time runs out) and table chat.
	`ALTER TABLE tables ADD COLUMN clock JSON NOT NULL DEFAULT '{}';  -- store.Clock
	ALTER TABLE tables ADD COLUMN due_at TIMESTAMPTZ;
	CREATE INDEX tables_by_due ON tables (due_at, n) WHERE due_at IS NOT NULL;
	CREATE TABLE chat (
		table_code TEXT NOT NULL REFERENCES tables (code),
		n          BIGINT NOT NULL CHECK (n >= 1),
		seat       BIGINT NOT NULL,
		seq        BIGINT NOT NULL,
		kind       TEXT NOT NULL,
		text       TEXT NOT NULL,
		at         TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (table_code, n)
	);`,
	// 6: the cluster (cluster.go): news of every committed move, chat
	// line and table update on one channel per schema, sent by triggers
	// so that it leaves with the commit and never without it; the leases
	// naming the one server that runs each table's bots and clocks; and
	// each table record's revision, advanced by every update, so that a
	// server saves a record only over the revision it read.
	`ALTER TABLE tables ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
	CREATE FUNCTION evergreen_rev() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		NEW.rev := OLD.rev + 1;
		RETURN NEW;
	END $$;
	CREATE TRIGGER tables_rev BEFORE UPDATE ON tables FOR EACH ROW EXECUTE FUNCTION evergreen_rev();
	CREATE TABLE leases (
		table_code TEXT PRIMARY KEY,
		node       TEXT NOT NULL,
		expires    TIMESTAMPTZ NOT NULL
	);
	CREATE INDEX leases_by_node ON leases (node);
	CREATE FUNCTION evergreen_notify() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		IF TG_TABLE_NAME = 'moves' THEN
			PERFORM pg_notify('evergreen:' || TG_TABLE_SCHEMA, NEW.table_code || ' m ' || NEW.seq);
		ELSIF TG_TABLE_NAME = 'chat' THEN
			PERFORM pg_notify('evergreen:' || TG_TABLE_SCHEMA, NEW.table_code || ' c ' || NEW.n);
		ELSE
			PERFORM pg_notify('evergreen:' || TG_TABLE_SCHEMA, NEW.code || ' t 0');
		END IF;
		RETURN NULL;
	END $$;
	CREATE TRIGGER moves_notify AFTER INSERT ON moves FOR EACH ROW EXECUTE FUNCTION evergreen_notify();
	CREATE TRIGGER chat_notify AFTER INSERT ON chat FOR EACH ROW EXECUTE FUNCTION evergreen_notify();
	CREATE TRIGGER tables_notify AFTER UPDATE ON tables FOR EACH ROW EXECUTE FUNCTION evergreen_notify();
	CREATE TABLE nodes (
		node    TEXT PRIMARY KEY,
		expires TIMESTAMPTZ NOT NULL
	);
	CREATE TABLE presence (
		table_code TEXT NOT NULL,
		node       TEXT NOT NULL,
		seats      BIGINT[] NOT NULL,
		PRIMARY KEY (table_code, node)
	);
	CREATE INDEX presence_by_node ON presence (node);
	CREATE FUNCTION evergreen_notify_presence() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		PERFORM pg_notify('evergreen:' || TG_TABLE_SCHEMA, COALESCE(NEW.table_code, OLD.table_code) || ' p 0');
		RETURN NULL;
	END $$;
	CREATE TRIGGER presence_notify AFTER INSERT OR UPDATE OR DELETE ON presence FOR EACH ROW EXECUTE FUNCTION evergreen_notify_presence();
	CREATE FUNCTION evergreen_notify_release() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		PERFORM pg_notify('evergreen:' || TG_TABLE_SCHEMA, OLD.table_code || ' l 0');
		RETURN NULL;
	END $$;
	CREATE TRIGGER leases_notify AFTER DELETE ON leases FOR EACH ROW EXECUTE FUNCTION evergreen_notify_release();`,
	// 7: counters shared by every server on the database (the limits of
	// docs/RELIABILITY.md that hold across a cluster): one row per key
	// and window length, holding the count of the current window only,
	// win being the window's number since the Unix epoch. expires_at is
	// the window's end, for pruning rows no longer counted.
	`CREATE TABLE counters (
		key        TEXT NOT NULL,
		span       BIGINT NOT NULL CHECK (span >= 1),  -- window length, seconds
		win        BIGINT NOT NULL,
		count      BIGINT NOT NULL CHECK (count >= 0),
		expires_at TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (key, span)
	);
	CREATE INDEX counters_by_expiry ON counters (expires_at);`,
	// 8: each node's spectators at a table beside its seated players, so
	// that every node shows a table's watchers on all nodes
	// (store.Cluster.SetPresence).
	`ALTER TABLE presence ADD COLUMN spectators INTEGER NOT NULL DEFAULT 0 CHECK (spectators >= 0);`,
	// 9: each finished game's review (package review's report, as JSON),
	// computed once and kept with its table.
	`CREATE TABLE reviews (
		table_code TEXT PRIMARY KEY REFERENCES tables (code),
		review     BYTEA NOT NULL,
		updated_at TIMESTAMPTZ NOT NULL
	);`,
}

// migrateLock is the advisory lock key that serializes migrations: the
// ASCII of "evergree". It is taken for the whole database, not per schema;
// migrations are brief and run only at Open.
const migrateLock int64 = 0x6576657267726565

// migrate brings the schema up to date in one transaction, so a failure
// leaves the database as it was.
func migrate(ctx context.Context, pool *pgxpool.Pool) (err error) {
	tx, err := pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tx.Rollback(context.WithoutCancel(ctx))
		}
	}()

	// The lock comes first: before it, two servers could both find
	// schema_version missing and both create it. It is released by the
	// commit or rollback.
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrateLock); err != nil {
		return fmt.Errorf("taking the migration lock: %w", err)
	}
	var schema *string
	if err := tx.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return err
	}
	if schema == nil {
		return fmt.Errorf("no schema to create tables in: none of the search_path's schemas exists")
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("schema %s: %w", *schema, err)
	}
	var version, rows int
	if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0), COUNT(*) FROM schema_version`).Scan(&version, &rows); err != nil {
		return fmt.Errorf("schema %s: %w", *schema, err)
	}
	switch rows {
	case 0:
		if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
			return fmt.Errorf("schema %s: %w", *schema, err)
		}
	case 1:
	default:
		return fmt.Errorf("schema %s: schema_version has %d rows, want 1", *schema, rows)
	}
	if version > len(migrations) {
		return fmt.Errorf("schema %s: schema version %d is newer than this program knows (%d); run a newer evergreen", *schema, version, len(migrations))
	}
	if version == len(migrations) {
		return tx.Commit(ctx)
	}
	for i := version; i < len(migrations); i++ {
		// No arguments: pgx sends it with the simple protocol, which
		// allows several statements in one string.
		if _, err := tx.Exec(ctx, migrations[i]); err != nil {
			return fmt.Errorf("schema %s: migration %d: %w", *schema, i+1, err)
		}
	}
	if _, err := tx.Exec(ctx, `UPDATE schema_version SET version = $1`, len(migrations)); err != nil {
		return fmt.Errorf("schema %s: %w", *schema, err)
	}
	return tx.Commit(ctx)
}
