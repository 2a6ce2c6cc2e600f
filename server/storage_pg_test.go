package server_test

import (
	"context"
	"encoding/json"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"evergreen/server"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
)

// freezer is a TCP proxy to a database that can be frozen: while it is,
// nothing passes either way, as when the database server is stopped
// with SIGSTOP (connections stay open; nobody answers).
type freezer struct {
	ln     net.Listener
	mu     sync.Mutex
	frozen bool
	thawed chan struct{}
}

func newFreezer(t *testing.T, upstream string) *freezer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &freezer{ln: ln, thawed: make(chan struct{})}
	close(f.thawed)
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", upstream)
			if err != nil {
				c.Close()
				continue
			}
			go f.pipe(c, up)
			go f.pipe(up, c)
		}
	}()
	return f
}

// pipe copies src to dst, holding each chunk while frozen.
func (f *freezer) pipe(dst, src net.Conn) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			f.mu.Lock()
			thawed := f.thawed
			f.mu.Unlock()
			<-thawed
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (f *freezer) freeze(on bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case on && !f.frozen:
		f.thawed = make(chan struct{})
	case !on && f.frozen:
		close(f.thawed)
	}
	f.frozen = on
}

// TestPostgresPausedRefusesFast: with PostgreSQL frozen (every byte to
// and from it held), /api/health says the store is not answering and a
// move is refused with 503 storage, "your move was not made"; once it
// answers again the move is made, once.
func TestPostgresPausedRefusesFast(t *testing.T) {
	dsn := pgtest.DSN(t)
	u, err := url.Parse(dsn)
	if err != nil {
		t.Skipf("EVERGREEN_TEST_POSTGRES is not a URL: %v", err)
	}
	fz := newFreezer(t, u.Host)
	u.Host = fz.ln.Addr().String()
	st, err := postgres.Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ts, _ := hardened(t, server.Config{Store: st, StoreProbe: 50 * time.Millisecond})
	host := &client{t: t, base: ts.URL}
	_, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code, _ := out["code"].(string)
	if code == "" {
		t.Fatalf("create: %s", raw)
	}
	host.token = out["token"].(string)
	host.do("POST", "/api/tables/"+code+"/start", "{}")
	storeOK := func() bool {
		_, h, _ := host.do("GET", "/api/health", "")
		s, _ := h["store"].(map[string]any)
		return s["ok"] == true
	}
	until := func(what string, cond func() bool) { eventually(t, what, cond) }
	fz.freeze(true)
	until("health says the store is not answering", func() bool { return !storeOK() })
	status, reply, raw := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`)
	e, _ := reply["error"].(map[string]any)
	if status != 503 || e["code"] != "storage" || e["message"] != "the table's storage is not answering; your move was not made: try again in a few seconds" {
		t.Fatalf("a move with PostgreSQL frozen: %d %s", status, raw)
	}
	fz.freeze(false)
	until("health says the store answers again", storeOK)
	if status, _, raw := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`); status != 200 {
		t.Fatalf("the move once PostgreSQL answers: %d %s", status, raw)
	}
	_, _, raw = host.do("GET", "/api/tables/"+code+"/view?seat=0", "")
	var view struct{ Seq int }
	_ = json.Unmarshal(raw, &view)
	if view.Seq != 1 {
		t.Fatalf("the table is at move %d, want 1", view.Seq)
	}
}
