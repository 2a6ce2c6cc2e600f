package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/sqlite"
)

// startServer runs a real server over the SQLite file at path.
func startServer(t *testing.T, path string) (*httptest.Server, func()) {
	t.Helper()
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: new(1)})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	return ts, func() { ts.Close(); srv.Close(); st.Close() }
}

// playHTTP makes up to limit random legal moves for the caller's seats
// through the HTTP API and returns the last view.
func playHTTP(t *testing.T, c *client, code string, limit int, rng *rand.Rand) map[string]any {
	t.Helper()
	var view map[string]any
	for n := 0; n < limit; n++ {
		_, out, raw := c.do("GET", "/api/tables/"+code+"/view?seat=0", "")
		view, _ = out["view"].(map[string]any)
		if view == nil {
			t.Fatalf("no view: %s", raw)
		}
		if view["ended"] == true {
			return view
		}
		p := view["pending"].([]any)[0].(map[string]any)
		seat := int(p["seat"].(float64))
		if seat != 0 && seat != 1 {
			n-- // a bot's turn: wait for it
			continue
		}
		moves := p["moves"].([]any)
		m := moves[rng.IntN(len(moves))].(map[string]any)
		m["seat"], m["seq"] = seat, out["seq"]
		b, _ := json.Marshal(m)
		if s, _, raw := c.do("POST", "/api/tables/"+code+"/moves", string(b)); s != 200 {
			t.Fatalf("move %s: %d %s", b, s, raw)
		}
	}
	return view
}

// untilLocal waits until no bot has a decision to make (the table waits
// on the caller's seats, or has ended) and returns that view: a state
// that stays as it is until the caller moves.
func untilLocal(t *testing.T, c *client, code string) map[string]any {
	t.Helper()
	for {
		_, out, raw := c.do("GET", "/api/tables/"+code+"/view?seat=0", "")
		view, _ := out["view"].(map[string]any)
		if view == nil {
			t.Fatalf("no view: %s", raw)
		}
		if view["ended"] == true {
			return out
		}
		bot := false
		for _, p := range view["pending"].([]any) {
			if seat := int(p.(map[string]any)["seat"].(float64)); seat != 0 && seat != 1 {
				bot = true
			}
		}
		if !bot {
			return out
		}
		time.Sleep(10 * time.Millisecond) // the bot's move is on its way
	}
}

// TestServerRestartMidGame stops the whole server halfway through a year
// and starts a new one on the same database file: the game continues to
// the Gala from exactly where it was.
func TestServerRestartMidGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	ts, stop := startServer(t, path)
	host := &client{t: t, base: ts.URL}
	_, out, raw := host.do("POST", "/api/tables", `{"seed":77,"seats":[{"kind":"local"},{"kind":"local"},{"kind":"bot","bot":"random"}]}`)
	code, _ := out["code"].(string)
	host.token, _ = out["token"].(string)
	if code == "" {
		t.Fatalf("create: %s", raw)
	}
	playHTTP(t, host, code, 150, rand.New(rand.NewPCG(1, 1)))
	before := untilLocal(t, host, code)
	stop()

	ts, stop = startServer(t, path)
	defer stop()
	host.base = ts.URL
	_, after, _ := host.do("GET", "/api/tables/"+code+"/view?seat=0", "")
	b1, _ := json.Marshal(before["view"])
	b2, _ := json.Marshal(after["view"])
	if before["seq"] != after["seq"] || string(b1) != string(b2) {
		t.Fatalf("after the restart the table is at %v, before it was at %v", after["seq"], before["seq"])
	}
	end := playHTTP(t, host, code, 100000, rand.New(rand.NewPCG(2, 2)))
	if end["ended"] != true {
		t.Fatal("the game did not reach the Gala after the restart")
	}
	// The replay of the finished game is available and complete.
	s, rep, raw := host.do("GET", "/api/tables/"+code+"/replay", "")
	if s != 200 || fmt.Sprint(rep["step"]) != fmt.Sprint(rep["steps"]) || rep["revealed"] == nil {
		t.Fatalf("replay: %d %.300s", s, raw)
	}
}
