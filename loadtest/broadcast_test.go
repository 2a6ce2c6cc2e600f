package loadtest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHear: a seat times the other seats' moves an update carries, as
// heard on its own server or another, never its own move and never a
// move sent before it connected.
func TestHear(t *testing.T) {
	sent := NewSentMoves()
	type heard struct {
		same bool
	}
	var got []heard
	seat := &Seat{Seat: 1, Node: 1, Sent: sent, Heard: func(_ time.Duration, same bool) { got = append(got, heard{same}) }}
	from := int64(-1)
	now := time.Now()
	sent.note(0, 0, 0, now) // before the seat connected
	seat.hear(&from, 1)     // the first update: sets where to start
	if len(got) != 0 {
		t.Fatalf("the first update timed %d moves, want none", len(got))
	}
	sent.note(1, 0, 0, now) // seat 0, server 0: another server
	sent.note(2, 2, 1, now) // seat 2, server 1: this server
	sent.note(2, 3, 0, now) // a rival at the same seq: the first sent is kept
	sent.note(3, 1, 1, now) // this seat's own move
	seat.hear(&from, 4)
	want := []heard{{false}, {true}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("heard %v, want %v (another server, this server; not its own move)", got, want)
	}
	seat.hear(&from, 4) // the same update again: nothing new
	if len(got) != 2 {
		t.Fatalf("a repeated update timed moves again: %v", got)
	}
}

func TestHealth(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/health", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"ok":true,"node":"n1","memory":{"rss_bytes":1048576},"clients":4}`))
	})
	withHealth := httptest.NewServer(mux)
	defer withHealth.Close()
	without := httptest.NewServer(http.NotFoundHandler())
	defer without.Close()
	ctx := context.Background()

	h := (&API{Base: withHealth.URL}).Health(ctx)
	if h.Error != "" || h.Name != "n1" || h.Memory != 1<<20 || h.Health["clients"] != 4.0 {
		t.Fatalf("health with the endpoint: %+v", h)
	}
	h = (&API{Base: without.URL}).Health(ctx)
	if h.Error == "" || !strings.Contains(h.Error, "404") || h.Memory != 0 {
		t.Fatalf("health without the endpoint: %+v", h)
	}
	if s := (Result{Nodes: []NodeHealth{h}}).String(); !strings.Contains(s, "no health answer") {
		t.Fatalf("the report does not say the health answer is missing:\n%s", s)
	}
}
