package evergreen

import (
	"evergreen/games/evergreen/content"
	"evergreen/ruleset/changewords"
)

// Texts are the ready-made rule sets' names and descriptions in
// every locale: the "rulesets" topic of content/words.{lang}.json, read
// once. They stay out of the documents, so no code changes with them.
var Texts = changewords.ReadRulesets("the planet game", content.Words(), content.WordLocales(), content.WordsIn)

// TextIn says s, a rule set's name or description as written, in locale
// lang: a ready-made rule set's in its translation, any other as it is.
func TextIn(lang, s string) string { return Texts.TextIn(lang, s) }
