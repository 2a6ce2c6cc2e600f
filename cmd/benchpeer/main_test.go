package main

import (
	"strings"
	"testing"
)

func TestSpread(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want string
	}{
		{nil, "-"},
		{[]float64{3}, "3 (3–3)"},
		{[]float64{5, 1, 3}, "3 (1–5)"},
		{[]float64{4, 1, 2, 8}, "3 (1–8)"},
	} {
		if got := spread(c.xs, "%.0f"); got != c.want {
			t.Errorf("spread(%v) = %q, want %q", c.xs, got, c.want)
		}
	}
}

// TestRefusesWithoutPeer checks that a missing or unprepared peer folder
// is a clear usage error (exit 2) that says what to do.
func TestRefusesWithoutPeer(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "-peer DIR is required"},
		{[]string{"-peer", t.TempDir()}, "run npm ci in that folder"},
		{[]string{"-bogus"}, "flag provided but not defined"},
	} {
		var out, errs strings.Builder
		if code := run(c.args, &out, &errs); code != 2 || !strings.Contains(errs.String(), c.want) {
			t.Errorf("run(%q) = %d, stderr %q; want 2 and %q", c.args, code, errs.String(), c.want)
		}
	}
}
