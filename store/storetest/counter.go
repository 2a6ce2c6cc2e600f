package storetest

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"evergreen/store"
)

// RunCounter checks a store.Counter's contract. open returns counters
// that share their counts (two handles on one database, or the same
// MemCounter twice), so that the suite also checks that what one adds
// the other sees. The windows used are long (a day), so that a window
// ending during the test is as unlikely as a test running past midnight
// UTC; the one test that crosses a window waits for it (2 s windows).
func RunCounter(t *testing.T, open func(t *testing.T) (a, b store.Counter)) {
	ctx := context.Background()
	day := 24 * time.Hour
	t.Run("AddAndRead", func(t *testing.T) {
		a, b := open(t)
		got, err := a.AddCounts(ctx, day, 1, "k1", "k2")
		if err != nil || !slices.Equal(got, []int64{1, 1}) {
			t.Fatalf("first add: %v %v, want [1 1]", got, err)
		}
		got, err = b.AddCounts(ctx, day, 2, "k2", "k3")
		if err != nil || !slices.Equal(got, []int64{3, 2}) {
			t.Fatalf("add on the other handle: %v %v, want [3 2]", got, err)
		}
		got, err = a.AddCounts(ctx, day, 0, "k3", "k1", "never")
		if err != nil || !slices.Equal(got, []int64{2, 1, 0}) {
			t.Fatalf("read: %v %v, want [2 1 0]", got, err)
		}
	})
	t.Run("NeverBelowZero", func(t *testing.T) {
		a, _ := open(t)
		got, err := a.AddCounts(ctx, day, -1, "fresh")
		if err != nil || !slices.Equal(got, []int64{0}) {
			t.Fatalf("giving back on a fresh key: %v %v, want [0]", got, err)
		}
		a.AddCounts(ctx, day, 2, "two")
		got, err = a.AddCounts(ctx, day, -5, "two")
		if err != nil || !slices.Equal(got, []int64{0}) {
			t.Fatalf("giving back more than counted: %v %v, want [0]", got, err)
		}
	})
	t.Run("RepeatedKeyCountsOnce", func(t *testing.T) {
		a, _ := open(t)
		got, err := a.AddCounts(ctx, day, 1, "r", "r", "s")
		if err != nil || !slices.Equal(got, []int64{1, 1, 1}) {
			t.Fatalf("a repeated key: %v %v, want [1 1 1]", got, err)
		}
	})
	t.Run("WindowsOfOtherLengthsAreApart", func(t *testing.T) {
		a, _ := open(t)
		a.AddCounts(ctx, day, 5, "w")
		got, err := a.AddCounts(ctx, time.Hour*24*7, 1, "w")
		if err != nil || !slices.Equal(got, []int64{1}) {
			t.Fatalf("the same key in a week-long window: %v %v, want [1]", got, err)
		}
	})
	t.Run("BadWindow", func(t *testing.T) {
		a, _ := open(t)
		for _, w := range []time.Duration{0, -time.Second, 500 * time.Millisecond, 1500 * time.Millisecond} {
			if _, err := a.AddCounts(ctx, w, 1, "x"); err == nil {
				t.Errorf("window %v: no error", w)
			}
		}
	})
	t.Run("NewWindowStartsAtZero", func(t *testing.T) {
		a, b := open(t)
		const w = 2 * time.Second
		first, err := a.AddCounts(ctx, w, 1, "roll")
		if err != nil {
			t.Fatal(err)
		}
		// Add until the count falls back: the window has rolled over.
		// Bounded by a deadline far past one window (a hang, not timing).
		deadline := time.Now().Add(30 * time.Second)
		last := first[0]
		for time.Now().Before(deadline) {
			time.Sleep(200 * time.Millisecond)
			got, err := b.AddCounts(ctx, w, 1, "roll")
			if err != nil {
				t.Fatal(err)
			}
			if got[0] <= last {
				if got[0] != 1 {
					t.Fatalf("the first add of a new window counted %d, want 1", got[0])
				}
				return
			}
			last = got[0]
		}
		t.Fatalf("the count never started again: %d after 30 s of 2 s windows", last)
	})
	t.Run("Concurrent", func(t *testing.T) {
		a, b := open(t)
		const each = 50
		var wg sync.WaitGroup
		for i := range 4 {
			c := a
			if i%2 == 1 {
				c = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range each {
					// Keys in both orders, so an implementation that
					// locks rows in the order given would deadlock.
					keys := []string{"c1", "c2"}
					if i%2 == 1 {
						keys = []string{"c2", "c1"}
					}
					if _, err := c.AddCounts(ctx, day, 1, keys...); err != nil {
						t.Error(err)
						return
					}
				}
			}()
		}
		wg.Wait()
		got, err := a.AddCounts(ctx, day, 0, "c1", "c2")
		if err != nil || !slices.Equal(got, []int64{4 * each, 4 * each}) {
			t.Fatalf("after %d concurrent adds: %v %v", 4*each, got, err)
		}
	})
	t.Run("Cancelled", func(t *testing.T) {
		a, _ := open(t)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := a.AddCounts(cctx, day, 1, "x"); err == nil {
			t.Fatal("a cancelled context: no error")
		}
	})
}
