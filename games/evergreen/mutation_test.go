package evergreen_test

import (
	"flag"
	"os"
	"os/exec"
	"regexp"
	"testing"

	"evergreen/games/evergreen"
)

// The mutation run proves that each of the planet game's six powers is
// load-bearing: with one power's track emptied (every value 0, so that
// playing it plants, grows or scores nothing: RemovePower), at least one
// test of this package must fail.
//
//	go test ./games/evergreen -run MutationRun -mutations
//
// runs each power in turn (the test binary again, with -mutate=ID, which
// the rules helper applies to every rule set it loads) and reports each
// that survives. The scenarios' golden logs are not counted: their
// stated expectations are.
var (
	mutateFlag    = flag.String("mutate", "", `remove one power from every rule set the tests load: "powers/ID" (the mutation run)`)
	mutationsFlag = flag.Bool("mutations", false, "run the mutation run (TestMutationRun): every power removed in turn must fail a test")
)

const mutationSkip = `^(TestMutationRun|TestManyRandomGames|TestRandomGames|Fuzz.*|Benchmark.*)$`

// mutate removes the power -mutate names from rs.
func mutate(t testing.TB, rs *evergreen.Ruleset) {
	t.Helper()
	if *mutateFlag == "" {
		return
	}
	if id, ok := cutPrefix(*mutateFlag, "powers/"); !ok || !rs.RemovePower(id) {
		t.Fatalf("-mutate=%s names no power", *mutateFlag)
	}
}

func cutPrefix(s, p string) (string, bool) {
	if len(s) < len(p) || s[:len(p)] != p {
		return "", false
	}
	return s[len(p):], true
}

// mutating reports whether a power is removed in this run.
func mutating() bool { return *mutateFlag != "" }

// TestMutationRun removes each power in turn and requires a test to fail
// every time.
func TestMutationRun(t *testing.T) {
	if !*mutationsFlag {
		t.Skip("the mutation run: go test ./games/evergreen -run MutationRun -mutations")
	}
	failed := regexp.MustCompile(`(?m)^\s*--- FAIL: (\S+)`)
	rs := rules(t, "")
	caught := 0
	for _, p := range rs.Powers {
		e := "powers/" + p.ID
		out, err := exec.Command(os.Args[0], "-test.skip="+mutationSkip, "-mutate="+e).CombinedOutput()
		if err == nil {
			t.Errorf("%s: with it removed every test still passes", e)
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
	t.Logf("%d of %d powers load-bearing", caught, len(rs.Powers))
}
