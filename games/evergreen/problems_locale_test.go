package evergreen_test

import (
	"testing"

	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
	"evergreen/ruleset/rulesettest"
)

// Every problem a rule set of the game can have
// reads in every locale, with the same arguments as the English.
func TestProblemsTranslated(t *testing.T) {
	own, err := content.Problems()
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Check(t, []string{"."}, nil, own)
	if _, err := ruleset.NewWording(own); err != nil {
		t.Error(err)
	}
}
