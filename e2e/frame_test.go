package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/coder/websocket"

	"evergreen/web"
)

// The frame's contract with the server, tested against a fake table
// that speaks the protocol the table page expects (docs/API.md and
// docs/ARCHITECTURE.md, "The front end"): every update carries "waiting"
// (every open decision) and "moves" (the update's seat's legal moves),
// and moves come back as {"seat","seq",...the listed move}. The fake
// game has no renderer, so the plain one draws it: two seats pick a
// number at the same time, for two rounds.

// fakeTable is a two-seat game of simultaneous picks.
type fakeTable struct {
	mu     sync.Mutex
	seq    int64
	round  int
	picked [2]bool
	moves  []map[string]any // every move frame received
	conns  map[*websocket.Conn]int
	down   bool // refuse connections, as a server out of reach
}

const fakeCode = "FAKE23"

func (f *fakeTable) status() string {
	if f.round >= 2 {
		return "ended"
	}
	return "playing"
}

func (f *fakeTable) waiting() []map[string]any {
	out := []map[string]any{}
	for s, p := range f.picked {
		if !p && f.status() == "playing" {
			out = append(out, map[string]any{"seat": s, "kind": "pick"})
		}
	}
	return out
}

func (f *fakeTable) info(host bool) map[string]any {
	you := []int{}
	if host {
		you = []int{0, 1}
	}
	seat := func(n int, name, colour string) map[string]any {
		return map[string]any{"seat": n, "kind": "local", "name": name, "setup": map[string]any{}, "colour": colour, "sigil": name[:1], "label": "", "claimed": true}
	}
	return map[string]any{
		"code": fakeCode, "game": "fake", "status": f.status(), "rules_code": "R1", "seq": f.seq, "first_seat": 0,
		"seats": []any{seat(0, "Ada", "#2f6b3a"), seat(1, "Ben", "#8e2f2f")}, "you": you, "host": host,
	}
}

func (f *fakeTable) update(seat int, host bool) map[string]any {
	moves := []any{}
	if seat >= 0 && f.status() == "playing" && !f.picked[seat] {
		moves = []any{map[string]any{"move": "pick", "option": 1}, map[string]any{"move": "pick", "option": 2}}
	}
	up := map[string]any{
		"type": "update", "seq": f.seq, "seat": seat, "table": f.info(host), "log": []any{},
		"view": map[string]any{"round": f.round + 1, "picked": f.picked}, "waiting": f.waiting(), "moves": moves,
	}
	if f.status() == "ended" {
		up["outcome"] = map[string]any{"ended": true, "scores": []int{2, 1}, "winners": []int{0}}
	}
	return up
}

// move applies a move frame, or says why not.
func (f *fakeTable) move(m map[string]any) string {
	seat, _ := m["seat"].(float64)
	seq, _ := m["seq"].(float64)
	s := int(seat)
	switch {
	case int64(seq) != f.seq:
		return "stale"
	case s < 0 || s > 1 || f.picked[s] || f.status() != "playing":
		return "not your turn"
	case m["move"] != "pick" || (m["option"] != 1.0 && m["option"] != 2.0) || len(m) != 4:
		return fmt.Sprintf("not a listed move: %v", m)
	}
	f.moves = append(f.moves, m)
	f.picked[s] = true
	f.seq++
	if f.picked[0] && f.picked[1] {
		f.round++
		f.picked = [2]bool{}
	}
	return ""
}

func (f *fakeTable) serveWS(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	down := f.down
	f.mu.Unlock()
	if down {
		http.Error(w, "down", http.StatusServiceUnavailable)
		return
	}
	host := isHost(r)
	seat := -1
	if v := r.URL.Query().Get("seat"); v != "" {
		fmt.Sscan(v, &seat)
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	ctx := context.Background()
	send := func(c *websocket.Conn, v any) {
		b, _ := json.Marshal(v)
		_ = c.Write(ctx, websocket.MessageText, b)
	}
	f.mu.Lock()
	f.conns[conn] = seat
	send(conn, f.update(seat, host))
	f.mu.Unlock()
	defer func() { f.mu.Lock(); delete(f.conns, conn); f.mu.Unlock() }()
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return
		}
		var m map[string]any
		_ = json.Unmarshal(data, &m)
		f.mu.Lock()
		switch m["type"] {
		case "seat":
			n, _ := m["seat"].(float64)
			f.conns[conn] = int(n)
			send(conn, f.update(int(n), host))
		case "move":
			delete(m, "type")
			if why := f.move(m); why != "" {
				send(conn, map[string]any{"type": "error", "error": map[string]any{"code": "refused", "message": why}})
			} else {
				for c, s := range f.conns {
					send(c, f.update(s, host && c == conn || host))
				}
			}
		}
		f.mu.Unlock()
	}
}

func isHost(r *http.Request) bool {
	c, err := r.Cookie("eg_" + fakeCode)
	return err == nil && c.Value == "host"
}

// startFake serves the real pages and static files over the fake table.
func startFake(t *testing.T) (*httptest.Server, *fakeTable) {
	t.Helper()
	pages, err := web.Templates()
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeTable{conns: map[*websocket.Conn]int{}}
	m := http.NewServeMux()
	m.Handle("GET /static/", http.StripPrefix("/static/", web.Static()))
	m.HandleFunc("GET /t/"+fakeCode, func(w http.ResponseWriter, r *http.Request) {
		var b bytes.Buffer
		if err := pages.ExecuteTemplate(&b, "table.html", map[string]any{"Title": "Fake", "Code": fakeCode, "Bots": []string{"random"}}); err != nil {
			t.Error(err)
		}
		_, _ = w.Write(b.Bytes())
	})
	m.HandleFunc("GET /api/tables/"+fakeCode, func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		defer f.mu.Unlock()
		_ = json.NewEncoder(w).Encode(f.info(isHost(r)))
	})
	m.HandleFunc("GET /api/rules/R1", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"name":"Fake rules"}`))
	})
	m.HandleFunc("GET /api/tables/"+fakeCode+"/ws", f.serveWS)
	ts := httptest.NewServer(m)
	t.Cleanup(ts.Close)
	return ts, f
}

// TestFrameSimultaneousDecisions: a hot-seat device hands over to each
// local seat with an open decision in turn, keeps the device with a seat
// while it still has one, tells each seat who else is deciding, sends
// only listed moves; a watcher is told it waits for both players; the
// results frame shows the outcome.
func TestFrameSimultaneousDecisions(t *testing.T) {
	ts, f := startFake(t)
	watcher := browser(t, 1000, 800)
	run(t, watcher, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+fakeCode),
		until(`(document.querySelector('[data-testid=now] strong') || {}).textContent === 'Waiting for 2 players: Ada and Ben'`))
	if got := eval[string](t, watcher, `document.querySelector('[data-testid=waiting]').textContent`); got != "Waiting for 2 players: Ada and Ben" {
		t.Errorf("a watcher's decision panel says %q", got)
	}

	ctx := browser(t, 1000, 800)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"),
		js(`document.cookie = 'eg_`+fakeCode+`=host; path=/'`),
		chromedp.Navigate(ts.URL+"/t/"+fakeCode), visible(`[data-testid=fallback]`))
	var trail []string
	meanwhile := false
	for deadline := time.Now().Add(30 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("no end after %v; page says:\n%s", trail, text(t, ctx))
		}
		if eval[bool](t, ctx, `!!document.querySelector('[data-testid=also-waiting]')`) {
			meanwhile = true
		}
		did := step(t, ctx, "")
		if did == "gala" {
			break
		}
		if did == "cover" || strings.HasPrefix(did, "move:") {
			trail = append(trail, did)
		} else {
			time.Sleep(5 * time.Millisecond)
		}
	}
	// Round 1: seat 0 is handed the device, picks; seat 1 is handed it,
	// picks. Round 2: seat 1 still holds the device and picks; seat 0 is
	// handed it and picks.
	want := "cover move:pick cover move:pick move:pick cover move:pick"
	if got := strings.Join(trail, " "); got != want {
		t.Errorf("hand-overs and moves:\n got %s\nwant %s", got, want)
	}
	if !meanwhile {
		t.Error("a seat deciding while the other also decides was not told so")
	}
	f.mu.Lock()
	n := len(f.moves)
	f.mu.Unlock()
	if n != 4 {
		t.Errorf("the server accepted %d moves, want 4", n)
	}
	if body := text(t, ctx); !strings.Contains(body, "The game is over") || !strings.Contains(body, "Won by Ada") {
		t.Errorf("the results frame does not show the outcome:\n%s", body)
	}
	run(t, watcher, 10*time.Second, until(`!document.querySelector('[data-testid=gala]').hidden`))
}
