package review

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"evergreen/jobs"
	"evergreen/store"
)

// The Runner is the one place that schedules reviews: a small pool of
// workers, each on a thread of the lowest priority (jobs.LowerThisThread), taking
// reviews from a bounded queue, so that reviews never take more than
// their workers' cores from the live tables, and a review asked for
// twice is computed once.

// ErrBusy is returned when the queue of reviews waiting is full.
var ErrBusy = errors.New("review: busy: too many reviews are waiting; try again in a minute")

// ErrClosed is returned after Close.
var ErrClosed = errors.New("review: the runner is closed")

// Cache keeps finished reviews with their tables; store.Store is one.
type Cache interface {
	SaveReview(ctx context.Context, code string, review []byte) error
	Review(ctx context.Context, code string) ([]byte, error)
}

// RunnerConfig sets up a Runner.
type RunnerConfig struct {
	// Cache keeps the reports. Required.
	Cache Cache
	// Workers review at once; 0 means 1. Queue bounds the reviews
	// waiting for a worker; 0 means 16.
	Workers, Queue int
	// Samples and Seed are every review's (Config); 0 samples means
	// DefaultSamples.
	Samples int
	Seed    uint64
	Logger  *slog.Logger
	// Slots, if set, is the server's pool of background work (a
	// jobs.Pool): each review takes a slot for each move it looks at and
	// gives it back after (Config.Acquire), so that reviews share the
	// cores fairly with the other jobs and the live tables keep theirs.
	Slots interface {
		Acquire(ctx context.Context) (release func(), err error)
	}
}

// Loader reads the game of a table to review.
type Loader func(ctx context.Context) (*Table, error)

// Event is one step of a review as it streams: Kind "decision" or
// "luck" while it runs (Step of Steps moves looked at), then "done" with
// the whole Report as JSON, or "failed" with Error.
type Event struct {
	Kind     string          `json:"kind"`
	Step     int             `json:"step"`
	Steps    int             `json:"steps"`
	Decision *Decision       `json:"decision,omitempty"`
	Luck     *Luck           `json:"luck,omitempty"`
	Report   json.RawMessage `json:"report,omitempty"`
	Error    string          `json:"error,omitempty"`
}

// Runner runs reviews in the background.
type Runner struct {
	cfg    RunnerConfig
	ctx    context.Context
	cancel context.CancelFunc
	queue  chan *job
	wg     sync.WaitGroup

	mu     sync.Mutex
	jobs   map[string]*job
	closed bool
}

// job is one table's review, queued or running; what it has found so
// far is kept for watchers who come late.
type job struct {
	code string
	load Loader
	seen []Event
	subs map[chan Event]bool
}

// watchBuffer is how far a watcher may fall behind before it is dropped
// (its channel closed): a slow client never holds a review up.
const watchBuffer = 1024

// NewRunner starts a Runner's workers.
func NewRunner(cfg RunnerConfig) *Runner {
	if cfg.Workers <= 0 {
		cfg.Workers = 1
	}
	if cfg.Queue <= 0 {
		cfg.Queue = 16
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &Runner{cfg: cfg, ctx: ctx, cancel: cancel, queue: make(chan *job, cfg.Queue), jobs: map[string]*job{}}
	for range cfg.Workers {
		r.wg.Add(1)
		go r.work()
	}
	return r
}

// Close stops the workers, abandoning the reviews under way, and waits
// for them.
func (r *Runner) Close() {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	r.cancel()
	r.wg.Wait()
}

// Stored returns table code's review if one is kept (of this version),
// or nil.
func (r *Runner) Stored(ctx context.Context, code string) (json.RawMessage, error) {
	b, err := r.cfg.Cache.Review(ctx, code)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var v struct {
		Version int `json:"version"`
	}
	if json.Unmarshal(b, &v) != nil || v.Version != Version {
		return nil, nil // an older form: review again
	}
	return b, nil
}

// Running reports whether table code's review is queued or under way,
// with the steps looked at so far.
func (r *Runner) Running(code string) (running bool, step, steps int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	j, ok := r.jobs[code]
	if !ok {
		return false, 0, 0
	}
	if n := len(j.seen); n > 0 {
		step, steps = j.seen[n-1].Step, j.seen[n-1].Steps
	}
	return true, step, steps
}

// Start queues table code's review unless it is kept or under way.
func (r *Runner) Start(ctx context.Context, code string, load Loader) error {
	ch, err := r.Watch(ctx, code, load)
	if err != nil {
		return err
	}
	r.Unwatch(code, ch)
	return nil
}

// Watch follows table code's review: every event found so far, then each
// as it comes, the channel closing after "done" or "failed" (or when the
// watcher falls too far behind). A review kept already is one "done"
// event; one neither kept nor under way is queued, read with load.
func (r *Runner) Watch(ctx context.Context, code string, load Loader) (chan Event, error) {
	kept, err := r.Stored(ctx, code)
	if err != nil {
		return nil, err
	}
	if kept != nil {
		ch := make(chan Event, 1)
		ch <- Event{Kind: "done", Report: kept}
		close(ch)
		return ch, nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, ErrClosed
	}
	j, ok := r.jobs[code]
	if !ok {
		j = &job{code: code, load: load, subs: map[chan Event]bool{}}
		select {
		case r.queue <- j:
		default:
			return nil, ErrBusy
		}
		r.jobs[code] = j
	}
	ch := make(chan Event, len(j.seen)+watchBuffer)
	for _, e := range j.seen {
		ch <- e
	}
	j.subs[ch] = true
	return ch, nil
}

// Unwatch stops following a review; the review goes on.
func (r *Runner) Unwatch(code string, ch chan Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if j, ok := r.jobs[code]; ok && j.subs[ch] {
		delete(j.subs, ch)
		close(ch)
	}
}

// send hands e to j's watchers and keeps it for later ones; last ends
// the job.
func (r *Runner) send(j *job, e Event, last bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !last {
		j.seen = append(j.seen, e)
	}
	for ch := range j.subs {
		select {
		case ch <- e:
		default: // too far behind: dropped
			delete(j.subs, ch)
			close(ch)
			continue
		}
		if last {
			close(ch)
		}
	}
	if last {
		j.subs = nil
		delete(r.jobs, j.code)
	}
}

func (r *Runner) work() {
	defer r.wg.Done()
	jobs.LowerThisThread()
	for {
		select {
		case <-r.ctx.Done():
			return
		case j := <-r.queue:
			r.run(j)
		}
	}
}

// run reviews one table and keeps the report.
func (r *Runner) run(j *job) {
	b, err := r.review(j)
	if err != nil {
		r.cfg.Logger.Warn("review", "table", j.code, "err", err)
		r.send(j, Event{Kind: "failed", Error: err.Error()}, true)
		return
	}
	r.send(j, Event{Kind: "done", Report: b}, true)
}

func (r *Runner) review(j *job) ([]byte, error) {
	t, err := j.load(r.ctx)
	if err != nil {
		return nil, err
	}
	b, inWorker, err := r.inWorker(j, t)
	if !inWorker {
		var acquire func(ctx context.Context) (func(), error)
		if r.cfg.Slots != nil {
			acquire = r.cfg.Slots.Acquire
		}
		var rep *Report
		if rep, err = review(r.ctx, t, r.cfg.Samples, r.cfg.Seed, acquire, func(e Event) { r.send(j, e, false) }); err == nil {
			b, err = json.Marshal(rep)
		}
	}
	if err != nil {
		return nil, err
	}
	if err := r.cfg.Cache.SaveReview(r.ctx, j.code, b); err != nil {
		return nil, fmt.Errorf("keeping the review: %w", err)
	}
	return b, nil
}

// review reviews t's people (every seat at a table of bots alone) with
// its game's judge, taking a slot with acquire (if set) for each move
// and telling event each decision and chance event found.
func review(ctx context.Context, t *Table, samples int, seed uint64, acquire func(ctx context.Context) (func(), error), event func(Event)) (*Report, error) {
	judge, err := JudgeFor(t.Rules, "")
	if err != nil {
		return nil, err
	}
	cfg := Config{Seats: t.People, Samples: samples, Seed: seed, Words: t.Words, Acquire: acquire}
	cfg.Progress = func(p Progress) {
		e := Event{Kind: "decision", Step: p.Step, Steps: p.Steps, Decision: p.Decision}
		if p.Luck != nil {
			e = Event{Kind: "luck", Step: p.Step, Steps: p.Steps, Luck: p.Luck}
		}
		event(e)
	}
	if len(cfg.Seats) == 0 {
		cfg.Seats = nil // a table of bots alone: review every seat
	}
	return Run(ctx, t.Game, judge, cfg)
}
