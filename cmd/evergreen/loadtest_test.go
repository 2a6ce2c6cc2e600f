package main

import (
	"strings"
	"testing"
)

// TestLoadtestUsage: bad server lists and a cluster without PostgreSQL
// are refused before anything starts, with a message saying why.
func TestLoadtestUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--url", "localhost:8080"}, "want http://"},
		{[]string{"--url", "http://a:1,,http://a:2"}, "empty element"},
		{[]string{"--url", "http://a:1", "--url", "http://a:1"}, "given twice"},
		{[]string{"--url", "http://a:1", "--nodes", "2"}, "starts none"},
		{[]string{"--nodes", "2"}, "PostgreSQL"},
		{[]string{"--nodes", "2", "--data", "/tmp/x.db"}, "PostgreSQL"},
		{[]string{"--nodes", "0"}, "at least 1"},
		{[]string{"--adversary", "dragons"}, `no adversary is called "dragons"; there are previews, sockets, idle`},
	} {
		code, _, stderr := cli(t, append([]string{"loadtest"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("loadtest %q = %d, stderr %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}
