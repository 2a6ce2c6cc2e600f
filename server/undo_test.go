package server_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
)

// TestUndoAPI: a hot-seat pick is taken back by POST …/undo and by an
// "undo" frame; a spectator's socket sees the undo event; nothing left
// to take back is a 409 no_undo that says why.
func TestUndoAPI(t *testing.T) {
	ts := newServerWith(t, game.MustList(noblesgame.New(), highest.New()))
	host := &client{t: t, base: ts.URL}
	status, out, raw := host.do("POST", "/api/tables", `{"game":"highest","seats":[{"kind":"local"},{"kind":"local"},{"kind":"local"}]}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, raw)
	}
	code := out["code"].(string)
	host.token = out["token"].(string)
	path := "/api/tables/" + code
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	spec, _, err := dialWS(t, ctx, ts, path+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer spec.Close(websocket.StatusNormalClosure, "")
	readUntil(t, ctx, spec, "update")

	if s, _, raw := host.do("POST", path+"/moves", `{"seat":0,"seq":0,"move":"pick","option":3}`); s != 200 {
		t.Fatalf("pick: %d %s", s, raw)
	}
	if s, out, raw := host.do("POST", path+"/undo", `{"seat":0,"seq":1}`); s != 200 || out["seq"] != 2.0 {
		t.Fatalf("undo: %d %s", s, raw)
	}
	for {
		up := readUntil(t, ctx, spec, "update")
		if up["seq"] == 2.0 {
			log, _ := up["log"].([]any)
			if len(log) == 0 || log[len(log)-1].(map[string]any)["type"] != "undo" {
				t.Fatalf("the spectator's update after the undo: %v", up)
			}
			break
		}
	}
	s, out, raw := host.do("POST", path+"/undo", `{"seat":0,"seq":2}`)
	if msg, _ := out["error"].(map[string]any)["message"].(string); s != 409 || errCode(out) != "no_undo" || len(msg) < 20 {
		t.Fatalf("undo with nothing to take back: %d %s", s, raw)
	}
	if s, _, raw := host.do("POST", path+"/undo", `{"seq":2}`); s != 400 {
		t.Fatalf("undo without a seat: %d %s", s, raw)
	}

	conn, _, err := dialWS(t, ctx, ts, path+"/ws?seat=1", http.Header{"Authorization": {"Bearer " + host.token}})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(websocket.StatusNormalClosure, "")
	readUntil(t, ctx, conn, "update")
	conn.Write(ctx, websocket.MessageText, []byte(`{"type":"move","seat":1,"seq":2,"move":"pick","option":2}`))
	for up := readUntil(t, ctx, conn, "update"); up["seq"] != 3.0; up = readUntil(t, ctx, conn, "update") {
	}
	conn.Write(ctx, websocket.MessageText, []byte(`{"type":"undo","seat":1,"seq":3}`))
	up := readUntil(t, ctx, conn, "update")
	if up["seq"] != 4.0 || len(up["moves"].([]any)) == 0 {
		t.Fatalf("after the undo frame: %v", up)
	}
}
