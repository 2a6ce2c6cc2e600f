package preview_test

import (
	"encoding/json"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/jobs"
	"evergreen/jobs/jobstest"
	"evergreen/preview"
	"evergreen/sim"
	"evergreen/store/memstore"
)

// The test binary is its own worker process (jobstest).
func TestMain(m *testing.M) {
	jobstest.Main(m, map[string]jobs.Handler{preview.JobKind: preview.WorkerHandler(game.MustList(nobles))})
}

// TestWorkerProcessSameReport: a preview played in a worker process
// gives, for the same seed, the very report played in the server's own
// process, and the worker took the pool's slot for each game.
func TestWorkerProcessSameReport(t *testing.T) {
	shared := load(t, `{"turn_counting":"shared"}`)
	spec, err := preview.Spec{Games: 6, Bots: []string{"random", "steward-lite", "random"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	report := func(pool *jobs.Pool) []byte {
		r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: load(t, ""), Logger: quiet(), Pool: pool})
		defer r.Close()
		if _, err := r.Start(ctx, shared, spec); err != nil {
			t.Fatal(err)
		}
		st := wait(t, r, shared, spec)
		if st.State != preview.StateDone {
			t.Fatalf("preview: %+v", st)
		}
		// The speed and the bots' thinking times are the clock's; their
		// decision counts stay.
		for _, rep := range []*sim.Report{st.Result.Report, st.Default.Report} {
			rep.Speed = sim.Speed{}
			for i := range rep.ByBot {
				if th := rep.ByBot[i].Think; th != nil {
					*th = sim.Think{Decisions: th.Decisions}
				}
			}
		}
		b, err := json.Marshal([]any{st.Result.Report, st.Default.Report, st.Diffs})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	here := report(jobs.New(jobs.Config{Slots: 1}))
	there := report(jobs.New(jobs.Config{Slots: 1, Command: jobstest.Command(t)}))
	if string(here) != string(there) {
		i := 0
		for i < len(here) && i < len(there) && here[i] == there[i] {
			i++
		}
		t.Errorf("the worker's reports differ from this process's at byte %d:\nhere:  …%.300s\nthere: …%.300s", i, here[max(0, i-100):], there[max(0, i-100):])
	}
	// And the games were played there: with no worker to start, the
	// preview fails saying so.
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: load(t, ""), Logger: quiet(),
		Pool: jobs.New(jobs.Config{Command: []string{"/nonexistent/evergreen"}})})
	defer r.Close()
	if _, err := r.Start(ctx, shared, spec); err != nil {
		t.Fatal(err)
	}
	if st := wait(t, r, shared, spec); st.State != preview.StateFailed || !strings.Contains(st.Error, "background worker") {
		t.Errorf("with no worker to start: %+v, want a failure naming the worker", st)
	}
}
