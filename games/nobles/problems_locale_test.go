package nobles_test

import (
	"testing"

	"evergreen/games/nobles/content"
	"evergreen/ruleset"
	"evergreen/ruleset/rulesettest"
)

// Every problem a Nobles rule set (or its Rulebook content) can have
// reads in every locale, with the same arguments as the English.
func TestProblemsTranslated(t *testing.T) {
	own, err := content.Problems()
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Check(t, []string{".", "content", "noblesgame"}, map[string]int{"over": 3}, own)
	if _, err := ruleset.NewWording(own); err != nil {
		t.Error(err)
	}
}
