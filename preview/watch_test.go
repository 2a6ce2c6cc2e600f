package preview_test

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/preview"
	"evergreen/store/memstore"
)

// TestWatchStreamsInOrder watches a preview of a variant from start to
// end: the progress never goes back, and the last status is the full
// report of both rule sets, after which the stream closes.
func TestWatchStreamsInOrder(t *testing.T) {
	def := load(t, "")
	shared := load(t, `{"turn_counting":"shared"}`)
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet()})
	defer r.Close()
	spec, err := preview.Spec{Games: 40, Bots: []string{"random", "random"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := r.Watch(ctx, shared, spec)
	if err != nil {
		t.Fatal(err)
	}
	var got []preview.Status
	for st := range ch {
		got = append(got, st)
	}
	if len(got) == 0 {
		t.Fatal("no status streamed")
	}
	for i, st := range got {
		if i > 0 && st.Done < got[i-1].Done {
			t.Errorf("status %d: done %d after %d", i, st.Done, got[i-1].Done)
		}
		if i < len(got)-1 && st.State != preview.StateRunning {
			t.Errorf("status %d of %d is %s, want running", i, len(got), st.State)
		}
	}
	last := got[len(got)-1]
	if last.State != preview.StateDone || last.Done != 80 || last.Total != 80 || last.Result == nil || last.Default == nil ||
		last.Result.Report.Games != 40 || last.Default.Report.Games != 40 || len(last.Diffs) == 0 {
		t.Fatalf("last status = %+v", last)
	}
	// Watched again, the cached preview streams its done status alone.
	ch, err = r.Watch(ctx, shared, spec)
	if err != nil {
		t.Fatal(err)
	}
	var again []preview.Status
	for st := range ch {
		again = append(again, st)
	}
	if len(again) != 1 || again[0].State != preview.StateDone || again[0].Result == nil {
		t.Errorf("cached watch = %+v", again)
	}
}

// countingBot is the random bot, counting its decisions.
type countingBot struct {
	bots.Bot
	n *atomic.Int64
}

func (b countingBot) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	b.n.Add(1)
	return b.Bot.Choose(seat, view, legal, rng)
}

// logSink keeps the messages logged with an error, to see a preview stop.
type logSink struct {
	mu   sync.Mutex
	errs []string
	seen chan struct{}
}

func (l *logSink) Enabled(context.Context, slog.Level) bool { return true }
func (l *logSink) WithAttrs([]slog.Attr) slog.Handler       { return l }
func (l *logSink) WithGroup(string) slog.Handler            { return l }
func (l *logSink) Handle(_ context.Context, r slog.Record) error {
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "err" {
			l.mu.Lock()
			l.errs = append(l.errs, a.Value.String())
			l.mu.Unlock()
			select {
			case l.seen <- struct{}{}:
			default:
			}
		}
		return true
	})
	return nil
}

// TestWatchCancelStopsWorkers: when the only client watching a preview
// goes away, its games stop (the bots are asked nothing more), nothing
// is cached, and the next request starts it afresh.
func TestWatchCancelStopsWorkers(t *testing.T) {
	def := load(t, "")
	var decisions atomic.Int64
	sink := &logSink{seen: make(chan struct{}, 1)}
	cache := memstore.New()
	r := preview.NewRunner(preview.Config{
		Cache: cache, Game: nobles, Default: def, Logger: slog.New(sink), Workers: 2,
		NewBot: func(rs game.Rules, name string) (bots.Bot, error) {
			b, err := rs.Bots().New(name)
			return countingBot{b, &decisions}, err
		},
	})
	defer r.Close()
	spec, err := preview.Spec{Games: preview.MaxGames, Bots: []string{"random", "random"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithCancel(ctx)
	ch, err := r.Watch(wctx, def, spec)
	if err != nil {
		t.Fatal(err)
	}
	for st := range ch { // until some games are done
		if st.State != preview.StateRunning {
			t.Fatalf("status = %+v, want running", st)
		}
		if st.Done > 0 {
			break
		}
	}
	cancel()
	for range ch {
	}
	<-sink.seen // the run has ended: its workers have returned
	sink.mu.Lock()
	logged := strings.Join(sink.errs, "; ")
	sink.mu.Unlock()
	if !strings.Contains(logged, preview.ErrAbandoned.Error()) {
		t.Errorf("logged %q, want %q", logged, preview.ErrAbandoned)
	}
	stopped := decisions.Load()
	if stopped == 0 {
		t.Error("no game was begun")
	}
	after, err := r.Status(ctx, def, spec)
	if err != nil || after.State != preview.StateNone {
		t.Errorf("after the client left: %+v, %v (want none: nothing cached, not running)", after, err)
	}
	if _, err := cache.Preview(ctx, spec.Key(def.Code())); err == nil {
		t.Error("an abandoned preview was cached")
	}
	if n := decisions.Load(); n != stopped {
		t.Errorf("the bots made %d more decisions after the preview stopped", n-stopped)
	}
}

// TestWatchHeldByStart: a preview a Start asked for goes on when a
// client watching it leaves.
func TestWatchHeldByStart(t *testing.T) {
	def := load(t, "")
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet()})
	defer r.Close()
	spec, err := preview.Spec{Games: 30, Bots: []string{"random", "random"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(ctx, def, spec); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithCancel(ctx)
	ch, err := r.Watch(wctx, def, spec)
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	for range ch {
	}
	if st := wait(t, r, def, spec); st.State != preview.StateDone || st.Result == nil {
		t.Errorf("after the watcher left = %+v", st)
	}
}

// TestWatchBusy: a watch beyond MaxJobs is refused with ErrBusy before
// anything streams.
func TestWatchBusy(t *testing.T) {
	def := load(t, "")
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet(), MaxJobs: 1})
	defer r.Close()
	spec, _ := preview.Spec{Games: preview.MaxGames, Bots: []string{"random", "random"}}.Normalize(offer)
	ch, err := r.Watch(ctx, def, spec)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		r.Close()
		for range ch {
		}
	}()
	other, _ := preview.Spec{Games: 5, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Watch(ctx, def, other); !errors.Is(err, preview.ErrBusy) {
		t.Errorf("second watch: %v, want ErrBusy", err)
	}
}
