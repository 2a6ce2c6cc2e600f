package server

import (
	"net/http/httptest"
	"testing"
)

// TestClientAddr: X-Forwarded-For is believed only from a peer on this
// machine (a proxy beside the server), and only its last address, the
// one that proxy saw; a client's own additions before it count for
// nothing.
func TestClientAddr(t *testing.T) {
	for _, c := range []struct {
		peer string
		fwd  []string
		want string
	}{
		{"203.0.113.9:5000", nil, "203.0.113.9"},
		{"203.0.113.9:5000", []string{"198.51.100.1"}, "203.0.113.9"}, // not from a local proxy
		{"127.0.0.1:5000", nil, "127.0.0.1"},
		{"127.0.0.1:5000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"[::1]:5000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"127.0.0.1:5000", []string{"6.6.6.6, 198.51.100.1"}, "198.51.100.1"},     // the client wrote 6.6.6.6
		{"127.0.0.1:5000", []string{"6.6.6.6", "198.51.100.1"}, "198.51.100.1"},   // as two headers
		{"127.0.0.1:5000", []string{"2001:db8::7"}, "2001:db8::7"},                // IPv6
		{"127.0.0.1:5000", []string{"[2001:db8::7]:443"}, "2001:db8::7"},          // with a port
		{"127.0.0.1:5000", []string{"198.51.100.1:1234"}, "198.51.100.1"},         // with a port
		{"127.0.0.1:5000", []string{"::ffff:198.51.100.1"}, "198.51.100.1"},       // mapped
		{"127.0.0.1:5000", []string{"198.51.100.1, not-an-address"}, "127.0.0.1"}, // garbage: the peer
		{"127.0.0.1:5000", []string{""}, "127.0.0.1"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		for _, v := range c.fwd {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := clientAddr(r); got != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", c.peer, c.fwd, got, c.want)
		}
	}
}
