// Package pgtest gives a test a PostgreSQL database of its own: a new,
// empty schema in the server named by the environment variable
// EVERGREEN_TEST_POSTGRES, dropped when the test ends. Without the
// variable the test is skipped with a note saying how to run it.
//
// CI sets the variable (.ci/postgres starts a throwaway server); on a
// machine with only Go installed `go test ./...` skips these tests.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Env names the environment variable holding the test server's DSN.
const Env = "EVERGREEN_TEST_POSTGRES"

// DSN creates a schema with a random name and returns the test server's
// DSN with that schema as its search_path, so everything a store creates
// through it lands in the schema. The schema and all in it are dropped
// when t ends. It skips t when Env is unset.
func DSN(t testing.TB) string {
	t.Helper()
	base := os.Getenv(Env)
	if base == "" {
		t.Skipf("no PostgreSQL to test against: set %s to a database the tests may create schemas in, e.g. %s='postgres://user:pass@127.0.0.1:5432/evergreen_test?sslmode=disable' (.ci/postgres starts one)", Env, Env)
	}
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	schema := "evergreen_test_" + hex.EncodeToString(b)
	Exec(t, base, "CREATE SCHEMA "+schema)
	t.Cleanup(func() { Exec(t, base, "DROP SCHEMA "+schema+" CASCADE") })
	return WithSearchPath(t, base, schema)
}

// WithSearchPath returns dsn (a URL or a key=value DSN) with its
// search_path set to schema.
func WithSearchPath(t testing.TB, dsn, schema string) string {
	t.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			t.Fatalf("%s does not parse as a URL: %v", Env, err)
		}
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}

// Exec runs one statement on its own connection to dsn.
func Exec(t testing.TB, dsn, sql string, args ...any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn := connect(t, ctx, dsn)
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatalf("pgtest: %s: %v", sql, err)
	}
}

// QueryInt runs a query answering one integer on its own connection to
// dsn.
func QueryInt(t testing.TB, dsn, sql string, args ...any) int64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn := connect(t, ctx, dsn)
	defer conn.Close(ctx)
	var n int64
	if err := conn.QueryRow(ctx, sql, args...).Scan(&n); err != nil {
		t.Fatalf("pgtest: %s: %v", sql, err)
	}
	return n
}

func connect(t testing.TB, ctx context.Context, dsn string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatalf("pgtest: connecting to the test server (%s): %v", Env, err)
	}
	return conn
}
