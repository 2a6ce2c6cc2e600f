package preview

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/jobs"
	"evergreen/sim"
	"evergreen/store"
)

// ErrBusy is wrapped by Start's refusal when the client already has
// MaxPerClient previews running, or the server MaxJobs.
var ErrBusy = errors.New("preview: busy")

// ErrAbandoned is the error of a preview stopped because every client
// watching it went away (and no Start asked for it).
var ErrAbandoned = errors.New("preview: stopped: nobody was watching")

// ErrClosed is returned by Start after Close.
var ErrClosed = errors.New("preview: the runner is closed")

// Cache keeps finished results. store.Store satisfies it.
type Cache interface {
	SavePreview(ctx context.Context, key string, result []byte) error
	Preview(ctx context.Context, key string) ([]byte, error)
}

// Config is everything a Runner needs.
type Config struct {
	// Cache keeps results by Spec.Key. Required.
	Cache Cache
	// Game is the game previewed: its figures (game.Statistician) go
	// into the reports. Required.
	Game game.Game
	// Default is the rule set every preview is compared with (the
	// game's default, Game.Rules(nil)). Required.
	Default game.Rules
	// Pool is where the previews' games run, one slot per game, in a
	// fair queue over the clients, and what charges a preview's cost to
	// its client (package jobs). Several runners (one per game) share
	// the server's. nil: a pool of the runner's own, with jobs' default
	// slots (half the cores), so live tables keep the rest.
	Pool *jobs.Pool
	// MaxJobs bounds the previews running or queued at once; 0 means 64.
	// MaxPerClient bounds one client's (jobs.Client of the request's
	// context); 0 means 2.
	MaxJobs, MaxPerClient int
	// IdleStop: a preview nobody has watched or asked after for this
	// long is stopped, whoever started it; 0 means 30 s.
	IdleStop time.Duration
	// Workers is how many games one preview plays at once; 0 means the
	// pool's slots (more would only wait for them).
	Workers int
	// NewBot builds a bot for a rule set; nil means the rule set's own
	// registry, Rules.Bots().New. The games of a runner with a NewBot of
	// its own are played in this process; otherwise, when the Pool has a
	// worker command, in a worker process at the lowest priority
	// (worker.go), out of the live tables' way.
	NewBot func(r game.Rules, name string) (bots.Bot, error)
	Logger *slog.Logger
}

// Result is one rule set's measurements under one Spec.
type Result struct {
	Code   string      `json:"code"`
	Name   string      `json:"name"`
	Spec   Spec        `json:"spec"`
	Report *sim.Report `json:"report"`
	// Warnings says in words which seats and roles fall outside the
	// Band round an even share (see Warnings).
	Warnings []string  `json:"warnings,omitempty"`
	Finished time.Time `json:"finished"`
}

// Job states.
const (
	StateNone    = "none"    // never run (or its results are gone)
	StateRunning = "running" // games are being played
	StateDone    = "done"    // Result (and Default) are set
	StateFailed  = "failed"  // Error says why; Start runs it again
)

// Status is what a client sees of a preview.
type Status struct {
	Code  string `json:"code"`
	Spec  Spec   `json:"spec"`
	State string `json:"state"`
	// Done and Total count games, the default's included when they had
	// to be played too.
	Done  int    `json:"done"`
	Total int    `json:"total"`
	Error string `json:"error,omitempty"`
	// Result is the rule set's; Default the default rule set's, for
	// comparison (nil when the rule set is the default).
	Result  *Result `json:"result,omitempty"`
	Default *Result `json:"default,omitempty"`
	// Diffs compares Result with Default figure by figure (sim.Compare):
	// the difference, these rules less the default, with its 95%
	// interval. Empty when the rule set is the default.
	Diffs []sim.Diff `json:"diffs,omitempty"`
}

// compare fills in st.Diffs from its two results.
func (st *Status) compare() {
	if st.Result != nil && st.Default != nil && st.Result.Report != nil && st.Default.Report != nil {
		st.Diffs = sim.Compare(st.Default.Report, st.Result.Report).Diffs
	}
}

// Runner runs previews in the background, a bounded number at a time.
type Runner struct {
	cfg    Config
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// inWorker: the games are played in worker processes (Config.NewBot).
	inWorker bool

	mu     sync.Mutex
	jobs   map[string]*job // by Spec.Key of the rule set; running or failed
	closed bool
}

// job is a preview running. Its games stop when its context ends: when
// the runner closes, or when the last client watching it goes away and
// no Start asked for it (see Watch).
type job struct {
	ctx    context.Context
	cancel context.CancelFunc

	mu     sync.Mutex
	status Status
	// changed is closed (and replaced) at every change of status, to
	// wake the watchers.
	changed chan struct{}
	// held: a Start asked for the job, so it does not stop the moment
	// its last watcher leaves. watchers counts the Watch calls still
	// reading it; seen is when a client last asked after it. A job with
	// no watcher unseen for IdleStop is stopped, held or not.
	held     bool
	watchers int
	seen     time.Time
	// client is who asked for it first (jobs.Client).
	client string
}

// touch notes that a client asked after the job.
func (j *job) touch() {
	j.mu.Lock()
	j.seen = time.Now()
	j.mu.Unlock()
}

// idle reports whether nobody has watched the job, or asked after it,
// for d.
func (j *job) idle(d time.Duration) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.watchers == 0 && j.status.State == StateRunning && time.Since(j.seen) > d
}

// update changes the job's status under its lock and wakes the watchers.
func (j *job) update(f func(st *Status)) {
	j.mu.Lock()
	f(&j.status)
	close(j.changed)
	j.changed = make(chan struct{})
	j.mu.Unlock()
}

func (j *job) snapshot() Status {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.status
}

// NewRunner returns a runner; Close stops it.
func NewRunner(cfg Config) *Runner {
	if cfg.MaxJobs <= 0 {
		cfg.MaxJobs = 64
	}
	if cfg.MaxPerClient <= 0 {
		cfg.MaxPerClient = 2
	}
	if cfg.IdleStop <= 0 {
		cfg.IdleStop = 30 * time.Second
	}
	if cfg.Pool == nil {
		cfg.Pool = jobs.New(jobs.Config{})
	}
	if cfg.Workers <= 0 {
		cfg.Workers = cfg.Pool.Slots()
	}
	inWorker := cfg.NewBot == nil && !cfg.Pool.InProcess()
	if cfg.NewBot == nil {
		cfg.NewBot = func(r game.Rules, name string) (bots.Bot, error) { return r.Bots().New(name) }
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &Runner{cfg: cfg, ctx: ctx, cancel: cancel, jobs: map[string]*job{}, inWorker: inWorker}
	r.wg.Add(1)
	go r.stopIdle()
	return r
}

// stopIdle stops, until the runner closes, every job nobody has watched
// or asked after for IdleStop.
func (r *Runner) stopIdle() {
	defer r.wg.Done()
	t := time.NewTicker(max(r.cfg.IdleStop/4, time.Millisecond))
	defer t.Stop()
	for {
		select {
		case <-r.ctx.Done():
			return
		case <-t.C:
		}
		r.mu.Lock()
		for _, j := range r.jobs {
			if j.idle(r.cfg.IdleStop) {
				j.cancel()
			}
		}
		r.mu.Unlock()
	}
}

// Close stops every running preview and waits for them to finish.
func (r *Runner) Close() {
	r.mu.Lock()
	r.closed = true
	r.mu.Unlock()
	r.cancel()
	r.wg.Wait()
}

// Status reports the preview of rs under spec (a normalized Spec).
func (r *Runner) Status(ctx context.Context, rs game.Rules, spec Spec) (Status, error) {
	key := spec.Key(rs.Code())
	r.mu.Lock()
	j := r.jobs[key]
	r.mu.Unlock()
	if j != nil {
		j.touch()
		return j.snapshot(), nil
	}
	return r.cached(ctx, rs, spec)
}

// cached builds a status from the cache alone: done if every result is
// there, else none.
func (r *Runner) cached(ctx context.Context, rs game.Rules, spec Spec) (Status, error) {
	st := Status{Code: rs.Code(), Spec: spec, State: StateNone, Total: r.total(rs, spec)}
	res, err := r.load(ctx, rs.Code(), spec)
	if err != nil || res == nil {
		return st, err
	}
	st.Result = res
	if rs.Code() != r.cfg.Default.Code() {
		def, err := r.load(ctx, r.cfg.Default.Code(), spec)
		if err != nil || def == nil {
			return st, err
		}
		st.Default = def
		st.compare()
	}
	st.State, st.Done = StateDone, st.Total
	return st, nil
}

// total is the number of games a preview of rs plays, at most.
func (r *Runner) total(rs game.Rules, spec Spec) int {
	if rs.Code() == r.cfg.Default.Code() {
		return spec.Games
	}
	return 2 * spec.Games
}

// load reads a cached result, or nil if there is none.
func (r *Runner) load(ctx context.Context, code string, spec Spec) (*Result, error) {
	b, err := r.cfg.Cache.Preview(ctx, spec.Key(code))
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var res Result
	if err := json.Unmarshal(b, &res); err != nil || res.Report == nil {
		// A result this program cannot read is as good as none.
		r.cfg.Logger.Warn("preview: unreadable cached result", "key", spec.Key(code), "err", err)
		return nil, nil
	}
	return &res, nil
}

// Start begins previewing rs under spec (a normalized Spec), unless its
// results are cached (the status is then done at once) or it is already
// running (its status is returned). ErrBusy if MaxJobs previews are
// running. A preview started here runs to the end, watched or not.
func (r *Runner) Start(ctx context.Context, rs game.Rules, spec Spec) (Status, error) {
	st, j, err := r.begin(ctx, rs, spec, true)
	if j != nil {
		st = j.snapshot()
	}
	return st, err
}

// begin finds the job previewing rs under spec, starting it if it is
// neither cached nor running: a nil job with the cached status when it
// is done. held marks the job as asked for by Start; otherwise the
// caller becomes one of its watchers (see Watch).
func (r *Runner) begin(ctx context.Context, rs game.Rules, spec Spec, held bool) (Status, *job, error) {
	key := spec.Key(rs.Code())
	join := func(j *job) *job {
		j.mu.Lock()
		if held {
			j.held = true
		} else {
			j.watchers++
		}
		j.seen = time.Now()
		j.mu.Unlock()
		return j
	}
	// A job being stopped (its last watcher left) is not joined: its
	// games are ending.
	live := func(j *job) bool { return j != nil && j.ctx.Err() == nil && j.snapshot().State == StateRunning }
	r.mu.Lock()
	if j := r.jobs[key]; live(j) {
		defer r.mu.Unlock()
		return Status{}, join(j), nil
	}
	r.mu.Unlock()
	st, err := r.cached(ctx, rs, spec)
	if err != nil || st.State == StateDone {
		return st, nil, err
	}
	r.mu.Lock()
	err = r.admit(ctx)
	r.mu.Unlock()
	if err == nil {
		// Charged without the lock: it may ask the store.
		err = r.charge(ctx, rs, spec)
	}
	if err != nil {
		return st, nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return st, nil, ErrClosed
	}
	if j := r.jobs[key]; live(j) {
		return Status{}, join(j), nil // started by someone else meanwhile
	}
	jctx, cancel := context.WithCancel(r.ctx)
	j := &job{
		ctx: jctx, cancel: cancel, changed: make(chan struct{}), client: jobs.Client(ctx),
		status: Status{Code: rs.Code(), Spec: spec, State: StateRunning, Total: r.total(rs, spec)},
	}
	join(j)
	r.jobs[key] = j
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		defer cancel()
		r.run(j, key, rs, spec)
	}()
	return Status{}, j, nil
}

// admit checks that a new job for the client of ctx may start: the
// server's and the client's running previews are under their bounds.
// r.mu is held.
func (r *Runner) admit(ctx context.Context) error {
	client := jobs.Client(ctx)
	running, mine := 0, 0
	for _, j := range r.jobs {
		if j.snapshot().State == StateRunning {
			running++
			if j.client == client {
				mine++
			}
		}
	}
	if mine >= r.cfg.MaxPerClient {
		return fmt.Errorf("%w: you have %d previews running, the most one visitor may: wait for one to finish", ErrBusy, mine)
	}
	if running >= r.cfg.MaxJobs {
		return fmt.Errorf("%w: %d previews are running, the most this server takes: try again in a minute", ErrBusy, running)
	}
	return nil
}

// charge has the pool charge the preview's cost to the client of ctx
// (jobs.Pool.Charge), or refuse it.
func (r *Runner) charge(ctx context.Context, rs game.Rules, spec Spec) error {
	err := r.cfg.Pool.Charge(ctx, int64(r.total(rs, spec))*spec.Cost())
	if errors.Is(err, jobs.ErrTooCostly) {
		return fmt.Errorf("%w: games: %d games of %d seats is more than one preview may play here (%v): ask for fewer games", ErrSpec, spec.Games, len(spec.Bots), err)
	}
	return err
}

// run plays the preview: the rule set's games, then the default's, each
// skipped if cached, each cached as soon as it is done.
func (r *Runner) run(j *job, key string, rs game.Rules, spec Spec) {
	sets := []game.Rules{rs}
	if rs.Code() != r.cfg.Default.Code() {
		sets = append(sets, r.cfg.Default)
	}
	results := make([]*Result, len(sets))
	offset := 0
	fail := func(err error) {
		if j.ctx.Err() != nil && r.ctx.Err() == nil {
			err = ErrAbandoned
		}
		j.update(func(st *Status) {
			st.State = StateFailed
			st.Error = err.Error()
		})
		if errors.Is(err, ErrAbandoned) {
			r.forget(key, j) // nobody wants it: the next request starts afresh
		}
		r.cfg.Logger.Error("preview", "rules", rs.Code(), "spec", key, "err", err)
	}
	for i, set := range sets {
		res, err := r.load(j.ctx, set.Code(), spec)
		if err != nil {
			fail(err)
			return
		}
		if res == nil {
			res, err = r.play(j.ctx, set, spec, func(done int) {
				j.update(func(st *Status) { st.Done = max(st.Done, offset+done) })
			})
			if err != nil {
				fail(err)
				return
			}
			b, err := json.Marshal(res)
			if err == nil {
				err = r.cfg.Cache.SavePreview(j.ctx, spec.Key(set.Code()), b)
			}
			if err != nil {
				fail(err)
				return
			}
		}
		results[i] = res
		offset += spec.Games
		j.update(func(st *Status) { st.Done = offset })
	}
	j.update(func(st *Status) {
		st.State = StateDone
		st.Result = results[0]
		if len(results) > 1 {
			st.Default = results[1]
			st.compare()
		}
	})
	// The results are cached now; the job need not be kept.
	r.forget(key, j)
}

// forget drops the job from the running ones, if it is still there.
func (r *Runner) forget(key string, j *job) {
	r.mu.Lock()
	if r.jobs[key] == j {
		delete(r.jobs, key)
	}
	r.mu.Unlock()
}

// play runs the games of one rule set.
func (r *Runner) play(ctx context.Context, rs game.Rules, spec Spec, progress func(done int)) (*Result, error) {
	rep, err := r.games(ctx, rs, spec, progress)
	if err != nil {
		return nil, fmt.Errorf("playing %d games under %s: %w", spec.Games, rs.Code(), err)
	}
	return &Result{Code: rs.Code(), Name: nameOf(rs), Spec: spec, Report: rep, Warnings: Warnings(rep), Finished: time.Now().UTC()}, nil
}

// games plays the games of one rule set, in a worker process when the
// runner has them played there.
func (r *Runner) games(ctx context.Context, rs game.Rules, spec Spec, progress func(done int)) (*sim.Report, error) {
	if r.inWorker {
		return r.playInWorker(ctx, rs, spec, progress)
	}
	return sim.Run(ctx, sim.Config{
		Game:     r.cfg.Game,
		Rules:    rs,
		Bots:     spec.Bots,
		NewBot:   func(name string) (bots.Bot, error) { return r.cfg.NewBot(rs, name) },
		Games:    spec.Games,
		Seed:     Seed,
		Workers:  r.cfg.Workers,
		Gate:     r.cfg.Pool.Acquire,
		Progress: func(done, _ int) { progress(done) },
	})
}

// Named is implemented by rules that have a name for people, shown in
// the charts' legends and the Studio's summary.
type Named interface {
	Name() string
}

// nameOf is r's name, or "" (the charts then say "these rules").
func nameOf(r game.Rules) string {
	if n, ok := r.(Named); ok {
		return n.Name()
	}
	return ""
}
