package table

import (
	"context"
	"errors"
	"fmt"
	"time"

	"evergreen/store"
)

// Store health: whether the store answers, so that a move is refused at
// once, and said to be refused, while it does not (rather than hanging
// until the player's browser gives up), and so that /api/health can say
// so. WatchStore probes the store with a cheap read now and then; a
// write that fails marks it down at once, a probe answered marks it up.

// ErrStorage: the store is not answering; the move (or change) was not
// sent to it, so nothing was made.
var ErrStorage = errors.New("table: the table's storage is not answering")

// StoreState is what the registry knows of its store.
type StoreState struct {
	OK bool `json:"ok"`
	// Since is when it last changed (zero: it has answered since the
	// registry began).
	Since time.Time `json:"since,omitzero"`
	// Error is why it is down, in the store's words.
	Error string `json:"error,omitempty"`
}

// healthProbe is the code the probe reads: no table has it.
const healthProbe = "health-probe"

// WatchStore probes the store every every, each probe given wait to be
// answered, until the registry closes. every <= 0: no probing; moves are
// then always sent (a write that fails still marks the store down, and
// one that succeeds up).
func (r *Registry) WatchStore(every, wait time.Duration) {
	if every <= 0 {
		return
	}
	r.health.Lock()
	r.health.probing = true
	r.health.Unlock()
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-r.stop:
				return
			case <-t.C:
			}
			ctx, cancel := context.WithTimeout(context.Background(), wait)
			_, err := r.store.Table(ctx, healthProbe)
			cancel()
			if err != nil && !errors.Is(err, store.ErrNotFound) {
				r.storeDown(err)
			} else {
				r.storeUp()
			}
		}
	}()
}

// Store reports the store's state.
func (r *Registry) Store() StoreState {
	r.health.Lock()
	defer r.health.Unlock()
	return r.health.state
}

func (r *Registry) storeDown(err error) {
	r.health.Lock()
	defer r.health.Unlock()
	if r.health.state.OK {
		r.health.state.Since = time.Now()
		r.log.Error("table: the store is not answering", "err", err)
	}
	r.health.state.OK, r.health.state.Error = false, err.Error()
}

func (r *Registry) storeUp() {
	r.health.Lock()
	defer r.health.Unlock()
	if !r.health.state.OK {
		r.log.Info("table: the store answers again")
		r.health.state = StoreState{OK: true, Since: time.Now()}
	}
}

// storeAnswers reports whether a write is worth sending: the store is
// not known to be down, or nothing probes it (then only a write can find
// it answering again).
func (r *Registry) storeAnswers() bool {
	r.health.Lock()
	defer r.health.Unlock()
	return r.health.state.OK || !r.health.probing
}

// moveWait bounds how long a move waits to be handed to the store (a
// connection, a place in the group commit): past it, nothing has been
// sent and the move is refused as not made.
const moveWait = 3 * time.Second

// appendMove writes a move unless the store is known to be down, giving
// it moveWait to be taken. An error wrapping ErrStorage means nothing
// was written; any failure other than a conflict marks the store down
// until a probe finds it answering.
func (s *state) appendMove(ctx context.Context, m store.Move) error {
	r := s.t.reg
	if !r.storeAnswers() {
		return fmt.Errorf("%w; your move was not made", ErrStorage)
	}
	ctx, cancel := context.WithTimeout(ctx, moveWait)
	defer cancel()
	err := r.store.AppendMove(ctx, s.rec.Code, m)
	switch {
	case err == nil:
		r.storeUp()
	case errors.Is(err, store.ErrConflict), errors.Is(err, store.ErrNotFound):
	case errors.Is(err, store.ErrUnanswered):
		r.storeDown(err) // sent: it may be stored, so never "not made"
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		r.storeDown(err)
		return fmt.Errorf("%w; your move was not made: %w", ErrStorage, err)
	default:
		r.storeDown(err)
	}
	return err
}
