package everdell

import (
	"flag"
	"strings"
	"testing"

	"evergreen/game/gametest/mutation"
)

// The mutation run proves that every card, location and event of the
// default rule set is load-bearing: with that one entry's power removed
// (its effect emptied: no gain, no score, no named power, no unlocking),
// at least one test of this package must fail. A power that could be
// deleted without any test noticing is a power nobody checks.
//
//	go test ./games/everdell -run MutationRun -mutations
//
// runs every entry in turn (the test binary again, with -mutate=ENTRY)
// and reports each that survives. The tests it counts are the ones that
// check what powers do: the scenarios' stated expectations (not their
// golden logs, which any change would break), the powers' and events'
// cases, scoring, the solitary opponents' rules; the golden snapshots of
// whole random games are left out for the same reason.
var (
	mutateFlag    = flag.String("mutate", "", `remove one entry's power from the default rules the tests play: "cards/ID", "locations/ID" or "events/ID" (the mutation run)`)
	mutationsFlag = flag.Bool("mutations", false, "run the mutation run (TestMutationRun): every entry's power removed in turn must fail a test")
)

// mutationSkip are the tests a mutation may not count on: snapshots of
// whole games, and the run itself.
const mutationSkip = `^(TestMutationRun|TestRugwortGolden|TestSoloGolden|TestDefaultContent|TestEveryCardHasAScenario|TestDeterminizeMatchesView|TestDiffInWords|TestLoadProblems|TestRandomGamesKeepInvariants|Fuzz.*)$`

// mutate removes the power of the entry -mutate names from rs, for the
// tests' positions; without the flag it does nothing.
func mutate(t testing.TB, rs *Ruleset) {
	t.Helper()
	if *mutateFlag == "" {
		return
	}
	kind, id, _ := strings.Cut(*mutateFlag, "/")
	switch kind {
	case "cards":
		if i := rs.CardIndex(id); i >= 0 {
			rs.Cards[i].Effect = Effect{}
			return
		}
	case "locations":
		if l, ok := rs.locID[id]; ok {
			rs.Locations[l].Effect = Effect{}
			return
		}
	case "events":
		if e, ok := rs.eventID[id]; ok {
			rs.Events[e].Effect, rs.Events[e].Points = nil, 0
			return
		}
	}
	t.Fatalf("-mutate=%s names no card, location or event", *mutateFlag)
}

// mutating reports whether this run has a power removed (golden
// comparisons are then left out: see mutationSkip).
func mutating() bool { return *mutateFlag != "" }

// TestMutationRun removes each entry's power in turn and requires a test
// to fail every time (see the comment at the top of this file).
func TestMutationRun(t *testing.T) {
	if !*mutationsFlag {
		t.Skip("the mutation run takes a minute or two: go test ./games/everdell -run MutationRun -mutations")
	}
	rs := defaultRuleset(t)
	var entries []string
	for _, c := range rs.Cards {
		entries = append(entries, "cards/"+c.ID)
	}
	for _, l := range rs.Locations {
		entries = append(entries, "locations/"+l.ID)
	}
	for _, e := range rs.Events {
		entries = append(entries, "events/"+e.ID)
	}
	mutation.Run(t, entries, mutationSkip)
}
