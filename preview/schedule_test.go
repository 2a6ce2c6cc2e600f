package preview_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"evergreen/jobs"
	"evergreen/preview"
	"evergreen/store/memstore"
)

// TestStartedPreviewStopsUnwatched: a preview a Start asked for is
// stopped too once nobody has watched it or asked after it for
// IdleStop; one asked after keeps going.
func TestStartedPreviewStopsUnwatched(t *testing.T) {
	def := load(t, "")
	sink := &logSink{seen: make(chan struct{}, 1)}
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: slog.New(sink), IdleStop: 50 * time.Millisecond})
	defer r.Close()
	spec, _ := preview.Spec{Games: preview.MaxGames, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Start(ctx, def, spec); err != nil {
		t.Fatal(err)
	}
	<-sink.seen // bounded by the test's own timeout: the run has ended
	sink.mu.Lock()
	logged := strings.Join(sink.errs, "; ")
	sink.mu.Unlock()
	if !strings.Contains(logged, preview.ErrAbandoned.Error()) {
		t.Fatalf("logged %q, want %q", logged, preview.ErrAbandoned)
	}
	if st, err := r.Status(ctx, def, spec); err != nil || st.State == preview.StateRunning || st.State == preview.StateDone {
		t.Fatalf("an unwatched preview of %d games: %+v %v, want it stopped", preview.MaxGames, st.State, err)
	}
}

// TestPreviewsPerClient: one client may have MaxPerClient previews
// running; another client is not held up by that.
func TestPreviewsPerClient(t *testing.T) {
	def := load(t, "")
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet(), MaxPerClient: 1})
	defer r.Close()
	flood := jobs.WithClient(ctx, "203.0.113.9")
	big, _ := preview.Spec{Games: preview.MaxGames, Bots: []string{"random", "random"}}.Normalize(offer)
	other, _ := preview.Spec{Games: preview.MaxGames - 1, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Start(flood, def, big); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(flood, def, other); !errors.Is(err, preview.ErrBusy) || !strings.Contains(err.Error(), "you have 1 previews running") {
		t.Fatalf("the client's second preview: %v, want ErrBusy saying why", err)
	}
	small, _ := preview.Spec{Games: 5, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Start(jobs.WithClient(ctx, "198.51.100.7"), def, small); err != nil {
		t.Fatalf("another client's preview: %v", err)
	}
	if st := wait(t, r, def, small); st.State != preview.StateDone {
		t.Fatalf("another client's small preview, behind a flood of %d games: %+v", preview.MaxGames, st)
	}
}

// TestPreviewCostBounded: a preview dearer than the pool's MaxCost
// (games × seats × bot cost) is refused as a bad request naming games;
// the budget is charged the preview's cost, the default's games
// included.
func TestPreviewCostBounded(t *testing.T) {
	def := load(t, "")
	shared := load(t, `{"turn_counting":"shared"}`)
	var charged int64
	pool := jobs.New(jobs.Config{MaxCost: 1000, Charge: func(_ context.Context, _ string, cost int64) error {
		charged += cost
		return nil
	}})
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet(), Pool: pool})
	defer r.Close()
	dear, _ := preview.Spec{Games: 300, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Start(ctx, shared, dear); !errors.Is(err, preview.ErrSpec) || !strings.Contains(err.Error(), "games") {
		t.Fatalf("300 games × 2 seats × 2 rule sets with MaxCost 1000: %v, want a bad request about games", err)
	}
	ok, _ := preview.Spec{Games: 200, Bots: []string{"random", "random"}}.Normalize(offer)
	if _, err := r.Start(ctx, shared, ok); err != nil {
		t.Fatal(err)
	}
	if charged != 800 {
		t.Fatalf("charged %d for 200 games × 2 seats under two rule sets, want 800", charged)
	}
	wait(t, r, shared, ok)
}
