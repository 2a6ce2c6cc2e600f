package store

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Counter counts events per key in fixed windows of time. It is what a
// limit needs to hold across every server that shares a store: tables
// set per hour, rule sets saved per day, failed room-code lookups per
// minute (docs/RELIABILITY.md). A store that several processes share
// (store/postgres) implements it with a table, so that every process
// counts against one budget; a single process uses a MemCounter. Servers
// find it by type assertion on their Store.
type Counter interface {
	// AddCounts adds n to the count of each key in the current window of
	// length window, and returns the counts after adding, in the order of
	// keys. n may be 0 (to read) or negative (to give back a reservation);
	// a count never goes below 0. Windows are aligned to the Unix epoch,
	// [k·window, (k+1)·window), on the counter's own clock (for a shared
	// store, the database's), and each key's count starts at 0 in each
	// window. window must be a whole number of seconds, at least one; a
	// key repeated in keys counts once.
	AddCounts(ctx context.Context, window time.Duration, n int64, keys ...string) ([]int64, error)
}

// CheckWindow returns an error unless window is a whole number of
// seconds, at least one: what Counter implementations accept.
func CheckWindow(window time.Duration) error {
	if window < time.Second || window%time.Second != 0 {
		return fmt.Errorf("store: counter window %v: must be a whole number of seconds, at least 1s", window)
	}
	return nil
}

// MemCounter is a Counter in one process's memory. It holds at most a
// bounded number of keys: past that it forgets the keys whose window has
// ended, and if all are current, everything (a flood of distinct keys
// then costs its sender as little as it costs the server, and the limits
// keyed more coarsely still hold).
type MemCounter struct {
	mu      sync.Mutex
	now     func() time.Time
	counts  map[memKey]memCount
	maxKeys int
}

type memKey struct {
	key    string
	window time.Duration
}

type memCount struct {
	win, count int64
}

// MemCounterKeys is how many keys a MemCounter holds at most.
const MemCounterKeys = 100_000

// NewMemCounter returns an empty MemCounter reading the time from now
// (time.Now if nil).
func NewMemCounter(now func() time.Time) *MemCounter {
	if now == nil {
		now = time.Now
	}
	return &MemCounter{now: now, counts: map[memKey]memCount{}, maxKeys: MemCounterKeys}
}

var _ Counter = (*MemCounter)(nil)

// AddCounts implements Counter.
func (c *MemCounter) AddCounts(ctx context.Context, window time.Duration, n int64, keys ...string) ([]int64, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := CheckWindow(window); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	win := c.now().Unix() / int64(window/time.Second)
	out := make([]int64, len(keys))
	done := make(map[string]int, len(keys))
	for i, k := range keys {
		if j, ok := done[k]; ok {
			out[i] = out[j]
			continue
		}
		done[k] = i
		mk := memKey{k, window}
		cur, ok := c.counts[mk]
		if !ok && len(c.counts) >= c.maxKeys {
			c.prune()
		}
		if cur.win != win {
			cur = memCount{win: win}
		}
		cur.count = max(cur.count+n, 0)
		c.counts[mk] = cur
		out[i] = cur.count
	}
	return out, nil
}

// prune forgets the keys whose window has ended, or everything if none
// has.
func (c *MemCounter) prune() {
	now := c.now().Unix()
	for k, v := range c.counts {
		if v.win != now/int64(k.window/time.Second) {
			delete(c.counts, k)
		}
	}
	if len(c.counts) >= c.maxKeys {
		clear(c.counts)
	}
}
