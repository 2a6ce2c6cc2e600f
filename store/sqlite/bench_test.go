package sqlite_test

import (
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"

	"evergreen/store"
)

// BenchmarkAppendMove measures acknowledged appends (synchronous=FULL: one
// fsync of the WAL each) to a file in the test's temporary directory; set
// TMPDIR to measure another disk.
//
//   - sequential: one goroutine, one table.
//   - sequential-inmemory: the same on ":memory:", no fsync: SQL cost alone.
//   - parallel: GOMAXPROCS×-cpu goroutines, each appending to its own table.
//     SQLite has one writer at a time, so this measures queueing on the
//     single connection, not parallel speed-up.
func BenchmarkAppendMove(b *testing.B) {
	move := []byte(`{"move":"choose","option":1}`)

	sequential := func(b *testing.B, path string) {
		s := open(b, path)
		defer s.Close()
		if err := s.CreateTable(ctx, store.Table{Code: "BENCH0", Status: store.StatusPlaying}); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		var seq int64
		for b.Loop() {
			seq++
			if err := s.AppendMove(ctx, "BENCH0", store.Move{Seq: seq, Seat: int(seq % 4), Move: move}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("sequential", func(b *testing.B) { sequential(b, filepath.Join(b.TempDir(), "bench.db")) })
	// The same without a file or fsync: the cost of the SQL alone.
	b.Run("sequential-inmemory", func(b *testing.B) { sequential(b, ":memory:") })

	b.Run("parallel", func(b *testing.B) {
		s := open(b, filepath.Join(b.TempDir(), "bench.db"))
		defer s.Close()
		var tables atomic.Int64
		b.ResetTimer()
		b.RunParallel(func(pb *testing.PB) {
			code := fmt.Sprintf("BP%04d", tables.Add(1))
			if err := s.CreateTable(ctx, store.Table{Code: code, Status: store.StatusPlaying}); err != nil {
				b.Error(err)
				return
			}
			var seq int64
			for pb.Next() {
				seq++
				if err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: int(seq % 4), Move: move}); err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
}
