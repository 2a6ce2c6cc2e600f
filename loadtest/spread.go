package loadtest

import (
	"fmt"
	"net/url"
	"strings"
)

// ParseURLs reads the server URLs given to the load tester: each value
// one URL or a comma-separated list of them (so both a repeated flag and
// one list work). Each must be an absolute http or https URL naming a
// host; a trailing slash is dropped. An empty list element, a URL given
// twice or none at all is an error naming the value.
func ParseURLs(values []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, v := range values {
		for raw := range strings.SplitSeq(v, ",") {
			raw = strings.TrimSpace(raw)
			if raw == "" {
				return nil, fmt.Errorf("server URL list %q: an empty element (two commas in a row, or one at an end)", v)
			}
			u, err := url.Parse(raw)
			if err != nil {
				return nil, fmt.Errorf("server URL %q: %v", raw, err)
			}
			if u.Scheme != "http" && u.Scheme != "https" {
				return nil, fmt.Errorf("server URL %q: want http:// or https://, e.g. http://127.0.0.1:8080", raw)
			}
			if u.Host == "" {
				return nil, fmt.Errorf("server URL %q: no host", raw)
			}
			if u.RawQuery != "" || u.Fragment != "" || u.User != nil {
				return nil, fmt.Errorf("server URL %q: a server's address takes no query, fragment or user", raw)
			}
			base := strings.TrimRight(u.String(), "/")
			if seen[base] {
				return nil, fmt.Errorf("server URL %q: given twice", raw)
			}
			seen[base] = true
			out = append(out, base)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no server URL given")
	}
	return out, nil
}

// NodeFor is the server (an index into nodes servers) that seat of
// table connects to. Table i is opened on server i mod nodes, and its
// seats go round the servers from there, so that with two servers or
// more the seats of every table sit on different servers: each move is
// then broadcast across servers, which is what a cluster must do fast.
// Over many tables every server gets an even share of the connections.
func NodeFor(table, seat, nodes int) int {
	if nodes <= 1 {
		return 0
	}
	return (table + seat) % nodes
}
