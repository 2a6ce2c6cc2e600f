package loadtest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Adversaries: a client attacking the server while the measured tables
// play (Options.Adversary), each from a loopback address of its own
// (source.go) so that the server's per-address limits fall on it and
// not on the players. Every loop is bounded in count and in time: it
// stops when the run's play does, or after maxAttempts tries.
const (
	// AdversaryPreviews floods the Studios with the largest balance
	// previews they take, six at a time, asking after each so that none
	// is stopped as unwatched.
	AdversaryPreviews = "previews"
	// AdversarySockets opens as many WebSockets as it can with one
	// host token, on a table of bots moving every 200 ms.
	AdversarySockets = "sockets"
	// AdversaryIdle holds as many WebSockets as it can that never answer
	// anything after the upgrade, opening one again as each is closed
	// (and a second after a refusal: the flood is of sockets held, not
	// of requests).
	AdversaryIdle = "idle"
)

// Adversaries lists the adversaries in the order the docs report them.
var Adversaries = []string{AdversaryPreviews, AdversarySockets, AdversaryIdle}

// maxAttempts bounds an adversary's tries over a run.
const maxAttempts = 20000

// AdversaryResult is what an adversary tried and what the server did.
type AdversaryResult struct {
	Name     string `json:"name"`
	Attempts int64  `json:"attempts"`
	Accepted int64  `json:"accepted"`
	// Refused counts the refusals by HTTP status ("429", "400", "403") or
	// "error" for a connection that failed.
	Refused map[string]int64 `json:"refused"`
	// Closed counts the adversary's sockets the server closed.
	Closed int64 `json:"closed_by_server"`
}

func (a *AdversaryResult) String() string {
	var parts []string
	for k, v := range a.Refused {
		parts = append(parts, fmt.Sprintf("%d %s", v, k))
	}
	return fmt.Sprintf("adversary %s: %d attempts, %d accepted, refused: %s; %d of its sockets closed by the server",
		a.Name, a.Attempts, a.Accepted, strings.Join(parts, ", "), a.Closed)
}

// adversary runs one while ctx lasts.
type adversary struct {
	base string
	http *http.Client
	res  AdversaryResult
	mu   sync.Mutex
}

func (a *adversary) refuse(why string) {
	a.mu.Lock()
	if a.res.Refused == nil {
		a.res.Refused = map[string]int64{}
	}
	a.res.Refused[why]++
	a.mu.Unlock()
}

// startAdversary starts the adversary called name (none if "") against
// base; stop ends it and reports.
func startAdversary(ctx context.Context, name, base string) (stop func() (*AdversaryResult, error)) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	var res *AdversaryResult
	var err error
	go func() {
		defer close(done)
		if name != "" {
			res, err = runAdversary(ctx, name, base)
		}
	}()
	return func() (*AdversaryResult, error) {
		cancel()
		<-done
		return res, err
	}
}

// runAdversary runs the adversary called name against base until ctx
// ends, and reports.
func runAdversary(ctx context.Context, name, base string) (*AdversaryResult, error) {
	ip := net.IPv4(127, 0, 0, 2)
	a := &adversary{base: base, http: &http.Client{Timeout: 30 * time.Second}, res: AdversaryResult{Name: name}}
	if loopbackHost(base) {
		a.http = fromAddr(ip)
	}
	switch name {
	case AdversaryPreviews:
		a.previews(ctx)
	case AdversarySockets:
		a.sockets(ctx)
	case AdversaryIdle:
		a.idle(ctx)
	default:
		return nil, fmt.Errorf("no adversary is called %q (there are %s)", name, strings.Join(Adversaries, ", "))
	}
	return &a.res, nil
}

// post sends a JSON body and returns the status (0: no answer).
func (a *adversary) post(ctx context.Context, path, token, body string) (int, string) {
	req, _ := http.NewRequestWithContext(ctx, "POST", a.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := a.http.Do(req)
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	var b strings.Builder
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		b.WriteString(sc.Text())
	}
	return resp.StatusCode, b.String()
}

// note counts one attempt's answer.
func (a *adversary) note(status int) bool {
	atomic.AddInt64(&a.res.Attempts, 1)
	switch {
	case status == http.StatusSwitchingProtocols, status >= 200 && status < 300:
		atomic.AddInt64(&a.res.Accepted, 1)
		return true
	case status == 0:
		a.refuse("error")
	default:
		a.refuse(fmt.Sprint(status))
	}
	return false
}

// previews: six workers each start a preview of the most games a
// Studio takes, a different count each time (a new preview, not one
// cached or running), and ask after it every two seconds until it ends.
func (a *adversary) previews(ctx context.Context) {
	var studios []string
	var games struct {
		Games []struct {
			RulesCode string `json:"rules_code"`
			Pages     string `json:"pages"`
		} `json:"games"`
	}
	api := &API{Base: a.base, Client: a.http}
	if err := api.Get(ctx, "/api/games", "", &games); err != nil {
		a.refuse("error")
		return
	}
	for _, g := range games.Games {
		if g.Pages != "" {
			studios = append(studios, g.Pages+"api/rulesets/"+g.RulesCode+"/preview")
		}
	}
	if len(studios) == 0 {
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for ctx.Err() == nil && atomic.LoadInt64(&a.res.Attempts) < maxAttempts {
				n := next.Add(1)
				path := studios[int(n)%len(studios)]
				games := 10000 - n
				st, _ := a.post(ctx, path, "", fmt.Sprintf(`{"games":%d}`, games))
				if !a.note(st) {
					sleep(ctx, 200*time.Millisecond)
					continue
				}
				for i := 0; i < 600 && ctx.Err() == nil; i++ { // asking after it, at most 20 minutes
					sleep(ctx, 2*time.Second)
					var status struct{ State string }
					if err := api.Get(ctx, fmt.Sprintf("%s?games=%d", path, games), "", &status); err != nil || status.State != "running" {
						break
					}
				}
			}
		})
	}
	wg.Wait()
}

// sockets: a table of two bots (moving every 200 ms), and WebSockets
// opened on it with its host's token, fifty dialling at a time, each
// read until the server closes it.
func (a *adversary) sockets(ctx context.Context) {
	var created struct {
		Code  string `json:"code"`
		Token string `json:"token"`
	}
	st, body := a.post(ctx, "/api/tables", "", `{"seats":[{"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}],"bot_delay_ms":200}`)
	if st != http.StatusCreated || jsonInto(body, &created) != nil {
		a.note(st)
		return
	}
	a.post(ctx, "/api/tables/"+created.Code+"/start", created.Token, "{}")
	wsURL := "ws" + strings.TrimPrefix(a.base, "http") + "/api/tables/" + created.Code + "/ws"
	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			for ctx.Err() == nil && atomic.LoadInt64(&a.res.Attempts) < 2000 {
				conn, resp, err := websocket.Dial(ctx, wsURL, &websocket.DialOptions{HTTPClient: a.http, HTTPHeader: http.Header{"Authorization": {"Bearer " + created.Token}}})
				if err != nil {
					status := 0
					if resp != nil {
						status = resp.StatusCode
					}
					a.note(status)
					sleep(ctx, 100*time.Millisecond)
					continue
				}
				a.note(http.StatusSwitchingProtocols)
				wg.Go(func() {
					defer conn.CloseNow()
					for {
						if _, _, err := conn.Read(ctx); err != nil {
							if ctx.Err() == nil {
								atomic.AddInt64(&a.res.Closed, 1)
							}
							return
						}
					}
				})
			}
		})
	}
	wg.Wait()
}

// idle: a table of its own, and raw WebSocket upgrades on it that never
// read nor answer anything after the server's 101, a hundred at a time,
// each opened again once the server has closed it.
func (a *adversary) idle(ctx context.Context) {
	var created struct {
		Code string `json:"code"`
	}
	st, body := a.post(ctx, "/api/tables", "", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	if st != http.StatusCreated || jsonInto(body, &created) != nil {
		a.note(st)
		return
	}
	u, err := url.Parse(a.base)
	if err != nil {
		return
	}
	d := &net.Dialer{Timeout: 5 * time.Second}
	if loopbackHost(a.base) {
		d.LocalAddr = &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}
	}
	var wg sync.WaitGroup
	for range 100 {
		wg.Go(func() {
			for ctx.Err() == nil && atomic.LoadInt64(&a.res.Attempts) < maxAttempts {
				a.idleOne(ctx, d, u.Host, "/api/tables/"+created.Code+"/ws")
			}
		})
	}
	wg.Wait()
}

// idleOne opens one silent socket and waits until the server closes it
// (or ctx ends).
func (a *adversary) idleOne(ctx context.Context, d *net.Dialer, host, path string) {
	c, err := d.DialContext(ctx, "tcp", host)
	if err != nil {
		a.note(0)
		sleep(ctx, 100*time.Millisecond)
		return
	}
	defer c.Close()
	stop := context.AfterFunc(ctx, func() { c.Close() })
	defer stop()
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", path, host)
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		a.note(0)
		return
	}
	if !a.note(resp.StatusCode) {
		resp.Body.Close()
		sleep(ctx, time.Second)
		return
	}
	buf := make([]byte, 4096)
	for {
		if _, err := br.Read(buf); err != nil {
			if ctx.Err() == nil {
				atomic.AddInt64(&a.res.Closed, 1)
			}
			return
		}
	}
}

// jsonInto decodes a JSON body.
func jsonInto(body string, v any) error { return json.Unmarshal([]byte(body), v) }

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}
