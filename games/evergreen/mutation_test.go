package evergreen_test

import (
	"flag"
	"strings"
	"testing"

	"evergreen/game/gametest/mutation"
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
	if id, ok := strings.CutPrefix(*mutateFlag, "powers/"); !ok || !rs.RemovePower(id) {
		t.Fatalf("-mutate=%s names no power", *mutateFlag)
	}
}

// mutating reports whether a power is removed in this run.
func mutating() bool { return *mutateFlag != "" }

// TestMutationRun removes each power in turn and requires a test to fail
// every time.
func TestMutationRun(t *testing.T) {
	if !*mutationsFlag {
		t.Skip("the mutation run: go test ./games/evergreen -run MutationRun -mutations")
	}
	var entries []string
	for _, p := range rules(t, "").Powers {
		entries = append(entries, "powers/"+p.ID)
	}
	mutation.Run(t, entries, mutationSkip)
}
