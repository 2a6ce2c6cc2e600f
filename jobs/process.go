package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"strings"
	"sync"
)

// Background work in a process of its own.
//
// A job run in the server's own process shares its scheduler, its heap
// and its collector with the live tables: even on a slot that rests
// three quarters of the time, a flood of balance previews doubled the
// tables' slowest moves. A Pool given Config.Command runs such jobs in a
// worker process instead (Run), started at the operating system's
// lowest priority, so that the kernel gives it a core only when the
// server leaves one idle; the worker still asks the Pool for a slot
// before each step (the fair queue, the rest of Duty and the budgets
// stay the server's), and it is killed the moment the job's context
// ends (the job was abandoned, the server is closing).
//
// The two processes speak JSON, one message a line. The server writes
// the job first ({"kind", "request"}), then answers each request for a
// slot ({"grant": id} or {"deny": id, "error"}); the worker asks for a
// slot ({"acquire": id}), gives it back ({"release": id}), reports
// progress ({"event"}) and ends with {"result"} or {"error"}.

// toWorker is a line from the server to a worker.
type toWorker struct {
	Kind    string          `json:"kind,omitempty"`
	Request json.RawMessage `json:"request,omitempty"`
	Grant   int             `json:"grant,omitempty"`
	Deny    int             `json:"deny,omitempty"`
	Error   string          `json:"error,omitempty"`
}

// fromWorker is a line from a worker to the server.
type fromWorker struct {
	Acquire int             `json:"acquire,omitempty"`
	Release int             `json:"release,omitempty"`
	Event   json.RawMessage `json:"event,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   string          `json:"error,omitempty"`
}

// ErrWorker wraps the failure of a worker process that ended without
// an answer (it crashed, or could not start).
var ErrWorker = errors.New("jobs: the background worker failed")

// InProcess reports whether the pool runs its jobs in the server's own
// process (it has no Config.Command): Run is then not available.
func (p *Pool) InProcess() bool { return len(p.cfg.Command) == 0 }

// Run does a job of kind in a new worker process (Config.Command) at
// the lowest priority: request is sent to the worker's Handler for
// kind (Serve), each event it reports is handed to event, and its
// result is returned. The worker takes a slot of p for each step of its
// work as the client of ctx; it is killed when ctx ends, and Run then
// returns ctx's error.
func (p *Pool) Run(ctx context.Context, kind string, request any, event func(json.RawMessage)) (json.RawMessage, error) {
	if p.InProcess() {
		return nil, fmt.Errorf("%w: this server has no worker command", ErrWorker)
	}
	req, err := json.Marshal(request)
	if err != nil {
		return nil, fmt.Errorf("jobs: the %s request: %w", kind, err)
	}
	cmd := exec.Command(p.cfg.Command[0], p.cfg.Command[1:]...)
	stderr := &head{max: 4096}
	cmd.Stderr = stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := startLow(cmd); err != nil {
		return nil, fmt.Errorf("%w: starting %s: %v", ErrWorker, p.cfg.Command[0], err)
	}
	ended := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			_ = cmd.Process.Kill()
		case <-ended:
		}
	}()
	// Slots still asked for when the worker ends are not waited for.
	asking, stop := context.WithCancel(ctx)
	defer stop()
	w := &talk{pool: p, ctx: asking, enc: json.NewEncoder(in), held: map[int]func(){}}
	w.send(toWorker{Kind: kind, Request: req})
	res, msg := w.listen(json.NewDecoder(out), event)
	close(ended)
	stop()
	denied := w.end()
	in.Close()
	waitErr := cmd.Wait()
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case denied != nil:
		return nil, denied
	case res != nil:
		return res, nil
	case msg != "":
		return nil, errors.New(msg)
	}
	// The worker's first line says why (its own error, or a panic's
	// message); the rest of a crash is for the operator, not the client.
	why, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
	return nil, fmt.Errorf("%w: it ended without an answer (%v): %.200s", ErrWorker, waitErr, why)
}

// talk is the server's side of one worker's conversation.
type talk struct {
	pool *Pool
	ctx  context.Context

	mu     sync.Mutex
	enc    *json.Encoder
	held   map[int]func() // the slots granted, by id, not yet given back
	denied error          // the first slot refused: the job's error
	ended  bool           // the worker has ended: a slot granted now goes back at once
}

func (w *talk) send(m toWorker) {
	w.mu.Lock()
	defer w.mu.Unlock()
	_ = w.enc.Encode(m) // a worker gone is seen by the reader
}

// listen reads the worker's lines until it ends, serving its requests
// for slots, and returns its result or its error.
func (w *talk) listen(dec *json.Decoder, event func(json.RawMessage)) (json.RawMessage, string) {
	for {
		var m fromWorker
		if err := dec.Decode(&m); err != nil {
			return nil, ""
		}
		switch {
		case m.Acquire > 0:
			go w.acquire(m.Acquire)
		case m.Release > 0:
			w.mu.Lock()
			release := w.held[m.Release]
			delete(w.held, m.Release)
			w.mu.Unlock()
			if release != nil {
				go release() // it may rest (Duty) before the slot is handed on
			}
		case m.Event != nil:
			if event != nil {
				event(m.Event)
			}
		case m.Result != nil:
			return m.Result, ""
		case m.Error != "":
			return nil, m.Error
		}
	}
}

// acquire waits for a slot for the worker's step id and grants it, or
// refuses it with the pool's reason.
func (w *talk) acquire(id int) {
	release, err := w.pool.Acquire(w.ctx)
	if err != nil {
		w.mu.Lock()
		if w.denied == nil {
			w.denied = err
		}
		w.mu.Unlock()
		w.send(toWorker{Deny: id, Error: err.Error()})
		return
	}
	w.mu.Lock()
	if w.ended {
		w.mu.Unlock()
		go release()
		return
	}
	w.held[id] = release
	w.mu.Unlock()
	w.send(toWorker{Grant: id})
}

// end gives back every slot the worker, now ended, still held, and
// returns the first refusal of a slot, if any.
func (w *talk) end() error {
	w.mu.Lock()
	w.ended = true
	held := w.held
	w.held = map[int]func(){}
	denied := w.denied
	w.mu.Unlock()
	for _, release := range held {
		go release()
	}
	return denied
}

// LowerThisThread locks the calling goroutine to its thread for good
// and gives the thread the lowest priority an unprivileged process may
// take (lowerThread: the idle policy, nice 19), so that work done on it
// takes a core only when the live tables leave one idle. Call it first
// in a goroutine that does only background work: the thread ends with
// the goroutine, so no other goroutine ever runs at that priority.
func LowerThisThread() {
	runtime.LockOSThread()
	lowerThread()
}

// startLow starts cmd from a thread of its own lowered to the lowest
// priority (lowerThread), so that the process and every thread it ever
// makes inherit that priority from its first instruction. The thread
// is never unlocked: it ends with the goroutine, and its priority with
// it, so no other goroutine of the server runs at that priority.
func startLow(cmd *exec.Cmd) error {
	errc := make(chan error, 1)
	go func() {
		LowerThisThread()
		errc <- cmd.Start()
	}()
	return <-errc
}

// head keeps the first max bytes written to it (a worker's complaints).
type head struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (h *head) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.b = append(h.b, p[:min(len(p), h.max-len(h.b))]...)
	return len(p), nil
}

func (h *head) String() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return string(bytes.ToValidUTF8(h.b, nil))
}
