package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeRefusesBadIdle checks that a negative -idle is refused with a
// usage error before anything is opened.
func TestServeRefusesBadIdle(t *testing.T) {
	var out, errOut bytes.Buffer
	data := filepath.Join(t.TempDir(), "x.db")
	code := run([]string{"serve", "-idle", "-5m", "-data", data, "-addr", "127.0.0.1:0"}, nil, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "--idle: must be 0") {
		t.Fatalf("exit %d: %q", code, errOut.String())
	}
}

// TestServeRefusesBadTrustedProxies: a proxy list that does not parse is
// refused before anything opens, naming the entry.
func TestServeRefusesBadTrustedProxies(t *testing.T) {
	var out, errOut bytes.Buffer
	data := filepath.Join(t.TempDir(), "x.db")
	code := run([]string{"serve", "--trusted-proxies", "127.0.0.1/32,proxy.local", "-data", data, "-addr", "127.0.0.1:0"}, nil, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), `--trusted-proxies: "proxy.local" is neither an address nor a CIDR prefix`) {
		t.Fatalf("exit %d: %q", code, errOut.String())
	}
}

// TestServeClusterNeedsPostgres: -cluster on a SQLite file is refused
// before anything is opened, saying the cluster needs PostgreSQL.
func TestServeClusterNeedsPostgres(t *testing.T) {
	var out, errOut bytes.Buffer
	data := filepath.Join(t.TempDir(), "x.db")
	code := run([]string{"serve", "-cluster", "-data", data, "-addr", "127.0.0.1:0"}, nil, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "--cluster: a cluster of several nodes needs PostgreSQL") {
		t.Fatalf("exit %d: %q", code, errOut.String())
	}
}

// TestServeBadPostgres checks that a PostgreSQL URL nobody answers at
// fails at once with an error that names the database without its
// password.
func TestServeBadPostgres(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"serve", "-data", "postgres://eve:s3cret@127.0.0.1:1/evergreen?sslmode=disable", "-addr", "127.0.0.1:0"}, nil, &out, &errOut)
	msg := errOut.String()
	if code != 1 || !strings.Contains(msg, "opening postgres://eve@127.0.0.1:1/evergreen: postgres: connecting to 127.0.0.1:1/evergreen") {
		t.Fatalf("exit %d: %q", code, msg)
	}
	if strings.Contains(msg, "s3cret") {
		t.Fatalf("the password is in the error: %q", msg)
	}
}

func TestIsPostgresURL(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{{"postgres://x", true}, {"PostgreSQL://x", true}, {"evergreen.db", false}, {"./postgres://x", false}} {
		if got := isPostgresURL(tc.in); got != tc.want {
			t.Errorf("isPostgresURL(%q) = %v", tc.in, got)
		}
	}
}
