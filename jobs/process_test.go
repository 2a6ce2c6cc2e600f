package jobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"evergreen/jobs"
	"evergreen/jobs/jobstest"
)

// The test binary is its own worker process (jobstest).
func TestMain(m *testing.M) { jobstest.Main(m, testHandlers) }

// counted is what the "count" job reports.
type counted struct {
	Steps int `json:"steps"`
	// Nices is the nice value of each of the worker's threads.
	Nices []string `json:"nices"`
	// Policies is each thread's scheduling policy (0 normal, 5 idle).
	Policies []string `json:"policies"`
}

var testHandlers = map[string]jobs.Handler{
	// count takes a slot for each of n steps, saying so after each.
	"count": func(ctx context.Context, req json.RawMessage, w *jobs.Worker) (any, error) {
		var n int
		if err := json.Unmarshal(req, &n); err != nil {
			return nil, err
		}
		for i := range n {
			release, err := w.Acquire(ctx)
			if err != nil {
				return nil, err
			}
			w.Event(i + 1)
			release()
		}
		c := counted{Steps: n}
		c.Nices, c.Policies = threadPriorities()
		return c, nil
	},
	// crash panics.
	"crash": func(context.Context, json.RawMessage, *jobs.Worker) (any, error) { panic("the worker broke") },
	// hang says its process id, then waits for ever (until killed).
	"hang": func(ctx context.Context, _ json.RawMessage, w *jobs.Worker) (any, error) {
		w.Event(os.Getpid())
		<-ctx.Done()
		time.Sleep(time.Hour) // a worker told to stop by its input alone would linger here
		return nil, ctx.Err()
	},
}

// threadPriorities reads every thread's nice value and policy from
// /proc (fields 19 and 41 of stat).
func threadPriorities() (nices, policies []string) {
	tasks, _ := filepath.Glob("/proc/self/task/*/stat")
	for _, f := range tasks {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		// The command name, in parentheses, may hold spaces.
		fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
		nices = append(nices, fields[19-3])
		policies = append(policies, fields[41-3])
	}
	return nices, policies
}

func workerPool(t *testing.T, cfg jobs.Config) *jobs.Pool {
	cfg.Command = jobstest.Command(t)
	return jobs.New(cfg)
}

// TestWorkerProcess: a job run in a worker process takes the pool's
// slots step by step, reports its progress and its result, and every
// thread of the worker runs at the lowest priority (on Linux).
func TestWorkerProcess(t *testing.T) {
	p := workerPool(t, jobs.Config{Slots: 1})
	var events []int
	raw, err := p.Run(context.Background(), "count", 5, func(e json.RawMessage) {
		var i int
		if err := json.Unmarshal(e, &i); err != nil {
			t.Error(err)
		}
		events = append(events, i)
	})
	if err != nil {
		t.Fatal(err)
	}
	var c counted
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	if c.Steps != 5 || len(events) != 5 || events[4] != 5 {
		t.Errorf("steps %d, events %v; want 5 steps, events 1…5", c.Steps, events)
	}
	if runtime.GOOS == "linux" {
		if len(c.Nices) == 0 {
			t.Fatal("the worker read no thread of its own")
		}
		for i := range c.Nices {
			if c.Nices[i] != "19" || c.Policies[i] != "5" {
				t.Errorf("worker thread %d: nice %s, policy %s; want nice 19 and the idle policy (5)", i, c.Nices[i], c.Policies[i])
			}
		}
	}
	waitFor(t, p, func(s jobs.Stats) bool { return s.Busy == 0 })
}

// TestWorkerWaitsForItsSlot: the worker's steps wait in the server's
// queue like any other: while the only slot is held, it makes no step.
func TestWorkerWaitsForItsSlot(t *testing.T) {
	p := workerPool(t, jobs.Config{Slots: 1})
	hold, err := p.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	stepped := make(chan struct{}, 8)
	done := make(chan error, 1)
	go func() {
		_, err := p.Run(context.Background(), "count", 2, func(json.RawMessage) { stepped <- struct{}{} })
		done <- err
	}()
	waitFor(t, p, func(s jobs.Stats) bool { return s.Waiting == 1 })
	select {
	case <-stepped:
		t.Fatal("the worker made a step while the only slot was held")
	default:
	}
	hold()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(stepped) != 2 {
		t.Errorf("%d steps reported, want 2", len(stepped))
	}
}

// TestWorkerKilledWhenCancelled: ending the job's context kills its
// worker process; Run answers the context's error.
func TestWorkerKilledWhenCancelled(t *testing.T) {
	p := workerPool(t, jobs.Config{Slots: 1})
	ctx, cancel := context.WithCancel(context.Background())
	pid := make(chan int, 1)
	done := make(chan error, 1)
	go func() {
		_, err := p.Run(ctx, "hang", nil, func(e json.RawMessage) {
			var n int
			_ = json.Unmarshal(e, &n)
			pid <- n
		})
		done <- err
	}()
	worker := <-pid
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Run: %v, want the context's error", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return within 10 s of the cancellation")
	}
	if err := syscall.Kill(worker, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("the worker process %d is still there after Run returned (%v)", worker, err)
	}
}

// TestWorkerUnknownKind: a worker asked for a job it does not do says so.
func TestWorkerUnknownKind(t *testing.T) {
	p := workerPool(t, jobs.Config{})
	_, err := p.Run(context.Background(), "paint", nil, nil)
	if err == nil || !strings.Contains(err.Error(), `no job of kind "paint"`) {
		t.Errorf("Run: %v, want a refusal naming the kind", err)
	}
}

// TestWorkerCrash: a worker that dies without an answer is reported as
// ErrWorker with the first line it wrote (the panic's message), not its
// whole stack.
func TestWorkerCrash(t *testing.T) {
	p := workerPool(t, jobs.Config{})
	_, err := p.Run(context.Background(), "crash", nil, nil)
	if !errors.Is(err, jobs.ErrWorker) || !strings.Contains(err.Error(), "the worker broke") || strings.Contains(err.Error(), "goroutine") {
		t.Errorf("Run: %v; want ErrWorker with the panic's message alone", err)
	}
}
