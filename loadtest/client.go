package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// API is a minimal HTTP client for the table API.
type API struct {
	Base   string // http://host:port
	Client *http.Client
}

func (a *API) do(ctx context.Context, method, path, token string, body any, out any) error {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.Base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	c := a.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, path, resp.StatusCode, bytes.TrimSpace(raw))
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

// Get fetches path as JSON into out, with token if set.
func (a *API) Get(ctx context.Context, path, token string, out any) error {
	return a.do(ctx, "GET", path, token, nil, out)
}

// Table is a table opened for the test, with a token per seat.
type Table struct {
	Code   string
	Tokens []string
}

// OpenTable creates a table of online seats, claims them all and starts
// the year. The server deals a table of online seats itself (it refuses
// a chosen seed there), so the seed is not sent; it stays in the
// signature for the callers' record of what they asked for.
func (a *API) OpenTable(ctx context.Context, seats int, _ uint64, rules json.RawMessage) (*Table, error) {
	kinds := make([]map[string]string, seats)
	for i := range kinds {
		kinds[i] = map[string]string{"kind": "online"}
	}
	var created struct {
		Code  string `json:"code"`
		Token string `json:"token"`
	}
	body := map[string]any{"seats": kinds}
	if rules != nil {
		body["rules"] = rules
	}
	if err := a.do(ctx, "POST", "/api/tables", "", body, &created); err != nil {
		return nil, err
	}
	t := &Table{Code: created.Code}
	for i := range seats {
		var claim struct {
			Token string `json:"token"`
		}
		if err := a.retryStale(ctx, "/api/tables/"+t.Code+"/claim", "", map[string]any{"seat": i, "name": fmt.Sprintf("Load %d", i)}, &claim); err != nil {
			return nil, err
		}
		t.Tokens = append(t.Tokens, claim.Token)
	}
	// A start reaching a server that has not yet heard of the last claim
	// is checked against the stored table there, so only stale is retried.
	if err := a.retryStale(ctx, "/api/tables/"+t.Code+"/start", created.Token, map[string]any{}, nil); err != nil {
		return nil, err
	}
	return t, nil
}

// retryStale POSTs, and again (a few times, after a short pause) while
// the answer is 409 stale: behind a load balancer, consecutive requests
// reach different servers of a cluster, and one that has not yet heard
// of the previous change refuses the next as made against an old state,
// asking the client to look again and retry, as a person's page would.
func (a *API) retryStale(ctx context.Context, path, token string, body, out any) error {
	var err error
	for try := range 5 {
		if err = a.do(ctx, "POST", path, token, body, out); err == nil {
			return nil
		}
		if !strings.Contains(err.Error(), `"code":"stale"`) {
			return err
		}
		select {
		case <-time.After(time.Duration(try+1) * 20 * time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return err
}

// update is the part of a server update a player needs: nothing of the
// game's own view, so any game can be load-tested.
type update struct {
	Type  string `json:"type"`
	Seq   int64  `json:"seq"`
	Table struct {
		Status string `json:"status"`
	} `json:"table"`
	// Moves are this seat's legal moves, empty while it has nothing to
	// decide.
	Moves []json.RawMessage `json:"moves"`
	Error *struct {
		Code string `json:"code"`
	} `json:"error"`
}

// Seat plays one seat over a WebSocket.
type Seat struct {
	API *API
	// From, if set, is the HTTP client the WebSocket is dialled with
	// (its source address; source.go).
	From  *http.Client
	Code  string
	Seat  int
	Token string
	Think time.Duration
	Rng   *rand.Rand
	// Observe, if set, is called with each move's latency: from sending
	// it to receiving the update that contains it.
	Observe func(time.Duration)
	// Node is the index of the server API points at, Sent the table's
	// record of moves sent, shared by its seats. With Sent and Heard set,
	// each update is timed as heard here for every other seat's move it
	// carries: Heard gets the time from that move's sending, and whether
	// it was sent to the same server as this seat's.
	Node  int
	Sent  *SentMoves
	Heard func(d time.Duration, sameNode bool)
	// Connected, if set, is called at the first update: the seat is
	// connected and playing.
	Connected func()

	mu    sync.Mutex
	acked int64 // highest sequence number this seat has seen broadcast
	errs  int64
}

// Acked is the highest sequence number the server has confirmed to this
// seat: every move up to it is acknowledged.
func (s *Seat) Acked() int64 { s.mu.Lock(); defer s.mu.Unlock(); return s.acked }

// Errors is the number of refused moves and protocol errors seen.
func (s *Seat) Errors() int64 { s.mu.Lock(); defer s.mu.Unlock(); return s.errs }

// Play connects and plays until the game ends, ctx ends or the connection
// fails. It returns nil when the game ended.
func (s *Seat) Play(ctx context.Context) error {
	url := "ws" + strings.TrimPrefix(s.API.Base, "http") + fmt.Sprintf("/api/tables/%s/ws?seat=%d", s.Code, s.Seat)
	conn, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: s.From, HTTPHeader: http.Header{"Authorization": {"Bearer " + s.Token}}})
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(4 << 20)
	var sentAt time.Time
	var sentFor int64 = -1
	heardFrom := int64(-1) // the first sequence number whose move this seat has not timed
	playing := false       // an update has come
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		var up update
		if json.Unmarshal(data, &up) != nil {
			continue
		}
		if up.Type == "error" {
			s.mu.Lock()
			s.errs++
			s.mu.Unlock()
			sentFor = -1
			continue
		}
		if up.Type != "update" {
			continue
		}
		s.mu.Lock()
		if up.Seq > s.acked {
			s.acked = up.Seq
		}
		s.mu.Unlock()
		if !playing && s.Connected != nil {
			s.Connected()
		}
		playing = true
		s.hear(&heardFrom, up.Seq)
		if sentFor >= 0 && up.Seq > sentFor {
			if s.Observe != nil {
				s.Observe(time.Since(sentAt))
			}
			sentFor = -1
		}
		if up.Table.Status == "ended" {
			conn.Close(websocket.StatusNormalClosure, "")
			return nil
		}
		if len(up.Moves) == 0 || sentFor >= 0 {
			continue
		}
		if s.Think > 0 {
			select {
			case <-time.After(time.Duration(float64(s.Think) * (0.5 + s.Rng.Float64()))):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		moves := up.Moves
		var m map[string]any
		_ = json.Unmarshal(moves[s.Rng.IntN(len(moves))], &m)
		m["type"], m["seat"], m["seq"] = "move", s.Seat, up.Seq
		b, _ := json.Marshal(m)
		sentAt, sentFor = time.Now(), up.Seq
		if s.Sent != nil {
			s.Sent.note(up.Seq, s.Seat, s.Node, sentAt)
		}
		if err := conn.Write(ctx, websocket.MessageText, b); err != nil {
			return err
		}
	}
}

// hear times the other seats' moves carried by an update at seq: those
// sent at sequence numbers from *from up to seq. The first update only
// sets where to start (moves sent before this seat connected are not
// its to time).
func (s *Seat) hear(from *int64, seq int64) {
	if s.Sent == nil || s.Heard == nil {
		return
	}
	if *from >= 0 {
		now := time.Now()
		for _, m := range s.Sent.between(*from, seq) {
			if m.seat != s.Seat {
				s.Heard(now.Sub(m.at), m.node == s.Node)
			}
		}
	}
	*from = max(*from, seq)
}
