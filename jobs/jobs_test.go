package jobs_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"evergreen/jobs"
)

// waitFor polls the pool until cond holds (bounded: the test fails
// after 10 s rather than hang).
func waitFor(t *testing.T, p *jobs.Pool, cond func(jobs.Stats) bool) {
	t.Helper()
	for i := 0; !cond(p.Stats()); i++ {
		if i > 10000 {
			t.Fatalf("the pool never got there: %+v", p.Stats())
		}
		time.Sleep(time.Millisecond)
	}
}

// TestFairQueue: with every slot taken, a slot given back goes to the
// next client in turn, so a client with one step waiting is served
// after the first of a flooding client's steps, not after all of them.
func TestFairQueue(t *testing.T) {
	p := jobs.New(jobs.Config{Slots: 1})
	ctx := context.Background()
	hold, err := p.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	order := make(chan string, 8)
	step := func(client string) {
		release, err := p.Acquire(jobs.WithClient(ctx, client))
		if err != nil {
			t.Error(err)
			return
		}
		order <- client
		release()
	}
	for i := range 3 {
		go step("flood")
		waitFor(t, p, func(s jobs.Stats) bool { return s.Waiting == i+1 })
	}
	go step("designer")
	waitFor(t, p, func(s jobs.Stats) bool { return s.Waiting == 4 && s.Clients == 2 })
	hold()
	var got []string
	for range 4 {
		got = append(got, <-order)
	}
	want := []string{"flood", "designer", "flood", "flood"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("served in the order %v, want %v", got, want)
		}
	}
	if s := p.Stats(); s.Busy != 0 || s.Waiting != 0 {
		t.Fatalf("after every step: %+v, want nothing busy or waiting", s)
	}
}

// TestQueueBoundedAndCancelled: past MaxWaiting a step is refused at
// once; a waiter whose context ends leaves the queue.
func TestQueueBoundedAndCancelled(t *testing.T) {
	p := jobs.New(jobs.Config{Slots: 1, MaxWaiting: 1})
	hold, _ := p.Acquire(context.Background())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := p.Acquire(ctx)
		done <- err
	}()
	waitFor(t, p, func(s jobs.Stats) bool { return s.Waiting == 1 })
	if _, err := p.Acquire(context.Background()); !errors.Is(err, jobs.ErrFull) {
		t.Fatalf("a second waiter past MaxWaiting 1: %v, want ErrFull", err)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled waiter: %v", err)
	}
	hold()
	if s := p.Stats(); s.Busy != 0 || s.Waiting != 0 {
		t.Fatalf("%+v, want nothing busy or waiting", s)
	}
}

// TestCharge: a job dearer than MaxCost is refused without asking the
// budget; others are charged to the client their context names.
func TestCharge(t *testing.T) {
	var charged []string
	p := jobs.New(jobs.Config{MaxCost: 100, Charge: func(_ context.Context, client string, cost int64) error {
		charged = append(charged, client)
		if cost > 50 {
			return jobs.ErrBudget
		}
		return nil
	}})
	ctx := jobs.WithClient(context.Background(), "203.0.113.9")
	if err := p.Charge(ctx, 101); !errors.Is(err, jobs.ErrTooCostly) || len(charged) != 0 {
		t.Fatalf("a job of 101 with MaxCost 100: %v (budget asked %d times)", err, len(charged))
	}
	if err := p.Charge(ctx, 40); err != nil || len(charged) != 1 || charged[0] != "203.0.113.9" {
		t.Fatalf("a job of 40: %v, charged to %v", err, charged)
	}
	if err := p.Charge(ctx, 60); !errors.Is(err, jobs.ErrBudget) {
		t.Fatalf("a job the budget refuses: %v", err)
	}
}
