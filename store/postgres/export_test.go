package postgres

// Helpers for the external tests (package postgres_test), which reach the
// database behind a Store only through them.

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Exec runs sql on its own connection to dsn.
func Exec(t testing.TB, dsn, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatalf("connecting to the test server: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// QueryInt runs a query giving one integer on its own connection to dsn.
func QueryInt(t testing.TB, dsn, sql string, args ...any) int64 {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatalf("connecting to the test server: %v", err)
	}
	defer conn.Close(ctx)
	var n int64
	if err := conn.QueryRow(ctx, sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}
