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

// TestSocketCaps: a token may hold SocketsPerToken feeds on a node and a
// client address SocketsPerClient; the next is refused with 429
// too_many_sockets, and a closed one gives its place back.
func TestSocketCaps(t *testing.T) {
	ts, _ := hardened(t, server.Config{SocketsPerToken: 2, SocketsPerClient: 4})
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code, token := out["code"].(string), out["token"].(string)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	bearer := http.Header{"Authorization": {"Bearer " + token}}
	var open []*websocket.Conn
	defer func() {
		for _, c := range open {
			c.CloseNow()
		}
	}()
	for i := range 2 {
		c, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws?seat=0", bearer)
		if err != nil {
			t.Fatalf("the token's feed %d: %v", i+1, err)
		}
		open = append(open, c)
	}
	refused := func(what string, header http.Header, path string) {
		t.Helper()
		_, resp, err := dialWS(t, ctx, ts, path, header)
		if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("%s: %v, want 429", what, err)
		}
		b, _ := io.ReadAll(resp.Body)
		if !strings.Contains(string(b), "too_many_sockets") {
			t.Fatalf("%s: %s, want too_many_sockets", what, b)
		}
	}
	refused("the token's third feed", bearer, "/api/tables/"+code+"/ws?seat=0")
	for i := range 2 {
		c, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
		if err != nil {
			t.Fatalf("spectator %d from the address: %v", i+1, err)
		}
		open = append(open, c)
	}
	refused("the address's fifth feed", nil, "/api/tables/"+code+"/ws")
	// Closing one frees its place (the server notices the close when its
	// reader ends, so ask until it has; bounded).
	open[2].Close(websocket.StatusNormalClosure, "")
	for i := 0; ; i++ {
		c, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
		if err == nil {
			c.CloseNow()
			break
		}
		if i == 200 {
			t.Fatalf("a closed feed's place was never given back: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// rawUpgrade opens a WebSocket by hand and returns the connection after
// the server's 101, without ever answering anything the server sends.
func rawUpgrade(t *testing.T, addr, path string) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", path, addr)
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: %v %v", resp, err)
	}
	return c, br
}

// closedByServer reads until the server closes the connection; the
// deadline only bounds the test.
func closedByServer(t *testing.T, what string, c net.Conn, br *bufio.Reader) {
	t.Helper()
	c.SetReadDeadline(time.Now().Add(30 * time.Second))
	_, err := io.Copy(io.Discard, br)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatalf("%s: still open after 30 s", what)
	}
}

// TestIdleSocketsClosed: a socket whose client never answers a ping
// (silent after the upgrade, or stuck halfway through a frame) is closed
// by the server; one whose client reads (and so answers pings) stays
// open across many ping periods. The deadlines are tiny here.
func TestIdleSocketsClosed(t *testing.T) {
	ts, _ := hardened(t, server.Config{PingEvery: 20 * time.Millisecond, PongWait: 50 * time.Millisecond, WSHandshake: 50 * time.Millisecond})
	host := &client{t: t, base: ts.URL}
	_, out, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"local"}]}`)
	code := out["code"].(string)
	host.token = out["token"].(string)
	addr := strings.TrimPrefix(ts.URL, "http://")

	silent, br := rawUpgrade(t, addr, "/api/tables/"+code+"/ws")
	closedByServer(t, "a silent socket", silent, br)

	halfway, br2 := rawUpgrade(t, addr, "/api/tables/"+code+"/ws")
	// A masked text frame's first two bytes, announcing 100 bytes that
	// never come.
	if _, err := halfway.Write([]byte{0x81, 0x80 | 100}); err != nil {
		t.Fatal(err)
	}
	closedByServer(t, "a socket stuck halfway through a frame", halfway, br2)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	live, _, err := dialWS(t, ctx, ts, "/api/tables/"+code+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer live.CloseNow()
	readUntil(t, ctx, live, "update")
	// The reader answers pings while it waits; a move made after many
	// ping periods still reaches it.
	readCtx, stopReading := context.WithCancel(ctx)
	got := make(chan error, 1)
	go func() {
		for {
			_, data, err := live.Read(readCtx)
			if err != nil {
				got <- err
				return
			}
			if strings.Contains(string(data), `"seq":1`) {
				got <- nil
				return
			}
		}
	}()
	time.Sleep(20 * 20 * time.Millisecond) // twenty ping periods
	host.do("POST", "/api/tables/"+code+"/start", "{}")
	if st, _, raw := host.do("POST", "/api/tables/"+code+"/moves", `{"seat":0,"move":"roll","seq":0}`); st != 200 {
		t.Fatalf("move: %d %s", st, raw)
	}
	if err := <-got; err != nil {
		t.Fatalf("a socket that answers pings was closed: %v", err)
	}
	stopReading()
}
