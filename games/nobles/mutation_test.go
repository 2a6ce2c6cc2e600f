package nobles_test

import (
	"flag"
	"testing"

	"evergreen/game/gametest/mutation"
	"evergreen/games/nobles"
)

// The mutation run proves that every card, Virtue and Market item of the
// default rule set is load-bearing: with that one entry's power removed
// (a Virtue's or item's modifiers, a card's effects: RemovePower), at
// least one test of this package must fail.
//
//	go test ./games/nobles -run MutationRun -mutations
//
// runs every entry in turn (the test binary again, with -mutate=ENTRY,
// which the rules helper applies to every rule set it loads) and reports
// each that survives. The golden replays and the long random-game
// properties are left out: a snapshot shows any change, and an
// invariant is not a power's known answer.
var (
	mutateFlag    = flag.String("mutate", "", `remove one entry's power from every rule set the tests load: "virtues/ID", "market/ID", "proving/ID", "ordeal/ID" or "decree/ID" (the mutation run)`)
	mutationsFlag = flag.Bool("mutations", false, "run the mutation run (TestMutationRun): every entry's power removed in turn must fail a test")
)

const mutationSkip = `^(TestMutationRun|TestGoldenReplays|TestEveryNumberBounded|TestVocabularyMatchesLoader|TestDeterminizeNeverSeesHiddenState|TestValidation|TestStepMatchesApply|TestCodeStability|TestValidateEveryEditorField|TestDiffEveryField|TestThousandsOfRandomGames|TestRandomGames|TestDeterminizeMatchesView|TestPlainResolutionIsTheLoop|TestCodesAgreeWithMoves|TestPlayRandomPicksAsAList|TestStepRandomPicksAsRandomBot|TestViewIntoIsFresh|TestIsLegalAgreesWithLegal|Fuzz.*)$`

// mutate removes the power -mutate names from rs, when rs has it.
func mutate(rs *nobles.Ruleset) {
	if *mutateFlag != "" {
		rs.RemovePower(*mutateFlag)
	}
}

// TestMutationRun removes each entry's power in turn and requires a test
// to fail every time.
func TestMutationRun(t *testing.T) {
	if !*mutationsFlag {
		t.Skip("the mutation run takes minutes: go test ./games/nobles -run MutationRun -mutations")
	}
	rs := rules(t, "")
	var entries []string
	for _, v := range rs.Virtues {
		entries = append(entries, "virtues/"+v.ID)
	}
	for _, it := range rs.Market {
		entries = append(entries, "market/"+it.ID)
	}
	for _, c := range rs.Decks.Proving {
		entries = append(entries, "proving/"+c.ID)
	}
	for _, c := range rs.Decks.Ordeal {
		entries = append(entries, "ordeal/"+c.ID)
	}
	for _, c := range rs.Decks.Decree {
		entries = append(entries, "decree/"+c.ID)
	}
	for _, e := range entries {
		if !rules(t, "").RemovePower(e) {
			t.Fatalf("%s: RemovePower finds no such entry", e)
		}
	}
	mutation.Run(t, entries, mutationSkip)
}
