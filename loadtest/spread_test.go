package loadtest_test

import (
	"slices"
	"strings"
	"testing"

	"evergreen/loadtest"
)

func TestParseURLs(t *testing.T) {
	good := []struct {
		in   []string
		want []string
	}{
		{[]string{"http://127.0.0.1:8080"}, []string{"http://127.0.0.1:8080"}},
		{[]string{"http://a:1/", "https://b"}, []string{"http://a:1", "https://b"}},
		{[]string{"http://a:1, http://a:2 ,http://a:3"}, []string{"http://a:1", "http://a:2", "http://a:3"}},
		{[]string{"http://a:1,http://a:2", "http://a:3"}, []string{"http://a:1", "http://a:2", "http://a:3"}},
		{[]string{"http://[::1]:8080"}, []string{"http://[::1]:8080"}},
	}
	for _, c := range good {
		got, err := loadtest.ParseURLs(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParseURLs(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	bad := []struct {
		in   []string
		want string // in the error
	}{
		{nil, "no server URL"},
		{[]string{"http://a:1,,http://a:2"}, "empty element"},
		{[]string{"http://a:1,"}, "empty element"},
		{[]string{"localhost:8080"}, "want http://"},
		{[]string{"ws://a:1"}, "want http://"},
		{[]string{"http://"}, "no host"},
		{[]string{"http://a:1", "http://a:1/"}, "given twice"},
		{[]string{"http://a:1/?x=1"}, "no query"},
		{[]string{"http://a b"}, "server URL"},
	}
	for _, c := range bad {
		got, err := loadtest.ParseURLs(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseURLs(%q) = %q, %v; want an error saying %q", c.in, got, err, c.want)
		}
	}
}

// TestNodeFor: with two servers or more, every table's seats sit on as
// many different servers as they can, and the servers share the
// connections evenly.
func TestNodeFor(t *testing.T) {
	for nodes := 1; nodes <= 4; nodes++ {
		for seats := 2; seats <= 8; seats++ {
			per := make([]int, nodes)
			const tables = 24 // a multiple of every nodes count tried
			for table := range tables {
				on := map[int]bool{}
				for seat := range seats {
					n := loadtest.NodeFor(table, seat, nodes)
					if n < 0 || n >= nodes {
						t.Fatalf("NodeFor(%d, %d, %d) = %d, not a server", table, seat, nodes, n)
					}
					on[n] = true
					per[n]++
				}
				if len(on) != min(nodes, seats) {
					t.Errorf("%d servers, %d seats: table %d's seats are on %d servers, want %d", nodes, seats, table, len(on), min(nodes, seats))
				}
				if loadtest.NodeFor(table, 0, nodes) != table%nodes {
					t.Errorf("table %d's first seat is not on the server it was opened on", table)
				}
			}
			for n, c := range per {
				if c != tables*seats/nodes {
					t.Errorf("%d servers, %d seats: server %d has %d connections, want %d", nodes, seats, n, c, tables*seats/nodes)
				}
			}
		}
	}
}
