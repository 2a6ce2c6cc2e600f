package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/server"
	"evergreen/store/memstore"
)

// wsUpdate is the part of an update a game-agnostic client reads.
type wsUpdate struct {
	Type    string `json:"type"`
	Seq     int64  `json:"seq"`
	Seat    int    `json:"seat"`
	Waiting []struct {
		Seat int    `json:"seat"`
		Kind string `json:"kind"`
	} `json:"waiting"`
	Moves []engine.Move   `json:"moves"`
	View  json.RawMessage `json:"view"`
	Table struct {
		Status string `json:"status"`
	} `json:"table"`
	Error *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// TestSimultaneousOverWebSockets plays Highest Unique, where every seat
// picks at once, through the real server: two players on WebSockets and
// two bots. Each round both players see their own decision open while
// the others' are too, and send their picks at the same moment against
// the update that opened the round; neither is refused as stale, the
// bots fill their seats, and the game ends. The move log in the store
// replays to the same end.
func TestSimultaneousOverWebSockets(t *testing.T) {
	st := memstore.New()
	srv, err := server.New(server.Config{
		Games: game.MustList(highest.New()), Store: st, BotDelayMs: new(1),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })

	host := &client{t: t, base: ts.URL}
	status, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"online"},{"kind":"online"},{"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}]}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, raw)
	}
	code := out["code"].(string)
	host.token = out["token"].(string)

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hang, not a timing assertion
	defer cancel()
	conns := make([]*websocket.Conn, 2)
	for seat := range conns {
		c := &client{t: t, base: ts.URL}
		_, out, raw := c.do("POST", "/api/tables/"+code+"/claim", fmt.Sprintf(`{"seat":%d,"name":"P%d"}`, seat, seat))
		tok, _ := out["token"].(string)
		if tok == "" {
			t.Fatalf("claim seat %d: %s", seat, raw)
		}
		url := "ws" + strings.TrimPrefix(ts.URL, "http") + fmt.Sprintf("/api/tables/%s/ws?seat=%d", code, seat)
		conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + tok}}})
		if err != nil {
			t.Fatal(err)
		}
		conn.SetReadLimit(1 << 22)
		defer conn.Close(websocket.StatusNormalClosure, "")
		conns[seat] = conn
	}
	if s, _, raw := host.do("POST", "/api/tables/"+code+"/start", `{}`); s != 200 {
		t.Fatalf("start: %s", raw)
	}

	const rounds = 3 // highest's standard rules
	// ready[r] is passed once both players have seen round r open for
	// them, so that they send their picks together.
	ready := make([]sync.WaitGroup, rounds+1)
	for r := range ready {
		ready[r].Add(2)
	}
	type result struct {
		seat  int
		err   error
		first wsUpdate // the first update of the game in play
		final highest.View
	}
	results := make(chan result, 2)
	for seat, conn := range conns {
		go func() {
			res := result{seat: seat}
			defer func() { results <- res }()
			picked := 0 // the last round this seat picked in
			for {
				_, data, err := conn.Read(ctx)
				if err != nil {
					res.err = fmt.Errorf("seat %d lost its connection: %w", seat, err)
					return
				}
				var up wsUpdate
				if err := json.Unmarshal(data, &up); err != nil {
					res.err = fmt.Errorf("seat %d: %w: %s", seat, err, data)
					return
				}
				if up.Type == "error" {
					res.err = fmt.Errorf("seat %d's move was refused: %s: %s", seat, up.Error.Code, up.Error.Message)
					return
				}
				if up.Type != "update" || up.Table.Status == "lobby" {
					continue
				}
				if res.first.Type == "" {
					res.first = up
				}
				var v highest.View
				if err := json.Unmarshal(up.View, &v); err != nil {
					res.err = err
					return
				}
				if v.Ended {
					res.final = v
					return
				}
				if len(up.Moves) == 0 || v.Round <= picked {
					continue
				}
				// This seat's pick is open: wait for the other player's,
				// then both send against the numbers they saw.
				picked = v.Round
				ready[v.Round].Done()
				ready[v.Round].Wait()
				m := up.Moves[(seat+v.Round)%len(up.Moves)]
				frame, _ := json.Marshal(map[string]any{"type": "move", "seat": seat, "move": m.Name, "option": m.Option, "seq": up.Seq})
				if err := conn.Write(ctx, websocket.MessageText, frame); err != nil {
					res.err = err
					return
				}
			}
		}()
	}
	var finals []highest.View
	for range conns {
		res := <-results
		if res.err != nil {
			cancel() // the other player stops waiting too
			t.Fatal(res.err)
		}
		// Every seat decides at once: the first update of the game lists
		// all four, and offers this seat its own picks.
		f := res.first
		if f.Seq != 0 || len(f.Waiting) != 4 || len(f.Moves) != 5 {
			t.Errorf("seat %d's first update: seq %d, waiting %+v, moves %v", res.seat, f.Seq, f.Waiting, f.Moves)
		}
		for i, w := range f.Waiting {
			if w.Seat != i || w.Kind != "pick" {
				t.Errorf("seat %d's first update: waiting[%d] = %+v", res.seat, i, w)
			}
		}
		finals = append(finals, res.final)
	}
	if !reflect.DeepEqual(finals[0].Scores, finals[1].Scores) || finals[0].Round != rounds+1 {
		t.Fatalf("the players saw different ends: %+v, %+v", finals[0], finals[1])
	}

	// The stored log replays, on its own, to the same end.
	moves, err := st.Moves(context.Background(), code, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != 4*rounds {
		t.Fatalf("%d moves stored, want %d", len(moves), 4*rounds)
	}
	rec, err := st.Table(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := st.Rules(context.Background(), rec.RulesCode)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := highest.New().Document(doc)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]game.Seat, len(rec.Seats))
	for i, s := range rec.Seats {
		seats[i] = game.Seat{Name: s.Name, Setup: s.Setup}
	}
	start, err := rules.Start(game.Setup{Seed: rec.Seed, Seats: seats, First: rec.FirstSeat})
	if err != nil {
		t.Fatal(err)
	}
	seated := make([]engine.SeatedMove, len(moves))
	for i, m := range moves {
		seated[i].Seat = engine.Seat(m.Seat)
		if err := json.Unmarshal(m.Move, &seated[i].Move); err != nil {
			t.Fatal(err)
		}
	}
	end, _, err := engine.Replay(start, seated)
	if err != nil {
		t.Fatal(err)
	}
	if out := end.Outcome(); !out.Ended || !reflect.DeepEqual(out.Scores, finals[0].Scores) {
		t.Fatalf("the stored log replays to %+v, the players saw scores %v", out, finals[0].Scores)
	}
}
