package server_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// goName matches what a player must never read: a Go type or field path
// (server.wsFrame, moveRequest.Wire.option, engine.Wire) or a Go kind.
var goName = regexp.MustCompile(`\b[a-z]+\.[A-Z]\w*\b|\b(wsFrame|moveRequest|createRequest|chatRequest|Wire|SeatConfig|ClockConfig)\b|Go (value|struct)|\*?\bu?int(8|16|32|64)?\b|\bfloat64\b|\bstring\b`)

// TestNoGoNamesInErrors: bad bodies and frames of every shape get an
// error in plain words: no Go type, struct or field name in the answer.
func TestNoGoNamesInErrors(t *testing.T) {
	ts := newServer(t)
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"online"},{"kind":"online"}]}`)
	code := out["code"].(string)
	host.token = out["token"].(string)
	guest := &client{t: t, base: ts.URL}
	_, out, _ = guest.do("POST", "/api/tables/"+code+"/claim", `{"seat":0}`)
	guest.token = out["token"].(string)
	other := &client{t: t, base: ts.URL}
	other.do("POST", "/api/tables/"+code+"/claim", `{"seat":1}`)
	host.do("POST", "/api/tables/"+code+"/start", "{}")
	move := "/api/tables/" + code + "/moves"
	for _, tc := range []struct{ path, body string }{
		{"/api/tables", `[]`},
		{"/api/tables", `"x"`},
		{"/api/tables", `{"seats":"two"}`},
		{"/api/tables", `{"seats":[{"kind":1}]}`},
		{"/api/tables", `{"seats":[{"kind":"local","name":7}]}`},
		{"/api/tables", `{"seats":[3]}`},
		{"/api/tables", `{"seed":"abc","seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"seed":-1,"seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"bot_delay_ms":"fast","seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"bot_delay_ms":1.5,"seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"clock":"live","seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"clock":{"seconds":"ten"},"seats":[{"kind":"local"}]}`},
		{"/api/tables", `{"rules":5,"seats":[{"kind":"local"}]}`},
		{"/api/tables/" + code + "/claim", `{"seat":"one"}`},
		{"/api/tables/" + code + "/claim", `{"seat":1,"name":["a"]}`},
		{move, `{"seat":0,"seq":0,"move":"roll","option":"one"}`},
		{move, `{"seat":0,"seq":"zero","move":"roll"}`},
		{move, `{"seat":true,"seq":0,"move":"roll"}`},
		{move, `{"seat":0,"seq":0,"move":5}`},
		{move, `{"seat":0,"seq":0,"move":"roll","item":{}}`},
		{move, `{"seat":0,"seq":0,"move":"roll","option":99999999999999999999}`},
		{"/api/tables/" + code + "/chat", `{"seat":0,"kind":"text","text":5}`},
	} {
		c := host
		if strings.Contains(tc.path, "/moves") || strings.Contains(tc.path, "/chat") {
			c = guest
		}
		status, out, raw := c.do("POST", tc.path, tc.body)
		if status < 400 || status >= 500 {
			t.Errorf("POST %s %s: %d %s, want a refusal", tc.path, tc.body, status, raw)
			continue
		}
		msg := fmt.Sprint(out["error"].(map[string]any)["message"])
		if m := goName.FindString(string(raw)); m != "" {
			t.Errorf("POST %s %s: the answer names %q: %s", tc.path, tc.body, m, raw)
		} else if len(msg) < 12 {
			t.Errorf("POST %s %s: the message %q says too little", tc.path, tc.body, msg)
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + guest.token}})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(websocket.StatusNormalClosure, "")
	readUntil(t, ctx, conn, "update")
	for _, frame := range []string{
		`[]`,
		`7`,
		`{"type":5}`,
		`{"type":"move","seat":0,"seq":0,"move":"roll","option":"one"}`,
		`{"type":"move","seat":"0","seq":0,"move":"roll"}`,
		`{"type":"move","seat":0,"seq":0,"move":["roll"]}`,
		`{"type":"chat","seat":0,"kind":"text","text":{}}`,
	} {
		if err := conn.Write(ctx, websocket.MessageText, []byte(frame)); err != nil {
			t.Fatal(err)
		}
		got := readUntil(t, ctx, conn, "error")
		raw := fmt.Sprint(got["error"])
		if m := goName.FindString(raw); m != "" {
			t.Errorf("frame %s: the answer names %q: %s", frame, m, raw)
		}
	}
}
