package postgres_test

import (
	"fmt"
	"sync/atomic"
	"testing"

	"evergreen/store"
	"evergreen/store/postgres/pgtest"
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
	move := []byte(`{"move":"choose","option":1}`)

	b.Run("sequential", func(b *testing.B) {
		s := open(b, pgtest.DSN(b))
		if err := s.CreateTable(ctx, store.Table{Code: "BENCH0", Status: store.StatusPlaying}); err != nil {
			b.Fatal(err)
		}
		var seq int64
		for b.Loop() {
			seq++
			if err := s.AppendMove(ctx, "BENCH0", store.Move{Seq: seq, Seat: int(seq % 4), Move: move}); err != nil {
				b.Fatal(err)
			}
		}
	})

	b.Run("parallel", func(b *testing.B) {
		s := open(b, pgtest.DSN(b))
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
