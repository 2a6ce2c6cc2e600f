package everdell

import (
	"evergreen/games/everdell/content"
	"evergreen/ruleset/changewords"
)

// ChangeTerms are Diff's English terms in each locale the game's words
// are translated into (changewords.TermsFrom): the "changes" and
// "rulesets" topics of content/words.{lang}.json, and the default rule
// set's card, location and event names as that locale's "names" topic
// calls them (the English table's "names" are the default's own).
func ChangeTerms() (map[string]map[string]string, error) {
	return changewords.TermsFrom("everdell", content.Words(), content.WordLocales(), content.WordsIn)
}
