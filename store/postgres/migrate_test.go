package postgres

import (
	"context"
	"strings"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres/pgtest"
	"evergreen/store/storetest"
)

// TestMigrationsAreNotRerunnable guards the convention TestReopen relies
// on: running a migration a second time fails.
func TestMigrationsAreNotRerunnable(t *testing.T) {
	for i, m := range migrations {
		if strings.Contains(strings.ToUpper(m), "IF NOT EXISTS") {
			t.Errorf("migration %d uses IF NOT EXISTS; use plain CREATE so a re-run fails loudly", i+1)
		}
	}
	ctx := context.Background()
	s, err := Open(ctx, pgtest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, m := range migrations {
		if _, err := s.pool.Exec(ctx, m); err == nil {
			t.Errorf("migration %d ran twice without error", i+1)
		}
	}
}

// TestSessionSettings: the settings the package doc promises hold even
// when the DSN asks for others.
func TestSessionSettings(t *testing.T) {
	dsn := pgtest.DSN(t)
	if strings.Contains(dsn, "://") {
		dsn += "&synchronous_commit=off&default_transaction_isolation=serializable"
	} else {
		dsn += " synchronous_commit=off default_transaction_isolation=serializable"
	}
	ctx := context.Background()
	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var sync, iso string
	if err := s.pool.QueryRow(ctx, `SELECT current_setting('synchronous_commit'), current_setting('transaction_isolation')`).Scan(&sync, &iso); err != nil {
		t.Fatal(err)
	}
	if sync != "on" || iso != "read committed" {
		t.Errorf("synchronous_commit = %s, transaction_isolation = %s; want on, read committed", sync, iso)
	}
}

// TestOpensV2Library: a schema from before migration 3, when the Studio's
// library was one list and every entry in it Nobles', opens with its
// entries kept as Nobles'.
func TestOpensV2Library(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	for _, q := range []string{
		migrations[0], migrations[1],
		`CREATE TABLE schema_version (version INTEGER NOT NULL)`,
		`INSERT INTO schema_version (version) VALUES (2)`,
		`INSERT INTO rulesets (code, doc) VALUES ('old0000000', '\x7b7d')`,
		`INSERT INTO ruleset_names (code, name, created_at) VALUES ('old0000000', 'Winter', '2025-01-02T03:04:05Z')`,
	} {
		pgtest.Exec(t, dsn, q)
	}

	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatalf("Open(v2 schema): %v", err)
	}
	defer s.Close()
	if v := pgtest.QueryInt(t, dsn, `SELECT version FROM schema_version`); v != int64(len(migrations)) {
		t.Errorf("migrated schema at version %d, want %d", v, len(migrations))
	}
	storetest.CheckV2Library(t, s, store.RulesName{Code: "old0000000", Game: "nobles", Name: "Winter", CreatedAt: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)})
}
