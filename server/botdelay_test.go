package server_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"
)

// TestBotDelayZeroIsNone: a server told its bots wait 0 ms sets tables
// whose bots do not wait; one told nothing uses the default; a delay out
// of range is refused when the server starts.
func TestBotDelayZeroIsNone(t *testing.T) {
	for _, tc := range []struct {
		name  string
		delay *int
		want  int
	}{
		{"zero", new(0), 0},
		{"unset", nil, server.DefaultBotDelayMs},
		{"chosen", new(250), 250},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := memstore.New()
			srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: tc.delay})
			if err != nil {
				t.Fatal(err)
			}
			ts := httptest.NewServer(srv.Handler())
			t.Cleanup(func() { ts.Close(); srv.Close() })
			host := &client{t: t, base: ts.URL}
			status, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
			if status != 201 {
				t.Fatalf("create: %d %s", status, raw)
			}
			rec, err := st.Table(context.Background(), out["code"].(string))
			if err != nil {
				t.Fatal(err)
			}
			if rec.BotDelayMs != tc.want {
				t.Fatalf("the table's bot delay is %d ms, want %d", rec.BotDelayMs, tc.want)
			}
		})
	}
	for _, bad := range []int{-1, 10001} {
		if _, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), BotDelayMs: new(bad)}); err == nil {
			t.Errorf("a bot delay of %d ms was accepted", bad)
		}
	}
}
