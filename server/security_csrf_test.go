package server_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"evergreen/server"
)

// post sends a POST with the given headers and returns the status, the
// error code and the response.
func post(t *testing.T, url, body string, header map[string]string) (int, string, *http.Response) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	code := ""
	if i := strings.Index(string(raw), `"code":"`); i >= 0 {
		code = strings.SplitN(string(raw)[i+8:], `"`, 2)[0]
	}
	return resp.StatusCode, code, resp
}

// TestCrossSiteRequestsRefused: a form another site posts on a
// visitor's behalf (their cookie attached) changes nothing, nor does a
// JSON request from another origin; the site's own pages, and clients
// that are not browsers, are served.
func TestCrossSiteRequestsRefused(t *testing.T) {
	ts, _ := hardened(t, server.Config{})
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code := out["code"].(string)
	cookie := "eg_" + code + "=" + out["token"].(string)
	moves := ts.URL + "/api/tables/" + code + "/moves"
	move := `{"seat":0,"move":"roll","seq":0}`

	for _, tc := range []struct {
		name   string
		body   string
		header map[string]string
		status int
		code   string
	}{
		{"a cross-site form post", "seat=0&move=roll&seq=0",
			map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://evil.example", "Cookie": cookie, "Sec-Fetch-Site": "cross-site"}, 415, "unsupported_media_type"},
		{"a cross-site text/plain post with a JSON body", move,
			map[string]string{"Content-Type": "text/plain", "Origin": "https://evil.example", "Cookie": cookie}, 415, "unsupported_media_type"},
		{"JSON from another origin", move,
			map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example", "Cookie": cookie}, 403, "cross_origin"},
		{"JSON from an opaque origin", move,
			map[string]string{"Content-Type": "application/json", "Origin": "null", "Cookie": cookie}, 403, "cross_origin"},
		{"JSON marked cross-site without an Origin", move,
			map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site", "Cookie": cookie}, 403, "cross_origin"},
		{"JSON from a sibling site", move,
			map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-site", "Cookie": cookie}, 403, "cross_origin"},
	} {
		status, got, _ := post(t, moves, tc.body, tc.header)
		if status != tc.status || got != tc.code {
			t.Errorf("%s: %d %s, want %d %s", tc.name, status, got, tc.status, tc.code)
		}
	}
	if _, view, _ := host.do("GET", "/api/tables/"+code+"/view", ""); view["seq"].(float64) != 0 {
		t.Fatalf("a refused request changed the table: seq %v", view["seq"])
	}
	// The site's own page (its Origin is this host) moves.
	status, _, _ := post(t, moves, move, map[string]string{"Content-Type": "application/json; charset=utf-8", "Origin": ts.URL, "Cookie": cookie, "Sec-Fetch-Site": "same-origin"})
	if status != 200 {
		t.Fatalf("a same-origin move: %d", status)
	}
	// The same host and port over another scheme is another site.
	https := strings.Replace(ts.URL, "http://", "https://", 1)
	if status, code, _ := post(t, moves, move, map[string]string{"Content-Type": "application/json", "Origin": https, "Cookie": cookie}); status != 403 || code != "cross_origin" {
		t.Fatalf("an https page on a plain-HTTP server: %d %s, want 403 cross_origin", status, code)
	}
	// A client that is no browser (no Origin, no Sec-Fetch-Site) too.
	if status, _, _ := post(t, ts.URL+"/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`, map[string]string{"Content-Type": "application/json"}); status != 201 {
		t.Fatalf("a plain client: %d", status)
	}
}

// TestCookiesSecureBehindTLS: behind a proxy that terminates TLS the
// token cookie is Secure although the request came over plain HTTP;
// otherwise it is Secure only over TLS.
func TestCookiesSecureBehindTLS(t *testing.T) {
	for _, behind := range []bool{false, true} {
		ts, _ := hardened(t, server.Config{BehindTLS: behind})
		_, _, resp := post(t, ts.URL+"/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`, map[string]string{"Content-Type": "application/json"})
		cookies := resp.Cookies()
		if len(cookies) != 1 || cookies[0].Secure != behind || !cookies[0].HttpOnly {
			t.Fatalf("behind TLS %v: cookies %v", behind, cookies)
		}
	}
}

// TestBodyLimit: a body over Config.MaxBody is refused, whether it
// declares its length or is sent in chunks.
func TestBodyLimit(t *testing.T) {
	ts, _ := hardened(t, server.Config{MaxBody: 1024})
	big := `{"seats":[{"kind":"local","name":"` + strings.Repeat("x", 2000) + `"},{"kind":"local"}]}`
	if status, code, _ := post(t, ts.URL+"/api/tables", big, map[string]string{"Content-Type": "application/json"}); status != 413 || code != "too_large" {
		t.Fatalf("declared large body: %d %s", status, code)
	}
	req, _ := http.NewRequest("POST", ts.URL+"/api/tables", io.MultiReader(strings.NewReader(big))) // no length: chunked
	req.Header.Set("Content-Type", "application/json")
	req.ContentLength = -1
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 400 || !strings.Contains(string(raw), "too large") {
		t.Fatalf("chunked large body: %d %s", resp.StatusCode, raw)
	}
}

// TestTricklingBodyCutOff: a client that sends its body a byte at a time
// loses the connection once the read timeout passes, instead of holding
// it for as long as it likes. The timeout is tiny here; the test only
// checks that the server gives up before the client has sent everything
// (a trickle that would take minutes).
func TestTricklingBodyCutOff(t *testing.T) {
	_, srv := hardened(t, server.Config{ReadTimeout: 200 * time.Millisecond, ReadHeaderTimeout: 200 * time.Millisecond})
	hs := srv.HTTPServer()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })

	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	const size = 20000 // at one byte per 10 ms: 200 s to send in full
	fmt.Fprintf(conn, "POST /api/tables HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", ln.Addr(), size)
	answered := make(chan string, 1)
	go func() {
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			answered <- "closed: " + err.Error()
			return
		}
		answered <- resp.Status
	}()
	for sent := 0; sent < size; sent++ {
		select {
		case how := <-answered:
			if strings.HasPrefix(how, "201") {
				t.Fatalf("the trickled body was accepted: %s", how)
			}
			return // cut off: the server did not wait for the trickle
		default:
		}
		if _, err := conn.Write([]byte{'{'}); err != nil {
			return // cut off
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the server read a %d-byte body trickled a byte at a time to the end", size)
}

// TestWebSocketOutlivesTimeouts: the http.Server timeouts bound requests,
// not an upgraded WebSocket: a socket idle for longer than all of them
// still carries moves and updates.
func TestWebSocketOutlivesTimeouts(t *testing.T) {
	// Timeouts long enough for a loaded machine to serve the upgrade
	// itself; the socket then idles well past them.
	const limit = time.Second
	ts, srv := hardened(t, server.Config{ReadTimeout: limit, WriteTimeout: limit, IdleTimeout: limit, ReadHeaderTimeout: limit})
	hs := srv.HTTPServer()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	// The table is set through the test server, which has no timeouts;
	// both serve the same Server.
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code, token := out["code"].(string), out["token"].(string)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second) // a hang, not a timing assertion
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws://"+ln.Addr().String()+"/api/tables/"+code+"/ws?seat=0", &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + token}}})
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(websocket.StatusNormalClosure, "")
	conn.SetReadLimit(1 << 22)
	readUntil(t, ctx, conn, "update")
	time.Sleep(3 * limit) // idle past every timeout
	if err := conn.Write(ctx, websocket.MessageText, []byte(`{"type":"move","seat":0,"move":"roll","seq":0}`)); err != nil {
		t.Fatalf("writing after the timeouts: %v", err)
	}
	if up := readUntil(t, ctx, conn, "update"); up["seq"].(float64) != 1 {
		t.Fatalf("update after the move: seq %v", up["seq"])
	}
}
