package main

import (
	"context"
	"strings"
	"time"

	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/postgres"
	"evergreen/store/sqlite"
)

// memoryData is the -data value that keeps everything in memory
// (memstore): nothing survives the process. For measuring what the
// database costs (evergreen loadtest --data memory:), not for play.
const memoryData = "memory:"

// openStore opens the database serve's -data names: a PostgreSQL URL
// (postgres://… or postgresql://…), memoryData, or else a SQLite file
// path. It also returns how to name the database in messages, never with
// a password.
func openStore(ctx context.Context, data string) (store.Store, string, error) {
	if data == memoryData {
		return memstore.New(), "memory only, nothing is kept", nil
	}
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
