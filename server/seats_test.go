package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
)

// TestAPISeats: clocks chosen at creation, chat over HTTP and the
// WebSocket (a spectator reads, a player talks, too fast is 429, a muted
// seat is silent), the host's hand-over of an away seat, taking it back,
// and joining a rematch with the seat kept for the player.
func TestAPISeats(t *testing.T) {
	ts := newServer(t)
	host := &client{t: t, base: ts.URL}
	if s, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}],"clock":{"kind":"blitz"}}`); s != 400 || errCode(out) != "bad_request" || !strings.Contains(string(raw), "clock.kind") {
		t.Fatalf("a bad clock: %d %s", s, raw)
	}
	s, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}],"clock":{"kind":"live","misses":2}}`)
	if s != 201 {
		t.Fatalf("create: %d %s", s, raw)
	}
	code, path := out["code"].(string), "/api/tables/"+out["code"].(string)
	host.token = out["token"].(string)
	if c, _ := out["table"].(map[string]any)["clock"].(map[string]any); c["kind"] != "live" || c["seconds"] != 90.0 || c["misses"] != 2.0 {
		t.Fatalf("the clock: %s", raw)
	}
	guest := &client{t: t, base: ts.URL}
	_, out, _ = guest.do("POST", path+"/claim", `{"seat":1,"name":"Ben"}`)
	guest.token = out["token"].(string)
	if s, _, raw := host.do("POST", path+"/start", `{}`); s != 200 {
		t.Fatalf("start: %d %s", s, raw)
	}

	// The spectator listens on the WebSocket; the guest talks over it.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	wsURL := "ws" + strings.TrimPrefix(ts.URL, "http") + path + "/ws"
	spec, _, err := websocket.Dial(ctx, wsURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer spec.CloseNow()
	readUntil := func(conn *websocket.Conn, ok func(map[string]any) bool) map[string]any {
		t.Helper()
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			_ = json.Unmarshal(data, &m)
			if ok(m) {
				return m
			}
		}
	}
	first := readUntil(spec, func(map[string]any) bool { return true })
	if first["table"].(map[string]any)["spectators"] != 1.0 {
		t.Fatalf("spectators in the first update: %v", first["table"])
	}
	gws, _, err := websocket.Dial(ctx, wsURL+"?seat=1", &websocket.DialOptions{HTTPHeader: map[string][]string{"Authorization": {"Bearer " + guest.token}}})
	if err != nil {
		t.Fatal(err)
	}
	news := readUntil(spec, func(m map[string]any) bool { return m["type"] == "update" })
	if p := news["table"].(map[string]any)["seats"].([]any)[1].(map[string]any); p["presence"] != "here" || p["since"] == nil {
		t.Fatalf("the guest's presence: %v", p)
	}
	if err := gws.Write(ctx, websocket.MessageText, []byte(`{"type":"chat","seat":1,"kind":"text","text":"<img src=x onerror=alert(1)> hi"}`)); err != nil {
		t.Fatal(err)
	}
	heard := readUntil(spec, func(m map[string]any) bool { return m["type"] == "chat" })
	if line := heard["chat"].([]any)[0].(map[string]any); line["text"] != "<img src=x onerror=alert(1)> hi" || line["seat"] != 1.0 {
		t.Fatalf("the spectator heard %v", heard)
	}
	if err := gws.Write(ctx, websocket.MessageText, []byte(`{"type":"chat","seat":1}`)); err != nil {
		t.Fatal(err)
	}
	if e := readUntil(gws, func(m map[string]any) bool { return m["type"] == "error" }); !strings.Contains(e["error"].(map[string]any)["message"].(string), "kind") {
		t.Fatalf("a chat frame without kind: %v", e)
	}
	gws.Close(websocket.StatusNormalClosure, "")

	spectator := &client{t: t, base: ts.URL}
	for _, tc := range []struct {
		who    *client
		body   string
		status int
		code   string
	}{
		{spectator, `{"seat":1,"kind":"text","text":"hi"}`, 403, "forbidden"},
		{guest, `{"seat":1,"kind":"text"}`, 400, "bad_request"},
		{guest, `{"seat":1,"kind":"text","text":"` + strings.Repeat("x", 201) + `"}`, 400, "bad_request"},
		{guest, `{"seat":1,"kind":"reaction","text":"gg"}`, 201, ""},
		{guest, `{"seat":1,"kind":"reaction","text":"gg"}`, 201, ""},
		{guest, `{"seat":1,"kind":"reaction","text":"gg"}`, 201, ""},
		{guest, `{"seat":1,"kind":"reaction","text":"gg"}`, 201, ""},
		{guest, `{"seat":1,"kind":"reaction","text":"gg"}`, 429, "too_fast"},
	} {
		if s, out, raw := tc.who.do("POST", path+"/chat", tc.body); s != tc.status || errCode(out) != tc.code {
			t.Errorf("chat %s: %d %s", tc.body, s, raw)
		}
	}
	if s, _, raw := guest.do("POST", path+"/mute", `{"seat":1,"muted":true}`); s != 403 {
		t.Errorf("the guest muted: %d %s", s, raw)
	}
	if s, _, raw := host.do("POST", path+"/mute", `{"seat":1,"muted":true}`); s != 200 || !strings.Contains(string(raw), `"muted":true`) {
		t.Errorf("mute: %d %s", s, raw)
	}

	// The guest is away now: the host hands the seat to a bot, the
	// guest takes it back.
	readUntil(spec, func(m map[string]any) bool {
		return m["type"] == "update" && m["table"].(map[string]any)["seats"].([]any)[1].(map[string]any)["presence"] == "away"
	})
	for _, tc := range []struct {
		who    *client
		path   string
		body   string
		status int
	}{
		{host, "/away", `{"seat":1,"action":"nap"}`, 400},
		{guest, "/away", `{"seat":1,"action":"bot"}`, 403},
		{host, "/away", `{"seat":1,"action":"bot","bot":"random"}`, 200},
		{host, "/takeback", `{"seat":1}`, 403},
		{guest, "/takeback", `{"seat":1}`, 200},
		{guest, "/takeback", `{"seat":1}`, 400},
	} {
		if s, _, raw := tc.who.do("POST", path+tc.path, tc.body); s != tc.status {
			t.Errorf("%s %s: %d %s", tc.path, tc.body, s, raw)
		}
	}

	// A rematch keeps seat 1 for the guest.
	s, out, raw = host.do("POST", path+"/rematch", `{}`)
	if s != 201 {
		t.Fatalf("rematch: %d %s", s, raw)
	}
	next := out["code"].(string)
	if s, out, _ := spectator.do("POST", "/api/tables/"+next+"/claim", `{"seat":1}`); s != 403 || errCode(out) != "forbidden" {
		t.Errorf("a spectator took the kept seat: %d %v", s, out)
	}
	if s, out, _ := spectator.do("POST", path+"/rematch/join", `{}`); s != 403 {
		t.Errorf("a spectator joined the rematch: %d %v", s, out)
	}
	if s, out, raw := guest.do("POST", path+"/rematch/join", `{}`); s != 200 || out["code"] != next {
		t.Fatalf("rematch/join: %d %s", s, raw)
	}
	var info struct {
		You []int `json:"you"`
	}
	_, _, raw = guest.do("GET", "/api/tables/"+next, "")
	if err := json.Unmarshal(raw, &info); err != nil || len(info.You) != 1 || info.You[0] != 1 {
		t.Fatalf("the guest at the rematch: %s", raw)
	}
	_ = code
}

// TestReplayShowsChat: the replay of a finished game carries its chat,
// and each season scored.
func TestReplayShowsChat(t *testing.T) {
	ts := newServerWith(t, game.MustList(noblesgame.New(), highest.New()))
	host := &client{t: t, base: ts.URL}
	s, out, raw := host.do("POST", "/api/tables", `{"game":"highest","seats":[{"kind":"local"},{"kind":"bot","bot":"random"}],"bot_delay_ms":0}`)
	if s != 201 {
		t.Fatalf("create: %d %s", s, raw)
	}
	path := "/api/tables/" + out["code"].(string)
	host.token = out["token"].(string)
	if s, _, raw := host.do("POST", path+"/chat", `{"seat":0,"kind":"text","text":"good luck"}`); s != 201 {
		t.Fatalf("chat: %d %s", s, raw)
	}
	for i := 0; ; i++ {
		var up struct {
			Seq   int64 `json:"seq"`
			Table struct {
				Status string `json:"status"`
			} `json:"table"`
			Moves []map[string]any `json:"moves"`
		}
		_, _, raw := host.do("GET", path+"/view?seat=0", "")
		_ = json.Unmarshal(raw, &up)
		if up.Table.Status == "ended" {
			break
		}
		if i > 10000 {
			t.Fatalf("the game never ended: %s", raw)
		}
		if len(up.Moves) == 0 {
			time.Sleep(time.Millisecond) // the bot is picking
			continue
		}
		body, _ := json.Marshal(map[string]any{"seat": 0, "seq": up.Seq, "move": up.Moves[0]["move"], "option": up.Moves[0]["option"]})
		host.do("POST", path+"/moves", string(body))
	}
	_, out, raw = host.do("GET", path+"/replay", "")
	chat, _ := out["chat"].([]any)
	if len(chat) != 1 || chat[0].(map[string]any)["text"] != "good luck" {
		t.Fatalf("the replay's chat: %s", raw)
	}
	// Highest Unique scores by round: the replay says what each of its
	// three rounds' scoring saw (game.SeasonRecorder).
	if seasons, _ := out["seasons"].([]any); len(seasons) != 3 || seasons[2].(map[string]any)["round"] != 3.0 {
		t.Fatalf("the replay's seasons: %v", out["seasons"])
	}
}
