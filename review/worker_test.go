package review_test

import (
	"context"
	"encoding/json"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/jobs"
	"evergreen/jobs/jobstest"
	"evergreen/review"
	"evergreen/store"
	"evergreen/store/memstore"
)

// The test binary is its own worker process (jobstest).
func TestMain(m *testing.M) {
	jobstest.Main(m, map[string]jobs.Handler{review.JobKind: review.WorkerHandler(game.MustList(highest.New()))})
}

// TestReviewInWorker: a stored table's review made in a worker process
// streams its decisions and is, byte for byte, the review the runner
// makes in its own process with the same seed.
func TestReviewInWorker(t *testing.T) {
	g, r := playHighest(t, 5, "ismcts", "random")
	rec := store.Table{Code: "WRK111", Game: "highest", Status: store.StatusEnded, Seed: 5,
		Seats: []store.Seat{{Seat: 0, Kind: store.KindBot, Bot: "ismcts"}, {Seat: 1, Kind: store.KindLocal, Name: "Ada"}}}
	var moves []store.Move
	for i, m := range g.Moves {
		b, err := json.Marshal(m.Move)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, store.Move{Seq: int64(i + 1), Seat: int(m.Seat), Move: b})
	}
	load := func(context.Context) (*review.Table, error) {
		return review.FromStore(game.MustList(highest.New()), r.Doc(), rec, moves)
	}
	reviewed := func(pool *jobs.Pool) (json.RawMessage, int) {
		s := memstore.New()
		keptTable(t, s, rec.Code)
		run := review.NewRunner(review.RunnerConfig{Cache: s, Seed: 2, Samples: 16, Slots: pool})
		defer run.Close()
		ch, err := run.Watch(context.Background(), rec.Code, load)
		if err != nil {
			t.Fatal(err)
		}
		decisions := 0
		var last review.Event
		for e := range ch {
			if e.Kind == "decision" {
				decisions++
			}
			last = e
		}
		if last.Kind != "done" {
			t.Fatalf("the review ended with %+v", last)
		}
		return last.Report, decisions
	}
	here, n := reviewed(jobs.New(jobs.Config{Slots: 1}))
	there, m := reviewed(jobs.New(jobs.Config{Slots: 1, Command: jobstest.Command(t)}))
	if string(here) != string(there) || n != m || n == 0 {
		t.Errorf("in a worker process: %d decisions streamed, report\n%.300s\nhere: %d decisions, report\n%.300s", m, there, n, here)
	}
	// And it was made there: with no worker to start, the review fails.
	s := memstore.New()
	keptTable(t, s, rec.Code)
	run := review.NewRunner(review.RunnerConfig{Cache: s, Samples: 16, Slots: jobs.New(jobs.Config{Command: []string{"/nonexistent/evergreen"}})})
	defer run.Close()
	ch, err := run.Watch(context.Background(), rec.Code, load)
	if err != nil {
		t.Fatal(err)
	}
	var last review.Event
	for e := range ch {
		last = e
	}
	if last.Kind != "failed" {
		t.Errorf("with no worker to start, the review ended %+v; want it failed", last)
	}
}
