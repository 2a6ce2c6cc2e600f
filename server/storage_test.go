package server_test

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	"evergreen/server"
	"evergreen/store"
	"evergreen/store/memstore"
)

// pausable is a store that stops answering while paused: its reads and
// its move writes wait until their context ends, as a frozen database
// server's do.
type pausable struct {
	store.Store
	paused atomic.Bool
	// hungWrites counts the moves sent to it while paused.
	hungWrites atomic.Int64
}

func (p *pausable) hang(ctx context.Context) error {
	if !p.paused.Load() {
		return nil
	}
	<-ctx.Done()
	return ctx.Err()
}

func (p *pausable) Table(ctx context.Context, code string) (store.Table, error) {
	if err := p.hang(ctx); err != nil {
		return store.Table{}, err
	}
	return p.Store.Table(ctx, code)
}

func (p *pausable) AppendMove(ctx context.Context, code string, m store.Move) error {
	if p.paused.Load() {
		p.hungWrites.Add(1)
	}
	if err := p.hang(ctx); err != nil {
		return err
	}
	return p.Store.AppendMove(ctx, code, m)
}

// TestStoreNotAnswering: while the store does not answer, /api/health
// says so and a move is refused with 503 and words saying it was not
// made (not "shutting down", not a hang); once it answers again the
// same move is made, and it was made once. The refusal comes without
// waiting on the store: no move is sent to it while it is known not to
// answer.
func TestStoreNotAnswering(t *testing.T) {
	st := &pausable{Store: memstore.New()}
	ts, _ := hardened(t, server.Config{Store: st, StoreProbe: 10 * time.Millisecond})
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code := out["code"].(string)
	host.token = out["token"].(string)
	host.do("POST", "/api/tables/"+code+"/start", "{}")
	health := func() (ok, storeOK bool) {
		_, h, _ := host.do("GET", "/api/health", "")
		s, _ := h["store"].(map[string]any)
		return h["ok"] == true, s["ok"] == true
	}
	until := func(what string, cond func() bool) { eventually(t, what, cond) }
	if ok, sok := health(); !ok || !sok {
		t.Fatalf("health before the pause: ok %v, store ok %v", ok, sok)
	}
	st.paused.Store(true)
	until("health says the store is not answering", func() bool { ok, sok := health(); return !ok && !sok })
	status, reply, raw := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`)
	e, _ := reply["error"].(map[string]any)
	if status != 503 || e["code"] != "storage" || e["message"] != "the table's storage is not answering; your move was not made: try again in a few seconds" {
		t.Fatalf("a move while the store is paused: %d %s", status, raw)
	}
	if n := st.hungWrites.Load(); n != 0 {
		t.Fatalf("%d moves were sent to the paused store, waiting on it: the store was known not to answer, so none should be", n)
	}
	st.paused.Store(false)
	until("health says the store answers again", func() bool { ok, sok := health(); return ok && sok })
	if status, _, raw := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`); status != 200 {
		t.Fatalf("the move once the store answers: %d %s", status, raw)
	}
	_, _, raw = host.do("GET", "/api/tables/"+code+"/view?seat=0", "")
	var view struct{ Seq int }
	_ = json.Unmarshal(raw, &view)
	if view.Seq != 1 {
		t.Fatalf("the table is at move %d, want 1: the refused move was not made", view.Seq)
	}
}

// eventually waits until cond holds, asking every 10 ms, and fails the
// test after a minute: a bound on the test, not a measure of speed.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 6000 {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
