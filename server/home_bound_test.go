package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"evergreen/server"
	"evergreen/store"
	"evergreen/store/memstore"
)

// countingStore counts the table records read.
type countingStore struct {
	store.Store
	reads atomic.Int64
}

func (c *countingStore) Table(ctx context.Context, code string) (store.Table, error) {
	c.reads.Add(1)
	return c.Store.Table(ctx, code)
}

// TestHomeCookieLookupsBounded: cookies naming tables that do not exist
// are failed lookups like guessed codes. A home page request full of
// them reads a bounded number of records and spends the visitor's
// budget; once that is spent, the home page reads nothing for the list,
// and the visitor's guesses at codes are refused too.
func TestHomeCookieLookupsBounded(t *testing.T) {
	st := &countingStore{Store: memstore.New()}
	_, srv := hardened(t, server.Config{Store: st, JoinRate: 0.001, JoinBurst: 10})
	h := srv.Handler()
	home := func() int {
		req := httptest.NewRequest("GET", "/", nil)
		req.RemoteAddr = "198.51.100.9:1000"
		for i := range 500 {
			req.AddCookie(&http.Cookie{Name: "eg_" + guess(i)[len("/api/tables/"):], Value: fmt.Sprint("made-up-", i)})
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	before := st.reads.Load()
	if s := home(); s != 200 {
		t.Fatalf("home: %d", s)
	}
	first := st.reads.Load() - before
	if first == 0 || first > 50 {
		t.Fatalf("one home page read %d records for 500 cookies", first)
	}
	before = st.reads.Load()
	if s := home(); s != 200 {
		t.Fatalf("home again: %d", s)
	}
	if n := st.reads.Load() - before; n != 0 {
		t.Fatalf("a home page over the budget read %d records", n)
	}
	if s := fromAddr(h, "198.51.100.9:1000", "GET", "/api/tables/QQQQQQ", "", ""); s != 429 {
		t.Fatalf("a guess after the cookie flood: %d", s)
	}
}
