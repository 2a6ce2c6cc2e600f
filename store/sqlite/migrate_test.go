package sqlite

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/storetest"
)

func version(t *testing.T, s *Store) int {
	t.Helper()
	var v, rows int
	if err := s.db.QueryRow(`SELECT MAX(version), COUNT(*) FROM schema_version`).Scan(&v, &rows); err != nil {
		t.Fatal(err)
	}
	if rows != 1 {
		t.Fatalf("schema_version has %d rows, want 1", rows)
	}
	return v
}

// TestReopenKeepsSchema opens a file twice: the second Open must find the
// schema current and apply nothing (every migration uses plain CREATE, so
// re-running one would fail).
func TestReopenKeepsSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if v := version(t, s); v != len(migrations) {
		t.Fatalf("new file at schema version %d, want %d", v, len(migrations))
	}
	if _, err := s.db.Exec(`INSERT INTO rulesets (code, doc) VALUES ('keep', x'7b7d')`); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = Open(path)
	if err != nil {
		t.Fatalf("second Open: %v", err)
	}
	defer s.Close()
	if v := version(t, s); v != len(migrations) {
		t.Errorf("reopened file at schema version %d, want %d", v, len(migrations))
	}
	if doc, err := s.Rules(context.Background(), "keep"); err != nil || string(doc) != "{}" {
		t.Errorf("data lost on reopen: %q, %v", doc, err)
	}
}

// TestMigrationsAreNotRerunnable guards the convention TestReopenKeepsSchema
// relies on.
func TestMigrationsAreNotRerunnable(t *testing.T) {
	s, err := Open(":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, m := range migrations {
		if strings.Contains(strings.ToUpper(m), "IF NOT EXISTS") {
			t.Errorf("migration %d uses IF NOT EXISTS; use plain CREATE so a re-run fails loudly", i+1)
		}
		if _, err := s.db.Exec(m); err == nil {
			t.Errorf("migration %d ran twice without error", i+1)
		}
	}
}

func TestRefusesNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE schema_version SET version = ?`, len(migrations)+1); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err := Open(path); err == nil {
		s.Close()
		t.Fatal("Open of a file from a newer schema succeeded")
	} else if !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open error = %v, want it to say the schema is newer", err)
	}
}

func TestPragmas(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "evergreen.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for pragma, want := range map[string]string{
		"journal_mode": "wal", "synchronous": "2", "busy_timeout": "5000", "foreign_keys": "1",
	} {
		var got string
		if err := s.db.QueryRow(`PRAGMA ` + pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, want)
		}
	}
}

// TestOpensV2Library: a file from before migration 3, when the Studio's
// library was one list and every entry in it Nobles', opens with its
// entries kept as Nobles'.
func TestOpensV2Library(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	old, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		migrations[0], migrations[1],
		`CREATE TABLE schema_version (version INTEGER NOT NULL)`,
		`INSERT INTO schema_version (version) VALUES (2)`,
		`INSERT INTO rulesets (code, doc) VALUES ('old0000000', x'7b7d')`,
		`INSERT INTO ruleset_names (code, name, created_at) VALUES ('old0000000', 'Winter', 1000)`,
	} {
		if _, err := old.Exec(q); err != nil {
			t.Fatalf("building a v2 file: %v", err)
		}
	}
	old.Close()

	s, err := Open(path)
	if err != nil {
		t.Fatalf("Open(v2 file): %v", err)
	}
	defer s.Close()
	if v := version(t, s); v != len(migrations) {
		t.Errorf("migrated file at schema version %d, want %d", v, len(migrations))
	}
	storetest.CheckV2Library(t, s, store.RulesName{Code: "old0000000", Game: "nobles", Name: "Winter", CreatedAt: time.UnixMicro(1000).UTC()})
}
