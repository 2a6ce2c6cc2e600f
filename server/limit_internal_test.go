package server

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// TestClientAddr: X-Forwarded-For is believed only from a trusted proxy,
// and only its last address, the one that proxy saw; a client's own
// additions before it count for nothing.
func TestClientAddr(t *testing.T) {
	trusted, err := ParseTrustedProxies("127.0.0.1, ::1/128")
	if err != nil {
		t.Fatal(err)
	}
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
		if got := clientAddrVia(r, trusted); got != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", c.peer, c.fwd, got, c.want)
		}
	}
}

// TestSpoofedForwardedIgnored: without --trusted-proxies no peer's
// X-Forwarded-For is believed, not even a loopback one's (a layer-4
// forwarder such as ssh -L passes on whatever the client wrote); and a
// trusted chain is read from its end, past every trusted hop.
func TestSpoofedForwardedIgnored(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:5000"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := clientAddrVia(r, nil); got != "127.0.0.1" {
		t.Errorf("no trusted proxies, a loopback peer claiming 198.51.100.1: counted as %s, want the peer, 127.0.0.1", got)
	}
	trusted, err := ParseTrustedProxies("10.0.0.0/8,127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("X-Forwarded-For", "6.6.6.6, 198.51.100.1, 10.1.2.3")
	if got := clientAddrVia(r, trusted); got != "198.51.100.1" {
		t.Errorf("through two trusted proxies: %s, want 198.51.100.1", got)
	}
	if _, err := ParseTrustedProxies("10.0.0.0/8, localhost"); err == nil || !strings.Contains(err.Error(), `"localhost"`) {
		t.Errorf("a host name among the proxies: %v, want an error naming it", err)
	}
}
