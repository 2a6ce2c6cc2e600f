package enginetest

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/engine"
)

// Update is the one -update flag of every test binary: rewrite the
// golden files, perft tables and tables a package's tests compare with
// (go test ./games/mygame -update) instead of comparing. One flag, so
// that a test may use any of the suites that read it.
var Update = flag.Bool("update", false, "rewrite the golden files the tests compare with (testdata)")

// Golden compares got with the golden file path; with update it first
// rewrites the file. A missing file fails naming rerun, the command that
// writes it. A golden file that differs calls explain (if not nil) with
// its bytes, to name what changed (nil: the first line that differs is
// named), and fails naming rerun.
func Golden(t *testing.T, path string, got []byte, update bool, rerun string, explain func(want []byte)) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run %s to write it)", err, rerun)
	}
	if bytes.Equal(got, want) {
		return
	}
	if explain != nil {
		explain(want)
	} else {
		firstDifference(t, path, string(got), string(want))
	}
	t.Fatalf("%s is out of date: run %s, and read the diff", path, rerun)
}

// firstDifference names the first line at which got and want differ.
func firstDifference(t *testing.T, path, got, want string) {
	t.Helper()
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(gl), len(wl)) {
		g, w := "(end)", "(end)"
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Errorf("%s differs from line %d:\n now:    %q\n golden: %q", path, i+1, g, w)
			return
		}
	}
}

// EventLines is a log as a golden test's failure shows it: each event
// as JSON on its own line.
func EventLines(evs []engine.Event) string {
	var b strings.Builder
	for _, e := range evs {
		j, _ := json.Marshal(e)
		b.Write(j)
		b.WriteByte('\n')
	}
	return b.String()
}
