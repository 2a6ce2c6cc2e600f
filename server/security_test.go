package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"
)

func TestWrongCodeSameAnswer(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	_, _, unused := c.do("GET", "/api/tables/QQQQQQ", "")
	_, _, malformed := c.do("GET", "/api/tables/xx", "")
	if string(unused) != string(malformed) {
		t.Fatalf("answers differ:\n%s\n%s", unused, malformed)
	}
}

func TestJoinRateLimit(t *testing.T) {
	srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), JoinRate: 0.5, JoinBurst: 5})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	defer srv.Close()
	c := &client{t: t, base: ts.URL}
	_, out, _ := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
	code := out["code"].(string)
	limited := 0
	for i := range 20 {
		s, out, _ := c.do("GET", fmt.Sprintf("/api/tables/QQQQ%c%c", "ACDEFGHJKM"[i%10], "ACDEFGHJKM"[i/10]), "")
		if s == 429 {
			limited++
			if errCode(out) != "rate_limited" {
				t.Fatalf("429 with %v", out)
			}
		}
	}
	if limited < 10 {
		t.Fatalf("only %d of 20 guesses were limited", limited)
	}
	// While limited, even a real code is refused: guessing gains nothing.
	if s, _, _ := c.do("GET", "/api/tables/"+code, ""); s != 429 {
		t.Fatalf("real code while limited: %d", s)
	}
}

func dialWS(t *testing.T, ctx context.Context, ts *httptest.Server, path string, header http.Header) (*websocket.Conn, *http.Response, error) {
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + path
	return websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header})
}

func readUntil(t *testing.T, ctx context.Context, conn *websocket.Conn, typ string) map[string]any {
	t.Helper()
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		var m map[string]any
		_ = json.Unmarshal(data, &m)
		if m["type"] == typ {
			return m
		}
	}
}

// TestWebSocketRejections: every bad frame is refused with a specific code
// and changes nothing; spectators and other seats cannot move; frames over
// the limit close the connection; foreign origins are refused.
func TestWebSocketRejections(t *testing.T) {
	ts := newServer(t)
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"online"},{"kind":"online"}]}`)
	code := out["code"].(string)
	host.token = out["token"].(string)
	tokens := make([]string, 2)
	for seat := range 2 {
		c := &client{t: t, base: ts.URL}
		_, out, _ := c.do("POST", "/api/tables/"+code+"/claim", fmt.Sprintf(`{"seat":%d}`, seat))
		tokens[seat] = out["token"].(string)
	}
	host.do("POST", "/api/tables/"+code+"/start", "{}")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// A foreign page may not open a socket on a player's behalf.
	_, resp, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + tokens[0]}, "Origin": {"https://evil.example"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign origin accepted: %v", err)
	}
	// Nor may this host's https page, the server speaking plain HTTP.
	https := strings.Replace(ts.URL, "http://", "https://", 1)
	if _, resp, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + tokens[0]}, "Origin": {https}}); err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("an https origin on a plain-HTTP server accepted: %v", err)
	}
	if conn, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + tokens[0]}, "Origin": {ts.URL}}); err != nil {
		t.Fatalf("the site's own origin refused: %v", err)
	} else {
		conn.Close(websocket.StatusNormalClosure, "")
	}
	// A seat's socket for another seat is refused.
	if _, resp, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=1", http.Header{"Authorization": {"Bearer " + tokens[0]}}); err == nil || resp.StatusCode != 403 {
		t.Fatalf("seat 0 opened seat 1's socket: %v", err)
	}

	conn, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + tokens[0]}})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(websocket.StatusNormalClosure, "")
	first := readUntil(t, ctx, conn, "update")
	if first["seq"].(float64) != 0 {
		t.Fatalf("first update %v", first["seq"])
	}
	for _, tc := range []struct{ frame, code string }{
		{`{"type":"move","seat":0,"move":"roll"`, "bad_request"},
		{`not json`, "bad_request"},
		{`{"type":"dance"}`, "bad_request"},
		{`{"type":"move","seat":0,"move":"roll","seq":0,"x":1}`, "bad_request"},
		{`{"type":"move","seat":0,"seq":0}`, "bad_request"},
		{`{"type":"move","seat":1,"move":"roll","seq":0}`, "forbidden"},
		{`{"type":"move","seat":0,"move":"roll","seq":3}`, "stale"},
		{`{"type":"move","seat":0,"move":"save","seq":0}`, "illegal_move"},
		{`{"type":"seat","seat":1}`, "forbidden"},
	} {
		if err := conn.Write(ctx, websocket.MessageText, []byte(tc.frame)); err != nil {
			t.Fatal(err)
		}
		reply := readUntil(t, ctx, conn, "error")
		if got := reply["error"].(map[string]any)["code"]; got != tc.code {
			t.Errorf("%s: %v, want %s", tc.frame, got, tc.code)
		}
	}
	// Nothing changed.
	_, view, _ := (&client{t: t, base: ts.URL, token: tokens[0]}).do("GET", "/api/tables/"+code+"/view?seat=0", "")
	if view["seq"].(float64) != 0 {
		t.Fatalf("rejected frames changed the table: seq %v", view["seq"])
	}

	// A spectator's socket cannot move.
	spec, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	readUntil(t, ctx, spec, "update")
	spec.Write(ctx, websocket.MessageText, []byte(`{"type":"move","seat":0,"move":"roll","seq":0}`))
	if got := readUntil(t, ctx, spec, "error")["error"].(map[string]any)["code"]; got != "forbidden" {
		t.Fatalf("spectator move: %v", got)
	}
	spec.Close(websocket.StatusNormalClosure, "")

	// An oversized frame closes the connection.
	big := `{"type":"ping","pad":"` + strings.Repeat("x", 20<<10) + `"}`
	conn.Write(ctx, websocket.MessageText, []byte(big))
	for {
		if _, _, err := conn.Read(ctx); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
				t.Fatalf("oversized frame: %v", err)
			}
			break
		}
	}
}
