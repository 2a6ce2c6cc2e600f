package nobles_test

import (
	"testing"

	"evergreen/games/nobles/content"
	"evergreen/ruleset/rulesettest"
)

// Every problem a Nobles rule set (or its Rulebook content) can have reads in every
// locale, with the same arguments as the English.
func TestProblemsTranslated(t *testing.T) {
	rulesettest.CheckGame(t, content.Problems, []string{".", "content", "noblesgame"}, map[string]int{"over": 3})
}
