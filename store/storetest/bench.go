package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"evergreen/store"
)

// benchMove is the move every append benchmark writes: the size of a
// typical Nobles move.
var benchMove = []byte(`{"move":"choose","option":1}`)

// BenchAppendSequential measures acknowledged appends from one goroutine
// to one table of s, as a single busy table makes them.
func BenchAppendSequential(b *testing.B, s store.Store) {
	ctx := context.Background()
	if err := s.CreateTable(ctx, store.Table{Code: "BENCH0", Status: store.StatusPlaying}); err != nil {
		b.Fatal(err)
	}
	var seq int64
	for b.Loop() {
		seq++
		if err := s.AppendMove(ctx, "BENCH0", store.Move{Seq: seq, Seat: int(seq % 4), Move: benchMove}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchAppendParallel measures acknowledged appends from GOMAXPROCS×-cpu
// goroutines, each to a table of its own, as many tables in play make
// them.
func BenchAppendParallel(b *testing.B, s store.Store) {
	ctx := context.Background()
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
			if err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: int(seq % 4), Move: benchMove}); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// BenchAppendWriters measures acknowledged appends from writers
// goroutines, each appending to a table of its own as fast as it is
// acknowledged: a closed loop, the heaviest load that many busy tables
// can put on a store. b.N moves are shared among the writers. start, if
// not nil, is called once the tables are created, just before the moves
// begin (to read a store's counters then).
func BenchAppendWriters(b *testing.B, s store.Store, writers int, start func()) {
	ctx := context.Background()
	codes := make([]string, writers)
	for i := range codes {
		codes[i] = fmt.Sprintf("BW%04d", i)
		if err := s.CreateTable(ctx, store.Table{Code: codes[i], Status: store.StatusPlaying}); err != nil {
			b.Fatal(err)
		}
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	if start != nil {
		start()
	}
	b.ResetTimer()
	var wg sync.WaitGroup
	for _, code := range codes {
		wg.Go(func() {
			var seq int64
			for left.Add(-1) >= 0 {
				seq++
				if err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: int(seq % 4), Move: benchMove}); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
}

// BenchAppendLatency measures how long an acknowledged append takes when
// tables tables each append at random moments, about one move per think
// each (an open loop, as people and bots at live tables make them), b.N
// moves in all. It reports the median and 99th percentile: the part of a
// move's way to the players that the store adds (a table broadcasts a
// move only once the store has it), to compare stores side by side.
func BenchAppendLatency(b *testing.B, s store.Store, tables int, think time.Duration) {
	ctx := context.Background()
	codes := make([]string, tables)
	for i := range codes {
		codes[i] = fmt.Sprintf("BL%04d", i)
		if err := s.CreateTable(ctx, store.Table{Code: codes[i], Status: store.StatusPlaying}); err != nil {
			b.Fatal(err)
		}
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	var mu sync.Mutex
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	var wg sync.WaitGroup
	for i, code := range codes {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			var seq int64
			for {
				time.Sleep(time.Duration(rng.ExpFloat64() * float64(think)))
				if left.Add(-1) < 0 {
					return
				}
				seq++
				start := time.Now()
				if err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: int(seq % 4), Move: benchMove}); err != nil {
					b.Error(err)
					return
				}
				d := time.Since(start)
				mu.Lock()
				lat = append(lat, d)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
}
