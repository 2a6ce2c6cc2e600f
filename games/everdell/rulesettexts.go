package everdell

import (
	"sync"

	"evergreen/games/everdell/content"
	"evergreen/ruleset/changewords"
)

// rulesetTexts are the ready-made rule sets' names and descriptions in
// every locale: the "rulesets" topic of content/words.{lang}.json, read
// once. They stay out of the documents, so no code changes with them.
var rulesetTexts = sync.OnceValues(func() (changewords.RulesetTexts, error) {
	return changewords.RulesetsFrom("Everdell", content.Words(), content.WordLocales(), content.WordsIn)
})

// TextIn says s, a rule set's name or description as written, in locale
// lang: a ready-made rule set's in its translation, any other as it is.
func TextIn(lang, s string) string {
	t, err := rulesetTexts()
	if err != nil {
		return s
	}
	out, _ := t.In(lang, s)
	return out
}

// DocIn returns rs's document with its name and description in locale
// lang, and the places of those left in English (game.Translated): its
// other words (biomes, cards, events) are named by id from the words
// tables wherever they are read.
func (rs *Ruleset) DocIn(lang string) ([]byte, []string) {
	t, err := rulesetTexts()
	if err != nil {
		return rs.Doc, nil
	}
	return t.DocIn(rs.Doc, lang)
}
