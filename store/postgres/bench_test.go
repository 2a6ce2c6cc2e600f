package postgres_test

import (
	"testing"

	"evergreen/store/postgres/pgtest"
	"evergreen/store/storetest"
)

// BenchmarkAppendMove measures acknowledged appends (synchronous_commit=on:
// each waits for its commit's WAL flush) to the test server, like
// store/sqlite's benchmark of the same name.
//
//   - sequential: one goroutine, one table.
//   - parallel: GOMAXPROCS×-cpu goroutines, each appending to its own table
//     through the one pool (pgxpool's default size: max(4, GOMAXPROCS)
//     connections). PostgreSQL flushes the WAL for commits that arrive
//     together at once, so this shows how far that group commit scales.
func BenchmarkAppendMove(b *testing.B) {
	b.Run("sequential", func(b *testing.B) { storetest.BenchAppendSequential(b, open(b, pgtest.DSN(b))) })
	b.Run("parallel", func(b *testing.B) { storetest.BenchAppendParallel(b, open(b, pgtest.DSN(b))) })
}
