package browsertest

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"

	"evergreen/game"
	"evergreen/server"
	"evergreen/store/sqlite"
)

// StartServer runs the real server over a fresh SQLite store, hosting
// games; it is closed when the test ends.
func StartServer(t testing.TB, games game.List) *httptest.Server {
	t.Helper()
	ts, _ := Serve(t, games)
	return ts
}

// Serve is StartServer with a func that cuts every open WebSocket
// connection, as a network drop would.
func Serve(t testing.TB, games game.List) (*httptest.Server, func()) {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e2e.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{
		Store:      st,
		Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
		BotDelayMs: new(1), // bots answer almost at once
		Games:      games,
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv.Handler())
	var mu sync.Mutex
	var hijacked []net.Conn
	ts.Config.ConnState = func(c net.Conn, state http.ConnState) {
		if state == http.StateHijacked { // a WebSocket
			mu.Lock()
			hijacked = append(hijacked, c)
			mu.Unlock()
		}
	}
	ts.Start()
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
		st.Close()
	})
	drop := func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range hijacked {
			c.Close()
		}
		hijacked = nil
	}
	return ts, drop
}
