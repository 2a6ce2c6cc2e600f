package evergreen

import (
	"evergreen/games/evergreen/content"
	"evergreen/ruleset/changewords"
)

// ChangeTerms are Diff's English terms in each locale the game's words
// are translated into (changewords.TermsFrom): the "changes" and
// "rulesets" topics of content/words.{lang}.json, and the default rule
// set's biome and power names as that locale's "names" topic calls them.
func ChangeTerms() (map[string]map[string]string, error) {
	def, err := Default()
	if err != nil {
		return nil, err
	}
	var named []changewords.Named
	for _, b := range def.Biomes {
		named = append(named, changewords.Named{List: "biomes", ID: b.ID, Name: b.Name})
	}
	for _, p := range def.Powers {
		named = append(named, changewords.Named{List: "powers", ID: p.ID, Name: p.Name})
	}
	return changewords.TermsFrom("the planet game", content.Words(), content.WordLocales(), content.WordsIn, named)
}
