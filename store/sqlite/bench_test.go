package sqlite_test

import (
	"path/filepath"
	"testing"

	"evergreen/store/storetest"
)

// BenchmarkAppendMove measures acknowledged appends (synchronous=FULL: one
// fsync of the WAL each) to a file in the test's temporary directory; set
// TMPDIR to measure another disk.
//
//   - sequential: one goroutine, one table.
//   - sequential-inmemory: the same on ":memory:", no fsync: SQL cost alone.
//   - parallel: GOMAXPROCS×-cpu goroutines, each appending to its own table.
//     SQLite has one writer at a time; the group commit lets the moves
//     waiting together share one transaction and one fsync.
func BenchmarkAppendMove(b *testing.B) {
	b.Run("sequential", func(b *testing.B) {
		s := open(b, filepath.Join(b.TempDir(), "bench.db"))
		defer s.Close()
		storetest.BenchAppendSequential(b, s)
	})
	b.Run("sequential-inmemory", func(b *testing.B) {
		s := open(b, ":memory:")
		defer s.Close()
		storetest.BenchAppendSequential(b, s)
	})
	b.Run("parallel", func(b *testing.B) {
		s := open(b, filepath.Join(b.TempDir(), "bench.db"))
		defer s.Close()
		storetest.BenchAppendParallel(b, s)
	})
}
