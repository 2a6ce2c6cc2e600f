package table

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"evergreen/store"
)

// Clock is the table layer's source of time: deadlines, presence, chat
// limits and rematch reservations read it, and nothing in the rules
// does. The registry is handed one (WithClock); tests hand it a
// ManualClock and move time by hand instead of sleeping.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine once d has passed.
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a call scheduled by Clock.AfterFunc.
type Timer interface {
	// Stop prevents the call if it has not run yet.
	Stop() bool
}

// wallClock is the real time.
type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

func (wallClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }

// ManualClock is a Clock that moves only when told (Advance), for tests
// that must drive deadlines without sleeping.
type ManualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
}

type manualTimer struct {
	c   *ManualClock
	at  time.Time
	f   func()
	off bool
}

// NewManualClock returns a clock standing at start.
func NewManualClock(start time.Time) *ManualClock { return &ManualClock{now: start} }

// Now implements Clock.
func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc implements Clock. A call due now or earlier runs at once.
func (c *ManualClock) AfterFunc(d time.Duration, f func()) Timer {
	c.mu.Lock()
	t := &manualTimer{c: c, at: c.now.Add(d), f: f}
	if d <= 0 {
		t.off = true
		c.mu.Unlock()
		go f()
		return t
	}
	c.timers = append(c.timers, t)
	c.mu.Unlock()
	return t
}

// Advance moves the clock on by d and starts every call that falls due,
// each in its own goroutine, as time.AfterFunc would.
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []func()
	c.timers = slices.DeleteFunc(c.timers, func(t *manualTimer) bool {
		if t.off {
			return true
		}
		if !t.at.After(c.now) {
			t.off = true
			due = append(due, t.f)
			return true
		}
		return false
	})
	c.mu.Unlock()
	for _, f := range due {
		go f()
	}
}

// Waiting counts the calls scheduled and not yet started or stopped:
// a test knows by it that something (a bot's pause, a deadline) waits
// for the clock to move.
func (c *ManualClock) Waiting() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, t := range c.timers {
		if !t.off {
			n++
		}
	}
	return n
}

// Stop implements Timer.
func (t *manualTimer) Stop() bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	was := !t.off
	t.off = true
	return was
}

// Clock kinds, chosen when a table is set.
const (
	ClockNone    = "none"    // friends: nobody is timed
	ClockRelaxed = "relaxed" // asynchronous play: a day per decision
	ClockLive    = "live"    // a sitting: 90 seconds per decision, counted down on screen
)

// Clock defaults and bounds.
const (
	RelaxedSeconds = 24 * 60 * 60
	LiveSeconds    = 90
	MinSeconds     = 5
	MaxSeconds     = 7 * 24 * 60 * 60
	// DefaultMisses is how many decisions in a row a seat may let run out
	// before a bot takes the seat over until its owner takes it back.
	DefaultMisses = 3
	MaxMisses     = 20
)

// ClockConfig is the turn clock asked for a new table. Zero fields take
// the kind's defaults; Kind "" is ClockNone.
type ClockConfig struct {
	Kind    string `json:"kind"`
	Seconds int    `json:"seconds,omitempty"`
	Bot     string `json:"bot,omitempty"`
	Misses  int    `json:"misses,omitempty"`
}

// settle checks c against the bots botOK accepts and fills in its
// defaults; firstBot is the game's first bot, the default stand-in.
func (c ClockConfig) settle(botOK func(string) error, firstBot string) (store.Clock, error) {
	var def int
	switch c.Kind {
	case "", ClockNone:
		return store.Clock{}, nil
	case ClockRelaxed:
		def = RelaxedSeconds
	case ClockLive:
		def = LiveSeconds
	default:
		return store.Clock{}, fmt.Errorf("%w: clock.kind: must be %q, %q or %q, got %q", ErrBadRequest, ClockNone, ClockRelaxed, ClockLive, c.Kind)
	}
	out := store.Clock{Kind: c.Kind, Seconds: cmpOr(c.Seconds, def), Bot: cmpOr(c.Bot, firstBot), Misses: cmpOr(c.Misses, DefaultMisses)}
	if out.Seconds < MinSeconds || out.Seconds > MaxSeconds {
		return store.Clock{}, fmt.Errorf("%w: clock.seconds: must be %d to %d, got %d", ErrBadRequest, MinSeconds, MaxSeconds, out.Seconds)
	}
	if out.Misses < 1 || out.Misses > MaxMisses {
		return store.Clock{}, fmt.Errorf("%w: clock.misses: must be 1 to %d, got %d", ErrBadRequest, MaxMisses, out.Misses)
	}
	if err := botOK(out.Bot); err != nil {
		return store.Clock{}, fmt.Errorf("%w: clock.bot: %v", ErrBadRequest, err)
	}
	return out, nil
}

func cmpOr[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// ClockInfo is a table's turn clock as players see it.
type ClockInfo struct {
	Kind    string `json:"kind"`
	Seconds int    `json:"seconds"`
	Bot     string `json:"bot"`
	Misses  int    `json:"misses"`
}

func clockInfo(c store.Clock) *ClockInfo {
	if c.Kind == "" {
		return nil
	}
	return &ClockInfo{Kind: c.Kind, Seconds: c.Seconds, Bot: c.Bot, Misses: c.Misses}
}

// now is the table's current time as it stores it.
func (s *state) now() time.Time { return s.t.reg.clock.Now().UTC().Truncate(time.Microsecond) }

// timed reports whether seat's decisions run on the clock: a human
// seat (hot-seat, or an online seat someone holds) that no bot plays
// for.
func (s *state) timed(seat int) bool {
	st := s.rec.Seats[seat]
	return st.Standin == "" && (st.Kind == Local || st.Kind == Online && st.Claimed)
}

// botFor names the bot that plays seat ("" for a human): a bot seat's
// own, or the stand-in of a human seat.
func (s *state) botFor(seat int) string {
	st := s.rec.Seats[seat]
	if st.Kind == Bot {
		return st.Bot
	}
	return st.Standin
}

// setDeadlines gives every timed seat with an open decision a deadline
// (keeping the one it has if it is for the same decision), clears the
// others, saves them if they changed and arms the timer for the
// earliest. It runs after everything that changes who decides or who
// plays a seat, and after a table is loaded: a stored deadline for the
// decision still open is kept, so a restart never gives anyone more
// time, and one already past fires at once.
func (s *state) setDeadlines(ctx context.Context) {
	if !s.owner {
		return // the lease holder keeps the clocks (cluster.go)
	}
	// Another node saving the record first (a claim, a seat handed
	// over) makes the deadlines be worked out again over its record.
	for range 3 {
		if err := s.deadlines(ctx); !errors.Is(err, ErrStale) {
			break
		}
	}
	s.arm()
}

// deadlines is setDeadlines' one attempt.
func (s *state) deadlines(ctx context.Context) error {
	changed := false
	now := s.now()
	per := time.Duration(s.rec.Clock.Seconds) * time.Second
	for i := range s.rec.Seats {
		st := &s.rec.Seats[i]
		want := s.rec.Clock.Kind != "" && s.rec.Status == Playing && s.st != nil &&
			i < len(s.open) && s.open[i].pending && s.timed(i) && !s.ranOut(i)
		switch {
		case want && (st.Due.IsZero() || st.DueSeq != s.open[i].opened):
			st.Due, st.DueSeq = now.Add(per), s.open[i].opened
			changed = true
		case !want && !st.Due.IsZero():
			st.Due, st.DueSeq = time.Time{}, 0
			changed = true
		}
	}
	due := time.Time{}
	for _, st := range s.rec.Seats {
		if !st.Due.IsZero() && (due.IsZero() || st.Due.Before(due)) {
			due = st.Due
		}
	}
	if !due.Equal(s.rec.Due) {
		s.rec.Due, changed = due, true
	}
	if changed {
		if err := s.save(ctx); err != nil {
			if !errors.Is(err, ErrStale) {
				s.t.reg.log.Error("table: saving deadlines", "table", s.rec.Code, "err", err)
			}
			return err
		}
	}
	return nil
}

// arm schedules the earliest deadline's firing, replacing any earlier
// schedule.
func (s *state) arm() {
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	if s.rec.Due.IsZero() {
		return
	}
	t := s.t
	s.timer = t.reg.clock.AfterFunc(s.rec.Due.Sub(s.now()), func() {
		_ = t.do(context.Background(), func(s *state) { s.expire() })
	})
}

// expire plays, for every seat whose deadline has passed, the clock's
// bot in its place for that one decision (through the same path as any
// move, so the log stays the one record), counts the miss, and hands
// the seat to the bot once it has missed Clock.Misses in a row.
func (s *state) expire() {
	if s.rec.Status != Playing || s.st == nil || !s.owner {
		return
	}
	now := s.now()
	fired := false
	var handed []int
	for i := range s.rec.Seats {
		st := &s.rec.Seats[i]
		if st.Due.IsZero() || st.Due.After(now) || i >= len(s.open) || !s.open[i].pending || st.DueSeq != s.open[i].opened {
			continue
		}
		fired = true
		st.Due, st.DueSeq = time.Time{}, 0
		_ = s.ranOut(i) // sizes expired
		s.expired[i] = s.open[i].opened
		st.Missed++
		if st.Missed >= s.rec.Clock.Misses && st.Standin == "" {
			st.Standin = s.rec.Clock.Bot
			handed = append(handed, i)
		}
		s.t.reg.log.Info("table: time ran out", "table", s.rec.Code, "seat", i, "missed", st.Missed, "bot", s.rec.Clock.Bot)
		s.think(i, s.rec.Clock.Bot, true)
	}
	// setDeadlines saves what changed (or only re-arms if nothing did:
	// a timer that fired early, or for a decision already answered).
	s.setDeadlines(context.Background())
	// Everyone reads that the clock handed a seat to its bot, as they
	// read the host's hand-overs (the record is saved first).
	for _, i := range handed {
		s.note(context.Background(), i, NoticeClock, s.rec.Seats[i].Name)
	}
	if fired {
		s.broadcast()
	}
}

// ranOut reports whether seat's open decision is one whose time has
// run out (its bot is deciding): it gets no second deadline. This lives
// in memory only; a server that stops between the deadline and the
// bot's move gives the decision a new deadline when it starts.
func (s *state) ranOut(seat int) bool {
	if len(s.expired) != len(s.rec.Seats) {
		s.expired = make([]int64, len(s.rec.Seats))
		for i := range s.expired {
			s.expired[i] = -1
		}
	}
	return s.expired[seat] == s.open[seat].opened
}

// WatchClocks loads, now and then every the time given, each table
// whose earliest deadline falls within that time (store.DueTables), so
// that a clock runs out on time after a restart or after its table was
// unloaded, whether or not anybody visits. Call it once; every <= 0
// does nothing.
func (r *Registry) WatchClocks(every time.Duration) {
	if every <= 0 {
		return
	}
	r.watchEvery.Store(int64(every))
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			r.WakeDue(context.Background(), every)
			select {
			case <-tick.C:
			case <-r.stop:
				return
			}
		}
	}()
}

// WakeDue loads every table whose earliest deadline falls within the
// time within from now (a loaded table arms its own timer, and fires at
// once a deadline already past) and returns how many it found.
func (r *Registry) WakeDue(ctx context.Context, within time.Duration) int {
	codes, err := r.store.DueTables(ctx, r.clock.Now().Add(within), 1000)
	if err != nil {
		r.log.Error("table: finding tables whose clock runs out", "err", err)
		return 0
	}
	for _, code := range codes {
		if _, err := r.Get(ctx, code); err != nil {
			r.log.Error("table: loading a table whose clock runs out", "table", code, "err", err)
		}
	}
	return len(codes)
}
