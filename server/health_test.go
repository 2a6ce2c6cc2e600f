package server_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"

	"github.com/coder/websocket"
)

// TestClusterNeedsPostgres: a cluster on a store that cannot be shared
// is refused, saying what it needs.
func TestClusterNeedsPostgres(t *testing.T) {
	_, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), Cluster: true})
	if !errors.Is(err, server.ErrNeedsPostgres) || !strings.Contains(err.Error(), "PostgreSQL") {
		t.Fatalf("got %v, want ErrNeedsPostgres", err)
	}
}

// TestDrain: health counts the WebSockets; draining closes each with
// the reconnect code, refuses new ones and turns health to 503.
func TestDrain(t *testing.T) {
	srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: new(1)})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	c := &client{t: t, base: ts.URL}
	_, out, raw := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
	code, ok := out["code"].(string)
	if !ok {
		t.Fatalf("create: %s", raw)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	wsURL := "ws" + strings.TrimPrefix(ts.URL, "http") + "/api/tables/" + code + "/ws"
	conn, _, err := websocket.Dial(ctx, wsURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	if _, _, err := conn.Read(ctx); err != nil { // the first update: the socket is counted
		t.Fatal(err)
	}
	status, out, raw := c.do("GET", "/api/health", "")
	if status != 200 || out["clients"] != 1.0 || out["owned_tables"] != 1.0 || out["draining"] != false || out["node"] != srv.Node() || srv.Node() == "" {
		t.Fatalf("health before draining: %d %s", status, raw)
	}
	if mem, ok := out["memory"].(map[string]any); !ok || mem["sys_bytes"].(float64) <= 0 || mem["heap_inuse_bytes"].(float64) <= 0 {
		t.Fatalf("health names no memory: %s", raw)
	}
	// Drain waits for the sockets to close, which needs the client to
	// answer the close: it runs while this reads.
	drained := make(chan error, 1)
	go func() { drained <- srv.Drain(ctx) }()
	for {
		_, _, err := conn.Read(ctx)
		if err == nil {
			continue
		}
		if got := websocket.CloseStatus(err); got != server.CloseReconnect {
			t.Fatalf("the socket closed with %v (%d), want the reconnect code %d", err, got, server.CloseReconnect)
		}
		break
	}
	if err := <-drained; err != nil {
		t.Fatal(err)
	}
	if status, out, raw := c.do("GET", "/api/health", ""); status != 503 || out["ok"] != false || out["draining"] != true {
		t.Fatalf("health while draining: %d %s", status, raw)
	}
	if _, resp, err := websocket.Dial(ctx, wsURL, nil); err == nil || resp == nil || resp.StatusCode != 503 {
		t.Fatalf("a new socket while draining: %v, %v", resp, err)
	}
}
