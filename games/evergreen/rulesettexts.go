package evergreen

import (
	"evergreen/games/evergreen/content"
	"evergreen/ruleset/changewords"
)

// rulesetTexts are the ready-made rule sets' names and descriptions in
// every locale: the "rulesets" topic of content/words.{lang}.json, read
// once. They stay out of the documents, so no code changes with them.
var rulesetTexts = changewords.ReadRulesets("the planet game", content.Words(), content.WordLocales(), content.WordsIn)

// TextIn says s, a rule set's name or description as written, in locale
// lang: a ready-made rule set's in its translation, any other as it is.
func TextIn(lang, s string) string { return rulesetTexts.TextIn(lang, s) }

// DocIn returns rs's document with its name and description in locale
// lang, and the places of those left in English (game.Translated): its
// own translation first (translations.{lang}), else a ready-made rule
// set's from the words tables. Its other words are named by id from the
// words tables wherever they are read.
func (rs *Ruleset) DocIn(lang string) ([]byte, []string) {
	return rulesetTexts.DocIn(rs.Doc, lang, rs.Translations[lang])
}

// Places lists the places of rs's own words ("name", "description"):
// what a translation keys.
func (rs *Ruleset) Places() []string { return changewords.Places(rs.Doc) }
