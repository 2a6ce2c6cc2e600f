package postgres

import (
	"context"
	"strings"
	"testing"

	"evergreen/store/postgres/pgtest"
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
