package main

import (
	"context"
	"strings"
	"time"

	"evergreen/store"
	"evergreen/store/postgres"
	"evergreen/store/sqlite"
)

// openStore opens the database serve's -data names: a PostgreSQL URL
// (postgres://… or postgresql://…) or else a SQLite file path. It also
// returns how to name the database in messages, never with a password.
func openStore(ctx context.Context, data string) (store.Store, string, error) {
	if isPostgresURL(data) {
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		shown := postgres.Describe(data)
		st, err := postgres.Open(ctx, data)
		if err != nil {
			return nil, shown, err // not st: a nil *Store is not a nil store.Store
		}
		return st, shown, nil
	}
	st, err := sqlite.Open(data)
	if err != nil {
		return nil, data, err
	}
	return st, data, nil
}

func isPostgresURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "postgres://") || strings.HasPrefix(l, "postgresql://")
}
