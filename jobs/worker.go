package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
)

// Handler does one kind of job in a worker process: it reads its
// request, takes a slot from w for each step (w.Acquire, as it would
// from a Pool), reports progress with w.Event and returns its result,
// which is sent as JSON.
type Handler func(ctx context.Context, request json.RawMessage, w *Worker) (any, error)

// Worker is the worker process's side of the conversation with the
// server that started it (Pool.Run).
type Worker struct {
	mu      sync.Mutex
	enc     *json.Encoder
	next    int
	waiting map[int]chan error // the steps waiting for their slot, by id
}

func (w *Worker) send(m fromWorker) {
	w.mu.Lock()
	defer w.mu.Unlock()
	_ = w.enc.Encode(m) // a server gone ends the worker through its input
}

// Acquire asks the server for a slot for one step and waits for it; the
// function returned gives it back (call it once). It has the shape of
// Pool.Acquire, so that a job's code runs alike in either process.
func (w *Worker) Acquire(ctx context.Context) (func(), error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	ready := make(chan error, 1)
	w.mu.Lock()
	w.next++
	id := w.next
	w.waiting[id] = ready
	w.mu.Unlock()
	w.send(fromWorker{Acquire: id})
	select {
	case err := <-ready:
		if err != nil {
			return nil, err
		}
		var once sync.Once
		return func() { once.Do(func() { w.send(fromWorker{Release: id}) }) }, nil
	case <-ctx.Done():
		w.mu.Lock()
		_, still := w.waiting[id]
		delete(w.waiting, id)
		w.mu.Unlock()
		if !still { // granted just now: give it back
			if err := <-ready; err == nil {
				w.send(fromWorker{Release: id})
			}
		}
		return nil, ctx.Err()
	}
}

// Event reports progress to the server (Pool.Run's event function).
func (w *Worker) Event(v any) {
	b, err := json.Marshal(v)
	if err == nil {
		w.send(fromWorker{Event: b})
	}
}

// answer hands a grant or a refusal to the step waiting for it; a grant
// nobody waits for any more goes back at once.
func (w *Worker) answer(m toWorker) {
	id, err := m.Grant, error(nil)
	if m.Deny > 0 {
		id, err = m.Deny, errors.New(m.Error)
	}
	w.mu.Lock()
	ready, ok := w.waiting[id]
	delete(w.waiting, id)
	w.mu.Unlock()
	switch {
	case ok:
		ready <- err
	case err == nil && id > 0:
		w.send(fromWorker{Release: id})
	}
}

// Serve is a worker process's whole life: it reads the job from in,
// runs the handler of its kind and writes its result to out. It stops
// the job when in ends (the server went away, or killed it). The error
// is for the worker's own exit status; the server has been told.
func Serve(ctx context.Context, in io.Reader, out io.Writer, handlers map[string]Handler) error {
	w := &Worker{enc: json.NewEncoder(out), waiting: map[int]chan error{}}
	dec := json.NewDecoder(in)
	var job toWorker
	if err := dec.Decode(&job); err != nil {
		return fmt.Errorf("jobs: reading the job: %w", err)
	}
	handler, ok := handlers[job.Kind]
	if !ok {
		err := fmt.Errorf("jobs: this worker does no job of kind %q", job.Kind)
		w.send(fromWorker{Error: err.Error()})
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		defer cancel()
		for {
			var m toWorker
			if err := dec.Decode(&m); err != nil {
				return
			}
			w.answer(m)
		}
	}()
	res, err := handler(ctx, job.Request, w)
	if err == nil {
		var b []byte
		if b, err = json.Marshal(res); err == nil {
			w.send(fromWorker{Result: b})
			return nil
		}
	}
	w.send(fromWorker{Error: err.Error()})
	return err
}
