package sqlite_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"evergreen/store/memstore"
	"evergreen/store/sqlite"
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

// BenchmarkWriters measures the group commit under load: writers
// goroutines, each on a table of its own, appending as fast as they are
// acknowledged. moves/fsync is how many acknowledged moves shared each
// commit; it should grow with the writers.
func BenchmarkWriters(b *testing.B) {
	for _, n := range []int{1, 8, 32, 100} {
		b.Run(fmt.Sprintf("writers=%d", n), func(b *testing.B) {
			s := open(b, filepath.Join(b.TempDir(), "bench.db"))
			defer s.Close()
			var before sqlite.WriteStats // once the tables are made: only the moves count
			storetest.BenchAppendWriters(b, s, n, func() { before = s.WriteStats() })
			after := s.WriteStats()
			if c := after.Commits - before.Commits; c > 0 {
				b.ReportMetric(float64(after.Writes-before.Writes)/float64(c), "moves/fsync")
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkLatency compares what an acknowledged move costs a table in
// SQLite (a file: the commit's fsync) and in memory (memstore), at 10
// and 100 tables each moving about every 200 ms. The difference of the
// medians is what SQLite adds to a move's way from player to broadcast.
func BenchmarkLatency(b *testing.B) {
	for _, tables := range []int{10, 100} {
		b.Run(fmt.Sprintf("tables=%d/memory", tables), func(b *testing.B) {
			storetest.BenchAppendLatency(b, memstore.New(), tables, 200*time.Millisecond)
		})
		b.Run(fmt.Sprintf("tables=%d/sqlite", tables), func(b *testing.B) {
			s := open(b, filepath.Join(b.TempDir(), "bench.db"))
			defer s.Close()
			storetest.BenchAppendLatency(b, s, tables, 200*time.Millisecond)
		})
	}
}
