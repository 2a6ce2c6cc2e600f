package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/storetest"
)

func TestMemCounter(t *testing.T) {
	storetest.RunCounter(t, func(*testing.T) (store.Counter, store.Counter) {
		c := store.NewMemCounter(nil)
		return c, c
	})
}

// TestMemCounterWindows: counts start again in each window, by the
// counter's clock, and windows of other lengths keep their own counts.
func TestMemCounterWindows(t *testing.T) {
	now := time.Date(2026, 12, 1, 10, 59, 59, 0, time.UTC)
	c := store.NewMemCounter(func() time.Time { return now })
	ctx := context.Background()
	add := func(w time.Duration, keys ...string) []int64 {
		t.Helper()
		got, err := c.AddCounts(ctx, w, 1, keys...)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	add(time.Hour, "a")
	add(24*time.Hour, "a")
	if got := add(time.Hour, "a"); !slices.Equal(got, []int64{2}) {
		t.Fatalf("same hour: %v, want [2]", got)
	}
	now = now.Add(time.Second) // 11:00:00, a new hour, the same day
	if got := add(time.Hour, "a"); !slices.Equal(got, []int64{1}) {
		t.Fatalf("next hour: %v, want [1]", got)
	}
	if got := add(24*time.Hour, "a"); !slices.Equal(got, []int64{2}) {
		t.Fatalf("same day: %v, want [2]", got)
	}
}
