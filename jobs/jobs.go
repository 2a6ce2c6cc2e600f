// Package jobs runs the server's background work — the Studios' balance
// previews, and any other work no player waits on — without taking the
// live tables' CPU, and fairly between the clients who asked for it.
//
// A Pool has a fixed number of slots (by default half the cores, at
// least one): a job takes a slot for each short step of its work (one
// game of a preview) and gives it back after, so a job of ten thousand
// games holds a core for one game at a time and no longer. When every
// slot is taken, the steps wait in a fair queue: each client asking has
// its own line, and a slot given back goes to the next client in turn
// (round robin), so one client's flood of jobs waits behind every other
// client's next step instead of in front of it. Live tables run on the
// cores the pool leaves free.
//
// A Pool also charges each job's cost to its client before it starts
// (Config.Charge, which the server backs with its per-client budgets),
// and refuses a job dearer than Config.MaxCost outright.
//
// The client a job is for travels in its context (WithClient); the
// server sets it for every request.
//
//	pool := jobs.New(jobs.Config{})
//	if err := pool.Charge(ctx, cost); err != nil { … }  // ErrTooCostly, ErrBudget
//	for each step {
//		release, err := pool.Acquire(ctx)              // waits its turn
//		if err != nil { … }                            // ctx ended, ErrFull
//		step()
//		release()
//	}
package jobs

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"
)

// Errors a Pool answers.
var (
	// ErrFull: too many steps are waiting already.
	ErrFull = errors.New("jobs: the server's background queue is full; try again in a minute")
	// ErrTooCostly wraps the refusal of a job dearer than MaxCost.
	ErrTooCostly = errors.New("jobs: too costly")
	// ErrBudget wraps the refusal of a job its client's budget cannot
	// pay for (Config.Charge's errors should wrap it).
	ErrBudget = errors.New("jobs: over budget")
)

// Config sets up a Pool.
type Config struct {
	// Slots is how many steps run at once; 0 means half the cores
	// (GOMAXPROCS/2), at least one.
	Slots int
	// MaxWaiting bounds the steps waiting for a slot, over every client;
	// 0 means 1024.
	MaxWaiting int
	// MaxCost bounds one job's cost (in the caller's units; a preview's
	// are games × seats × bot cost); 0 means no bound.
	MaxCost int64
	// Charge, if set, takes a job's cost from its client's budget, or
	// says why it cannot (an error wrapping ErrBudget).
	Charge func(ctx context.Context, client string, cost int64) error
	// Duty, between 0 and 1, is the share of the time a slot may run:
	// after a step that took d, the slot rests d×(1−Duty)/Duty before it
	// is handed on, so that the pool's work takes at most Duty of each
	// of its slots' cores. 0 or 1: no rest.
	Duty float64
	// Command, if set, starts a worker process (this program re-executed
	// to Serve a job on its standard input and output): jobs that can
	// (Run) are then done there at the lowest priority, out of the
	// server's way (process.go). Empty: every job runs in the caller's
	// process.
	Command []string
}

// Pool hands out slots; see the package comment.
type Pool struct {
	cfg Config

	mu   sync.Mutex
	busy int
	// lines holds each waiting client's waiters, first come first; ring
	// the clients with a line, in turn order; next the ring's next.
	lines   map[string][]chan struct{}
	ring    []string
	next    int
	waiting int
}

// New returns a pool.
func New(cfg Config) *Pool {
	if cfg.Slots <= 0 {
		cfg.Slots = max(1, runtime.GOMAXPROCS(0)/2)
	}
	if cfg.MaxWaiting <= 0 {
		cfg.MaxWaiting = 1024
	}
	return &Pool{cfg: cfg, lines: map[string][]chan struct{}{}}
}

// Slots is how many steps run at once.
func (p *Pool) Slots() int { return p.cfg.Slots }

// Stats is what a pool is doing.
type Stats struct {
	Slots   int `json:"slots"`
	Busy    int `json:"busy"`
	Waiting int `json:"waiting"`
	Clients int `json:"clients_waiting"`
}

// Stats reports the slots, those taken and the steps waiting.
func (p *Pool) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return Stats{Slots: p.cfg.Slots, Busy: p.busy, Waiting: p.waiting, Clients: len(p.ring)}
}

// Charge checks a job of cost against MaxCost and its client's budget
// (the client of ctx, WithClient), before the job starts.
func (p *Pool) Charge(ctx context.Context, cost int64) error {
	if p.cfg.MaxCost > 0 && cost > p.cfg.MaxCost {
		return fmt.Errorf("%w: it would cost %d units, and one job may cost at most %d", ErrTooCostly, cost, p.cfg.MaxCost)
	}
	if p.cfg.Charge == nil {
		return nil
	}
	return p.cfg.Charge(ctx, Client(ctx), cost)
}

// Acquire waits for a slot for a step of the client of ctx and returns
// the function that gives it back (call it once). It fails when ctx ends
// first, or at once with ErrFull when MaxWaiting steps already wait.
func (p *Pool) Acquire(ctx context.Context) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	start := time.Now()
	client := Client(ctx)
	p.mu.Lock()
	if p.busy < p.cfg.Slots && p.waiting == 0 {
		p.busy++
		p.mu.Unlock()
		return p.releaser(ctx, start), nil
	}
	if p.waiting >= p.cfg.MaxWaiting {
		p.mu.Unlock()
		return nil, ErrFull
	}
	ready := make(chan struct{})
	if _, ok := p.lines[client]; !ok {
		p.ring = append(p.ring, client)
	}
	p.lines[client] = append(p.lines[client], ready)
	p.waiting++
	p.mu.Unlock()
	select {
	case <-ready:
		return p.releaser(ctx, time.Now()), nil
	case <-ctx.Done():
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.remove(client, ready) {
			return nil, ctx.Err()
		}
		// Handed a slot just as ctx ended: give it on.
		p.handOn()
		return nil, ctx.Err()
	}
}

// releaser gives a slot taken at start back once, after its rest (Duty).
func (p *Pool) releaser(ctx context.Context, start time.Time) func() {
	var once sync.Once
	return func() {
		once.Do(func() {
			if d := p.cfg.Duty; d > 0 && d < 1 {
				rest := time.NewTimer(time.Duration(float64(time.Since(start)) * (1 - d) / d))
				select {
				case <-rest.C:
				case <-ctx.Done():
					rest.Stop()
				}
			}
			p.mu.Lock()
			p.handOn()
			p.mu.Unlock()
			// Let the goroutines that were waiting for a core (the
			// tables') run before this one's next step.
			runtime.Gosched()
		})
	}
}

// handOn passes a slot given back to the next client in turn, or frees
// it. p.mu is held.
func (p *Pool) handOn() {
	if len(p.ring) == 0 {
		p.busy--
		return
	}
	p.next %= len(p.ring)
	client := p.ring[p.next]
	line := p.lines[client]
	ready := line[0]
	if len(line) == 1 {
		delete(p.lines, client)
		p.ring = append(p.ring[:p.next], p.ring[p.next+1:]...)
	} else {
		p.lines[client] = line[1:]
		p.next++
	}
	p.waiting--
	close(ready) // the slot stays busy: it is the waiter's now
}

// remove takes a waiter out of its client's line; false if it is no
// longer there (it was handed a slot). p.mu is held.
func (p *Pool) remove(client string, ready chan struct{}) bool {
	line := p.lines[client]
	for i, c := range line {
		if c != ready {
			continue
		}
		p.waiting--
		if len(line) == 1 {
			delete(p.lines, client)
			for j, k := range p.ring {
				if k == client {
					p.ring = append(p.ring[:j], p.ring[j+1:]...)
					if p.next > j {
						p.next--
					}
					break
				}
			}
		} else {
			p.lines[client] = append(line[:i:i], line[i+1:]...)
		}
		return true
	}
	return false
}

type clientKey struct{}

// WithClient returns ctx naming the client its work is for (an address,
// a network, a token: whatever the caller's budgets are keyed by).
func WithClient(ctx context.Context, client string) context.Context {
	return context.WithValue(ctx, clientKey{}, client)
}

// Client is the client ctx names, or "".
func Client(ctx context.Context) string {
	c, _ := ctx.Value(clientKey{}).(string)
	return c
}
