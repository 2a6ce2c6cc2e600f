package loadtest

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"time"
)

// Source addresses. Every address of 127.0.0.0/8 is this machine, so on
// a server at 127.0.0.1 the load tester's clients come from many
// addresses, as real players do: the players' WebSockets from
// 127.0.1.1 to 127.0.1.250, each adversary from one address of its own
// (127.0.0.2, …). The server's per-address limits (sockets per client,
// preview budgets) then fall on the adversary as they would, and not on
// the players the run measures.

// loopbackHost reports whether base names a server on 127.0.0.1.
func loopbackHost(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	ip := net.ParseIP(u.Hostname())
	return ip != nil && ip.Equal(net.IPv4(127, 0, 0, 1))
}

// fromAddr is an HTTP client (for a WebSocket's dial or requests) whose
// connections leave from ip.
func fromAddr(ip net.IP) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}, Timeout: 10 * time.Second}
	return &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			return d.DialContext(ctx, network, addr)
		},
		MaxIdleConnsPerHost: 8,
	}, Timeout: 30 * time.Second}
}

// playerSources are the clients the players' WebSockets dial from, one
// per source address (nil entries: the default client).
func playerSources(base string) []*http.Client {
	if !loopbackHost(base) {
		return []*http.Client{nil}
	}
	out := make([]*http.Client, 250)
	for i := range out {
		out[i] = fromAddr(net.IPv4(127, 0, 1, byte(i+1)))
	}
	return out
}
