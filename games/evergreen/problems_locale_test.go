package evergreen_test

import (
	"testing"

	"evergreen/games/evergreen/content"
	"evergreen/ruleset/rulesettest"
)

// Every problem a rule set of the game can have reads in every
// locale, with the same arguments as the English.
func TestProblemsTranslated(t *testing.T) {
	rulesettest.CheckGame(t, content.Problems, []string{"."}, nil)
}
