// Package mutation drives a game's mutation run: each power of the
// game's default rules removed in turn must fail one of its tests. It is
// apart from package gametest because gametest defines the -update test
// flag, which the games' own test packages define too.
package mutation

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// Run is the driver of a game's mutation run: for each entry
// (a card, a power, …, named as the game's -mutate flag reads it) it runs
// the test binary again with -mutate=ENTRY, skipping the tests skip
// matches (a -test.skip pattern: the run itself, golden snapshots), and
// requires at least one test to fail, logging the one that did. An
// entry whose removal no test notices is a power nobody checks, and
// fails t. The game's own tests apply -mutate to the rule sets they load.
func Run(t *testing.T, entries []string, skip string) {
	t.Helper()
	failed := regexp.MustCompile(`(?m)^\s*--- FAIL: (\S+)`)
	caught := 0
	for _, e := range entries {
		out, err := exec.Command(os.Args[0], "-test.skip="+skip, "-mutate="+e).CombinedOutput()
		if err == nil {
			t.Errorf("%s: with its power removed every test still passes", e)
			continue
		}
		m := failed.FindAllStringSubmatch(string(out), -1)
		if len(m) == 0 {
			t.Errorf("%s: the run failed without a failing test:\n%s", e, out)
			continue
		}
		caught++
		t.Logf("%s: caught by %s", e, m[len(m)-1][1])
	}
	t.Logf("%d of %d entries load-bearing", caught, len(entries))
}
