package review

import (
	"context"
	"encoding/json"
	"fmt"

	"evergreen/game"
	"evergreen/jobs"
	"evergreen/store"
)

// JobKind names a review in a worker process (jobs.Pool.Run).
const JobKind = "review"

// stored is a stored table's game as FromStore reads it, the part of
// the record a review needs and no token: what a worker process is sent
// to review it.
type stored struct {
	Rules json.RawMessage `json:"rules"`
	Table store.Table     `json:"table"`
	Moves []store.Move    `json:"moves"`
}

// reviewRequest is a review for a worker process.
type reviewRequest struct {
	Stored  stored `json:"stored"`
	Samples int    `json:"samples"`
	Seed    uint64 `json:"seed"`
}

// processRunner is a pool of background work that can run a job in a
// worker process (jobs.Pool).
type processRunner interface {
	InProcess() bool
	Run(ctx context.Context, kind string, request any, event func(json.RawMessage)) (json.RawMessage, error)
}

// inWorker reviews t in a worker process of the runner's pool, passing
// its events on to j's watchers, and returns the report as JSON. ok is
// false when the pool has no worker process, or t was not read from a
// store.
func (r *Runner) inWorker(j *job, t *Table) (rep json.RawMessage, ok bool, err error) {
	pool, can := r.cfg.Slots.(processRunner)
	if !can || pool.InProcess() || t.source == nil {
		return nil, false, nil
	}
	req := reviewRequest{Stored: *t.source, Samples: r.cfg.Samples, Seed: r.cfg.Seed}
	rep, err = pool.Run(r.ctx, JobKind, req, func(raw json.RawMessage) {
		var e Event
		if json.Unmarshal(raw, &e) == nil {
			r.send(j, e, false)
		}
	})
	return rep, true, err
}

// WorkerHandler reviews a stored table's game in a worker process, for
// the games of list (cmd/evergreen's worker command serves it): the
// review a Runner makes in its own process, step by step in the slots
// the server grants.
func WorkerHandler(list game.List) jobs.Handler {
	return func(ctx context.Context, raw json.RawMessage, w *jobs.Worker) (any, error) {
		var req reviewRequest
		if err := json.Unmarshal(raw, &req); err != nil {
			return nil, fmt.Errorf("review: reading the request: %w", err)
		}
		s := req.Stored
		t, err := FromStore(list, s.Rules, s.Table, s.Moves)
		if err != nil {
			return nil, err
		}
		return review(ctx, t, req.Samples, req.Seed, w.Acquire, func(e Event) { w.Event(e) })
	}
}
