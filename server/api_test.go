package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
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

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv, err := server.New(server.Config{Games: game.MustList(noblesgame.New()), Store: memstore.New(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BotDelayMs: new(1)})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return ts
}

type client struct {
	t     *testing.T
	base  string
	token string
	// seen keeps every body the client received, for tests that check
	// what a client could learn.
	seen [][]byte
}

func (c *client) do(method, path, body string) (int, map[string]any, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	c.seen = append(c.seen, raw)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out, raw
}

func errCode(out map[string]any) string {
	if e, ok := out["error"].(map[string]any); ok {
		return fmt.Sprint(e["code"])
	}
	return ""
}

func TestAPIErrors(t *testing.T) {
	ts := newServer(t)
	anon := &client{t: t, base: ts.URL}
	for _, tc := range []struct {
		method, path, body string
		status             int
		code               string
	}{
		{"POST", "/api/tables", `{"seats":[{"kind":"local"}]}`, 400, "bad_request"},
		{"POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}],"colour":"red"}`, 400, "bad_request"},
		{"POST", "/api/tables", `{"seats":`, 400, "bad_request"},
		{"POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]} {}`, 400, "bad_request"},
		{"POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}],"rules":{"board":["x"]}}`, 422, "invalid_rules"},
		{"POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}],"first_seat":"eldest"}`, 400, "bad_request"},
		{"GET", "/api/tables/QQQQQQ", ``, 404, "not_found"},
		{"GET", "/api/tables/not-a-code!", ``, 404, "not_found"},
		{"POST", "/api/tables", strings.Repeat(" ", 300<<10) + `{}`, 400, "bad_request"},
	} {
		status, out, raw := anon.do(tc.method, tc.path, tc.body)
		if status != tc.status || errCode(out) != tc.code {
			t.Errorf("%s %s %.60q: %d %s", tc.method, tc.path, tc.body, status, raw)
		}
	}
	// A seat's problems name the seat and the field.
	for _, tc := range []struct{ body, want string }{
		{`{"seats":[{"kind":"local"},{"kind":"local","house":"merrow"}]}`, `seat 1: unknown field "house"`},
		{`{"seats":[{"kind":"local","setup":"merrow"},{"kind":"local"}]}`, `seat 0: its set-up must be an object`},
		{`{"seats":[{"kind":"local","setup":{"house":"nowhere"}},{"kind":"local"}]}`, `seats[0].setup.house: no House has id "nowhere"`},
		{`{"seats":[{"kind":"local","setup":{"hous":"merrow"}},{"kind":"local"}]}`, `seats[0].setup.unknown field "hous"`},
		{`{"seats":[{"kind":"local","name":7},{"kind":"local"}]}`, `seat 0: "name" must be text, not a number (seats[0])`},
		{`{"game":"chess","seats":[{"kind":"local"},{"kind":"local"}]}`, `game: unknown game "chess" (known: nobles)`},
		{`{"seats":[{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"},{"kind":"local"}]}`, `seats: Nobles of Evergreen seats 2 to 8 players, got 9`},
	} {
		status, out, raw := anon.do("POST", "/api/tables", tc.body)
		msg, _ := out["error"].(map[string]any)["message"].(string)
		if status != 400 || errCode(out) != "bad_request" || !strings.HasPrefix(msg, tc.want) {
			t.Errorf("%s: %d %s, want a 400 saying %s", tc.body, status, raw, tc.want)
		}
	}
	// Invalid rules come back with every problem's path.
	_, out, _ := anon.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}],"rules":{"board":["x"],"duties":{"save_cost":0}}}`)
	probs := out["error"].(map[string]any)["problems"].([]any)
	if len(probs) < 2 || !strings.Contains(fmt.Sprint(probs), "duties.save_cost") {
		t.Errorf("problems: %v", probs)
	}
}

func TestAPIMoves(t *testing.T) {
	ts := newServer(t)
	host := &client{t: t, base: ts.URL}
	status, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`)
	if status != 201 {
		t.Fatalf("create: %d %s", status, raw)
	}
	code, token := out["code"].(string), out["token"].(string)
	host.token = token
	guest := &client{t: t, base: ts.URL}
	if s, out, _ := guest.do("POST", "/api/tables/"+code+"/start", `{}`); s != 403 || errCode(out) != "forbidden" {
		t.Errorf("guest start: %d %v", s, out)
	}
	if s, out, _ := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`); s != 409 || errCode(out) != "not_started" {
		t.Errorf("move in lobby: %d %v", s, out)
	}
	s, out, raw := guest.do("POST", "/api/tables/"+code+"/claim", `{"seat":1,"name":"<b>Ben</b>"}`)
	if s != 200 {
		t.Fatalf("claim: %d %s", s, raw)
	}
	guest.token = out["token"].(string)
	if s, _, raw := host.do("POST", "/api/tables/"+code+"/start", `{}`); s != 200 {
		t.Fatalf("start: %d %s", s, raw)
	}
	for _, tc := range []struct {
		who    *client
		body   string
		status int
		code   string
	}{
		{guest, `{"seat":0,"move":"roll","seq":0}`, 403, "forbidden"},
		{host, `{"seat":1,"move":"roll","seq":0}`, 403, "forbidden"},
		{guest, `{"seat":1,"move":"roll","seq":0}`, 409, "not_your_turn"},
		{host, `{"seat":0,"move":"save","seq":0}`, 422, "illegal_move"},
		{host, `{"seat":0,"move":"roll","seq":5}`, 409, "stale"},
		{host, `{"seat":0,"move":"roll"}`, 400, "bad_request"},
		{host, `{"move":"roll","seq":0}`, 400, "bad_request"},
		{host, `{"seat":0,"move":"roll","seq":0,"extra":1}`, 400, "bad_request"},
		{host, `{"seat":0,"move":"roll","seq":0}`, 200, ""},
	} {
		s, out, raw := tc.who.do("POST", "/api/tables/"+code+"/moves", tc.body)
		if s != tc.status || errCode(out) != tc.code {
			t.Errorf("%s: %d %s", tc.body, s, raw)
		}
	}
	// Reading another seat's view is refused.
	if s, _, _ := guest.do("GET", "/api/tables/"+code+"/view?seat=0", ""); s != 403 {
		t.Errorf("guest read seat 0: %d", s)
	}
	// Each seat's set-up and looks are public; the update says who is
	// deciding (seat 0, after its roll) and what the reader's seat may
	// play.
	var info struct {
		Seats []struct {
			Seat   int            `json:"seat"`
			Setup  map[string]any `json:"setup"`
			Colour string         `json:"colour"`
			Sigil  string         `json:"sigil"`
			Label  string         `json:"label"`
		} `json:"seats"`
	}
	_, _, raw = guest.do("GET", "/api/tables/"+code, "")
	if err := json.Unmarshal(raw, &info); err != nil || len(info.Seats) != 2 || info.Seats[1].Setup["house"] == nil || info.Seats[1].Label == "" || info.Seats[1].Colour == "" {
		t.Errorf("table info: %s", raw)
	}
	for _, tc := range []struct {
		who   *client
		query string
		moves bool
	}{{guest, "?seat=1", false}, {host, "?seat=0", true}, {guest, "", false}} {
		var up struct {
			Waiting []map[string]any  `json:"waiting"`
			Moves   []json.RawMessage `json:"moves"`
		}
		_, _, raw := tc.who.do("GET", "/api/tables/"+code+"/view"+tc.query, "")
		if err := json.Unmarshal(raw, &up); err != nil || len(up.Waiting) != 1 || up.Waiting[0]["seat"] != 0.0 || up.Moves == nil || (len(up.Moves) > 0) != tc.moves {
			t.Errorf("view%s: waiting %v, moves %s", tc.query, up.Waiting, up.Moves)
		}
	}
	// The name is stored as given and escaped by the JSON encoder.
	_, _, raw = host.do("GET", "/api/tables/"+code, "")
	if bytes.Contains(raw, []byte("<b>")) || !bytes.Contains(raw, []byte(`\u003cb\u003eBen`)) {
		t.Errorf("hostile name not escaped in JSON: %s", raw)
	}
}

// seatClient plays one online seat over a real WebSocket and records every
// payload it receives.
type seatClient struct {
	seat     int
	token    string
	conn     *websocket.Conn
	payloads [][]byte
}

// TestPayloadsLeakNothing plays whole games between online seats over
// WebSockets and checks every payload each seat received: no other
// House's Gems before the Gala, no private event values of others, no
// deck order and no generator state.
func TestPayloadsLeakNothing(t *testing.T) {
	ts := newServer(t)
	for game := 0; game < 3; game++ {
		host := &client{t: t, base: ts.URL}
		body := `{"seats":[{"kind":"online"},{"kind":"online"},{"kind":"online"}],"rules":{"turn_counting":"shared"}}`
		_, out, _ := host.do("POST", "/api/tables", body)
		code := out["code"].(string)
		host.token = out["token"].(string)
		var players []*seatClient
		for seat := 0; seat < 3; seat++ {
			c := &client{t: t, base: ts.URL}
			_, out, raw := c.do("POST", "/api/tables/"+code+"/claim", fmt.Sprintf(`{"seat":%d,"name":"P%d"}`, seat, seat))
			tok, _ := out["token"].(string)
			if tok == "" {
				t.Fatalf("claim: %s", raw)
			}
			players = append(players, &seatClient{seat: seat, token: tok})
		}
		if s, _, raw := host.do("POST", "/api/tables/"+code+"/start", `{}`); s != 200 {
			t.Fatalf("start: %s", raw)
		}
		// The table's page and its replay address, as a browser would
		// see them during the game.
		host.do("GET", "/t/"+code, "")
		host.do("GET", "/api/tables/"+code+"/replay", "")
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		for _, p := range players {
			url := "ws" + strings.TrimPrefix(ts.URL, "http") + fmt.Sprintf("/api/tables/%s/ws?seat=%d", code, p.seat)
			conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + p.token}}})
			if err != nil {
				t.Fatal(err)
			}
			conn.SetReadLimit(1 << 22)
			p.conn = conn
		}
		errs := make(chan error, 3)
		for _, p := range players {
			rng := rand.New(rand.NewPCG(uint64(game), uint64(p.seat)))
			go func(p *seatClient) {
				for {
					_, data, err := p.conn.Read(ctx)
					if err != nil {
						errs <- fmt.Errorf("seat %d lost its connection before the Gala: %w", p.seat, err)
						return
					}
					p.payloads = append(p.payloads, data)
					var up struct {
						Type string `json:"type"`
						Seq  int64  `json:"seq"`
						View struct {
							Ended   bool `json:"ended"`
							Pending []struct {
								Seat  int               `json:"seat"`
								Moves []json.RawMessage `json:"moves"`
							} `json:"pending"`
						} `json:"view"`
					}
					if json.Unmarshal(data, &up) != nil || up.Type != "update" {
						continue
					}
					if up.View.Ended {
						errs <- nil
						return
					}
					if len(up.View.Pending) == 1 && up.View.Pending[0].Seat == p.seat {
						moves := up.View.Pending[0].Moves
						var m map[string]any
						_ = json.Unmarshal(moves[rng.IntN(len(moves))], &m)
						m["type"], m["seat"], m["seq"] = "move", p.seat, up.Seq
						b, _ := json.Marshal(m)
						if err := p.conn.Write(ctx, websocket.MessageText, b); err != nil {
							errs <- err
							return
						}
					}
				}
			}(p)
		}
		for range players {
			select {
			case err := <-errs:
				if err != nil {
					t.Fatal(err)
				}
			case <-ctx.Done():
				t.Fatal("game over WebSockets did not finish")
			}
		}
		for _, p := range players {
			// HTTP view payloads too.
			c := &client{t: t, base: ts.URL, token: p.token}
			_, _, raw := c.do("GET", fmt.Sprintf("/api/tables/%s/view?seat=%d", code, p.seat), "")
			p.payloads = append(p.payloads, raw)
			p.conn.Close(websocket.StatusNormalClosure, "")
		}
		cancel()
		for _, p := range players {
			checkPayloads(t, p.seat, p.payloads)
		}
		var all [][]byte
		for _, p := range players {
			all = append(all, p.payloads...)
		}
		checkDeal(t, ts, code, append(all, host.seen...))
	}
}

func checkPayloads(t *testing.T, seat int, payloads [][]byte) {
	t.Helper()
	if len(payloads) < 10 {
		t.Fatalf("seat %d received only %d payloads", seat, len(payloads))
	}
	for _, raw := range payloads {
		for _, secret := range []string{`"rng"`, `"seed"`, `"draw":[`, `"discard":[`} {
			// The seed is revealed in the table's deal at the end
			// (checkDeal); nowhere before.
			if secret == `"seed"` && bytes.Contains(raw, []byte(`"status":"ended"`)) {
				continue
			}
			if bytes.Contains(raw, []byte(secret)) {
				i := bytes.Index(raw, []byte(secret))
				t.Fatalf("seat %d received hidden state %s: …%s…", seat, secret, raw[max(0, i-300):min(len(raw), i+100)])
			}
		}
		var up struct {
			View *struct {
				Ended  bool `json:"ended"`
				Houses []struct {
					Seat int  `json:"seat"`
					Gems *int `json:"gems_given"`
				} `json:"houses"`
			} `json:"view"`
			Log []struct {
				Seat    int `json:"seat"`
				Private int `json:"private"`
			} `json:"log"`
		}
		if err := json.Unmarshal(raw, &up); err != nil {
			continue
		}
		for _, e := range up.Log {
			if e.Private != 0 && e.Seat != seat {
				t.Fatalf("seat %d received seat %d's private value", seat, e.Seat)
			}
		}
		if up.View == nil || up.View.Ended {
			continue
		}
		for _, h := range up.View.Houses {
			if h.Gems != nil && h.Seat != seat {
				t.Fatalf("seat %d received seat %d's Gems before the Gala", seat, h.Seat)
			}
		}
	}
}

// TestHealth reports the server up and counts the tables in memory.
func TestHealth(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	status, out, raw := c.do("GET", "/api/health", "")
	if status != 200 || out["ok"] != true || out["live_tables"] != 0.0 {
		t.Fatalf("%d %s", status, raw)
	}
	if st, _, raw := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`); st != 200 && st != 201 {
		t.Fatalf("create: %d %s", st, raw)
	}
	if _, out, raw := c.do("GET", "/api/health", ""); out["live_tables"] != 1.0 {
		t.Fatalf("after creating a table: %s", raw)
	}
}
