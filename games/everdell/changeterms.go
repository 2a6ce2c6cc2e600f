package everdell

import (
	"evergreen/games/everdell/content"
	"evergreen/ruleset/changewords"
)

// ChangeTerms are Diff's English terms in each locale the game's words
// are translated into (changewords.TermsFrom): the "changes" and
// "rulesets" topics of content/words.{lang}.json, and the default rule
// set's card, location and event names as that locale's "names" topic
// calls them.
func ChangeTerms() (map[string]map[string]string, error) {
	def, err := Default()
	if err != nil {
		return nil, err
	}
	var named []changewords.Named
	for _, c := range def.Cards {
		named = append(named, changewords.Named{List: "cards", ID: c.ID, Name: c.Name})
	}
	for _, l := range def.Locations {
		named = append(named, changewords.Named{List: "locations", ID: l.ID, Name: l.Name})
	}
	for _, e := range def.Events {
		named = append(named, changewords.Named{List: "events", ID: e.ID, Name: e.Name})
	}
	return changewords.TermsFrom("everdell", content.Words(), content.WordLocales(), content.WordsIn, named)
}
