package preview

import (
	"context"

	"evergreen/game"
)

// Watch starts the preview of rs under spec (a normalized Spec) if it is
// neither cached nor running, and streams its status on the channel
// returned: the progress as it grows (Done never goes back), then the
// final status (done, with the results; or failed), after which the
// channel is closed. A cached preview streams its done status alone.
// Errors are Start's (ErrBusy, ErrClosed, the cache's).
//
// The stream ends early when ctx does (the client went away); the
// channel is then closed without a final status. A preview that no other
// client watches and no Start asked for is stopped at that moment: its
// workers quit after the games they are playing, and nothing of it is
// cached.
func (r *Runner) Watch(ctx context.Context, rs game.Rules, spec Spec) (<-chan Status, error) {
	st, j, err := r.begin(ctx, rs, spec, false)
	if err != nil {
		return nil, err
	}
	out := make(chan Status)
	if j == nil {
		go func() {
			defer close(out)
			select {
			case out <- st:
			case <-ctx.Done():
			}
		}()
		return out, nil
	}
	go func() {
		defer close(out)
		defer r.leave(j)
		last := Status{Done: -1}
		for {
			j.mu.Lock()
			st, changed := j.status, j.changed
			j.mu.Unlock()
			// Send only what is new: a slow reader skips the steps it
			// missed and always gets the latest.
			if st.State != last.State || st.Done > last.Done {
				select {
				case out <- st:
					last = st
				case <-ctx.Done():
					return
				}
				if st.State != StateRunning {
					return
				}
				continue
			}
			select {
			case <-changed:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// leave ends a Watch of j: the last watcher of a job no Start asked for
// stops it.
func (r *Runner) leave(j *job) {
	j.mu.Lock()
	j.watchers--
	stop := j.watchers == 0 && !j.held && j.status.State == StateRunning
	j.mu.Unlock()
	if stop {
		j.cancel()
	}
}
