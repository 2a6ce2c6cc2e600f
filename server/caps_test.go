package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/server"
)

// TestTablesPerHourCap: one address sets at most TablesPerHour tables
// (rematches included), then gets a 429 that says why.
func TestTablesPerHourCap(t *testing.T) {
	ts, _ := hardened(t, server.Config{TablesPerHour: 3})
	c := &client{t: t, base: ts.URL}
	var code, token string
	for i := range 3 {
		status, out, raw := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
		if status != 201 {
			t.Fatalf("table %d: %d %s", i, status, raw)
		}
		code, token = out["code"].(string), out["token"].(string)
	}
	status, out, raw := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	if status != 429 || errCode(out) != "rate_limited" || !strings.Contains(string(raw), "3 tables in the last hour") {
		t.Fatalf("the fourth table: %d %s", status, raw)
	}
	host := &client{t: t, base: ts.URL, token: token}
	if status, _, raw := host.do("POST", "/api/tables/"+code+"/rematch", `{}`); status != 429 {
		t.Fatalf("a rematch over the cap: %d %s", status, raw)
	}
	// A refused request spends nothing: bad requests do not count.
	ts2, _ := hardened(t, server.Config{TablesPerHour: 1})
	c2 := &client{t: t, base: ts2.URL}
	c2.do("POST", "/api/tables", `{"seats":[{"kind":"local"}]}`)
	if status, _, raw := c2.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`); status != 201 {
		t.Fatalf("after a refused request: %d %s", status, raw)
	}
}

// TestRulesetSavesCap: one address adds at most RulesetsPerDay rule sets
// to the Studios' libraries; saving one already there costs nothing.
func TestRulesetSavesCap(t *testing.T) {
	ts, _ := hardened(t, server.Config{RulesetsPerDay: 2})
	c := &client{t: t, base: ts.URL}
	for i := range 2 {
		status, _, raw := c.do("POST", "/api/rulesets", fmt.Sprintf(`{"name":"Mine %d","doc":{"turns_per_season":%d}}`, i, 3+i))
		if status != 201 {
			t.Fatalf("save %d: %d %s", i, status, raw)
		}
	}
	status, out, raw := c.do("POST", "/games/evergreen/api/rulesets", `{"name":"Third","doc":{"seasons":2}}`)
	if status != 429 || errCode(out) != "rate_limited" {
		t.Fatalf("the third save (another game's Studio): %d %s", status, raw)
	}
	if status, _, raw := c.do("POST", "/api/rulesets/import", `{"turns_per_season":6}`); status != 429 {
		t.Fatalf("an import over the cap: %d %s", status, raw)
	}
}

// TestSpectatorCap: a table takes at most MaxSpectators spectators'
// feeds, then answers 429; its players still connect.
func TestSpectatorCap(t *testing.T) {
	ts, _ := hardened(t, server.Config{MaxSpectators: 2})
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
	code, token := out["code"].(string), out["token"].(string)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second) // a hang, not a timing assertion
	defer cancel()
	for i := range 2 {
		conn, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
		if err != nil {
			t.Fatalf("spectator %d: %v", i, err)
		}
		defer conn.Close(websocket.StatusNormalClosure, "")
		readUntil(t, ctx, conn, "update")
	}
	_, resp, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a third spectator: %v %v", err, resp)
	}
	conn, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", http.Header{"Authorization": {"Bearer " + token}})
	if err != nil {
		t.Fatalf("the host's seat over the spectator cap: %v", err)
	}
	conn.Close(websocket.StatusNormalClosure, "")
}

// fromAddr sends a request as if from addr, through the server's handler.
func fromAddr(h http.Handler, addr, method, path, token, body string) int {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.RemoteAddr = addr
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code
}

// guess is an unknown room code, different for each i.
func guess(i int) string {
	const a = "ACDEFGHJKM"
	return fmt.Sprintf("/api/tables/QQ%c%c%c%c", a[i%10], a[i/10%10], a[i/100%10], a[i/1000%10])
}

// TestGuessingLimitsPerNetwork: guesses spread over many addresses of
// one network (a /24, a /64) share one budget; another network keeps
// its own; and the whole server has a budget of failed lookups.
func TestGuessingLimitsPerNetwork(t *testing.T) {
	_, srv := hardened(t, server.Config{JoinRate: 0.001, JoinBurst: 3, NetworkJoinRate: 0.001, NetworkJoinBurst: 10, GlobalJoinRate: 0.001, GlobalJoinBurst: 1000})
	h := srv.Handler()
	for _, net := range []struct{ name, addr, sibling, other string }{
		{"IPv4 /24", "10.1.2.%d:4000", "10.1.2.250:4000", "10.1.3.1:4000"},
		{"IPv6 /64", "[2001:db8:1:2::%x]:4000", "[2001:db8:1:2:ffff::1]:4000", "[2001:db8:1:3::1]:4000"},
	} {
		n := 0
		// Five addresses, two guesses each: under each address's own
		// budget of three, but the network's ten are spent.
		for a := 1; a <= 5; a++ {
			for range 2 {
				if s := fromAddr(h, fmt.Sprintf(net.addr, a), "GET", guess(n), "", ""); s != 404 {
					t.Fatalf("%s: guess %d: %d", net.name, n, s)
				}
				n++
			}
		}
		if s := fromAddr(h, net.sibling, "GET", guess(n), "", ""); s != 429 {
			t.Errorf("%s: a fresh address of the same network: %d, want 429", net.name, s)
		}
		if s := fromAddr(h, net.other, "GET", guess(n+1), "", ""); s != 404 {
			t.Errorf("%s: another network: %d, want 404", net.name, s)
		}
	}

	// The whole server: many networks, a few guesses each.
	_, srv = hardened(t, server.Config{JoinRate: 0.001, JoinBurst: 3, NetworkJoinRate: 0.001, NetworkJoinBurst: 3, GlobalJoinRate: 0.001, GlobalJoinBurst: 20})
	h = srv.Handler()
	refused := 0
	for i := range 30 {
		if fromAddr(h, fmt.Sprintf("10.%d.0.1:4000", i), "GET", guess(i), "", "") == 429 {
			refused++
		}
	}
	if refused != 10 {
		t.Fatalf("%d of 30 guesses from 30 networks refused, want the 10 over the server's budget of 20", refused)
	}
}

// TestGuesserDoesNotBlockPlayer: a guesser and a player share one
// address (a household, a campus NAT). Once the guesser has spent the
// address's failed lookups, the guesser is refused, real codes included,
// but the player, whose token opens the table, keeps reading and moving.
func TestGuesserDoesNotBlockPlayer(t *testing.T) {
	_, srv := hardened(t, server.Config{JoinRate: 0.001, JoinBurst: 5})
	h := srv.Handler()
	const addr = "192.0.2.7:5000"
	req := httptest.NewRequest("POST", "/api/tables", strings.NewReader(`{"seats":[{"kind":"local"},{"kind":"local"}]}`))
	req.RemoteAddr, req.Header["Content-Type"] = addr, []string{"application/json"}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var created struct{ Code, Token string }
	if err := json.Unmarshal(rec.Body.Bytes(), &created); err != nil || created.Token == "" {
		t.Fatalf("create: %v %s", err, rec.Body)
	}
	code, token := created.Code, created.Token
	for i := range 10 {
		fromAddr(h, addr, "GET", guess(i), "", "")
	}
	if s := fromAddr(h, addr, "GET", "/api/tables/"+code, "", ""); s != 429 {
		t.Fatalf("the guesser on a real code: %d, want 429", s)
	}
	if s := fromAddr(h, addr, "GET", "/api/tables/"+code, "wrong-token", ""); s != 429 {
		t.Fatalf("the guesser with a made-up token: %d, want 429", s)
	}
	if s := fromAddr(h, addr, "GET", "/api/tables/QQQQQQ", "wrong-token", ""); s != 429 {
		t.Fatalf("the guesser with a made-up token on an unknown code: %d, want 429", s)
	}
	if s := fromAddr(h, addr, "GET", "/api/tables/"+code+"/view?seat=0", token, ""); s != 200 {
		t.Fatalf("the player's view: %d", s)
	}
	if s := fromAddr(h, addr, "POST", "/api/tables/"+code+"/moves", token, `{"seat":0,"move":"roll","seq":0}`); s != 200 {
		t.Fatalf("the player's move: %d", s)
	}
	if s := fromAddr(h, addr, "GET", "/t/"+code, token, ""); s != 200 {
		t.Fatalf("the player's table page: %d", s)
	}
}
