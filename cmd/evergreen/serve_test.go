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
	if code != 2 || !strings.Contains(errOut.String(), "-idle: must be 0") {
		t.Fatalf("exit %d: %q", code, errOut.String())
	}
}
