package review_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"

	"evergreen/engine"
	"evergreen/review"
	"evergreen/store"
	"evergreen/store/memstore"
)

// keptTable stores an empty record for code, so that a review can be
// kept with it.
func keptTable(t *testing.T, s store.Store, code string) {
	t.Helper()
	if err := s.CreateTable(context.Background(), store.Table{Code: code, Game: "highest", Status: store.StatusEnded}); err != nil {
		t.Fatal(err)
	}
}

// TestRunner: a review streams its decisions and luck, then the report;
// the report is kept, and asking again reads it instead of reviewing the
// game a second time.
func TestRunner(t *testing.T) {
	s := memstore.New()
	keptTable(t, s, "RUN111")
	g, r := playHighest(t, 4, "ismcts", "random")
	var loads atomic.Int32
	load := func(context.Context) (*review.Table, error) {
		loads.Add(1)
		return &review.Table{Rules: r, Game: g, People: []engine.Seat{1}}, nil
	}
	run := review.NewRunner(review.RunnerConfig{Cache: s, Seed: 2})
	defer run.Close()
	ch, err := run.Watch(context.Background(), "RUN111", load)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	var last review.Event
	for e := range ch {
		kinds = append(kinds, e.Kind)
		last = e
	}
	if last.Kind != "done" || len(kinds) < 4 || kinds[0] != "decision" {
		t.Fatalf("events %v, last %+v; want decisions and luck, then done", kinds, last)
	}
	var rep review.Report
	if err := json.Unmarshal(last.Report, &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Seats) != 1 || rep.Seats[0].Seat != 1 {
		t.Errorf("reviewed seats %+v, want the person's (seat 1) alone", rep.Seats)
	}
	kept, err := run.Stored(context.Background(), "RUN111")
	if err != nil || string(kept) != string(last.Report) {
		t.Errorf("kept %q, %v; want the report streamed", kept, err)
	}
	again, err := run.Watch(context.Background(), "RUN111", load)
	if err != nil {
		t.Fatal(err)
	}
	if e := <-again; e.Kind != "done" || string(e.Report) != string(last.Report) || loads.Load() != 1 {
		t.Errorf("asked again: %s event after %d loads; want the kept report without a second review", e.Kind, loads.Load())
	}
}

// TestRunnerFails: a table that cannot be read ends in a "failed" event
// saying why, and nothing is kept.
func TestRunnerFails(t *testing.T) {
	s := memstore.New()
	keptTable(t, s, "RUN222")
	run := review.NewRunner(review.RunnerConfig{Cache: s})
	defer run.Close()
	ch, err := run.Watch(context.Background(), "RUN222", func(context.Context) (*review.Table, error) {
		return nil, review.ErrNotEnded
	})
	if err != nil {
		t.Fatal(err)
	}
	e := <-ch
	if e.Kind != "failed" || e.Error != review.ErrNotEnded.Error() {
		t.Errorf("event %+v, want failed with the reason", e)
	}
	if kept, err := run.Stored(context.Background(), "RUN222"); kept != nil || err != nil {
		t.Errorf("kept %q, %v after a failure", kept, err)
	}
}

// TestRunnerBusy: with its one worker busy and its queue full, the runner
// refuses more reviews rather than letting them pile up.
func TestRunnerBusy(t *testing.T) {
	s := memstore.New()
	release := make(chan struct{})
	blocked := func(ctx context.Context) (*review.Table, error) {
		select {
		case <-release:
		case <-ctx.Done():
		}
		return nil, errors.New("stopped")
	}
	run := review.NewRunner(review.RunnerConfig{Cache: s, Workers: 1, Queue: 1})
	defer run.Close()
	defer close(release)
	var busy error
	for _, code := range []string{"BSY111", "BSY222", "BSY333", "BSY444"} {
		if _, err := run.Watch(context.Background(), code, blocked); err != nil {
			busy = err
		}
	}
	if !errors.Is(busy, review.ErrBusy) {
		t.Errorf("four reviews at once on one worker and a queue of one: %v, want ErrBusy", busy)
	}
}

// TestFromStoreNotEnded: a table whose game is not over is not reviewed.
func TestFromStoreNotEnded(t *testing.T) {
	_, err := review.FromStore(nil, nil, store.Table{Code: "PLY111", Status: store.StatusPlaying}, nil)
	if !errors.Is(err, review.ErrNotEnded) {
		t.Errorf("FromStore(a game under way) = %v, want ErrNotEnded", err)
	}
}

// TestAcquire: a review takes a slot of its pool for each move it looks
// at and gives each back, and stops when the pool refuses.
func TestAcquire(t *testing.T) {
	g, r := playHighest(t, 6, "ismcts", "random")
	judge, _ := review.JudgeFor(r, "")
	taken, given := 0, 0
	acquire := func(context.Context) (func(), error) {
		taken++
		return func() { given++ }, nil
	}
	if _, err := review.Run(context.Background(), g, judge, review.Config{Samples: 8, Acquire: acquire}); err != nil {
		t.Fatal(err)
	}
	if taken != len(g.Moves) || given != taken {
		t.Errorf("%d slots taken and %d given back for %d moves; want one each a move", taken, given, len(g.Moves))
	}
	full := errors.New("full")
	_, err := review.Run(context.Background(), g, judge, review.Config{Samples: 8, Acquire: func(context.Context) (func(), error) { return nil, full }})
	if !errors.Is(err, full) {
		t.Errorf("a pool that refuses: %v, want its error", err)
	}
}
