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

// texts are the rule set's own words by place (changewords.Places).
func (r *Rules) texts() map[string]string { return changewords.Places(r.Name, r.Description) }

// DocIn returns rs's document with its name and description in locale
// lang, and the places of those left in English (game.Translated;
// changewords.RulesetTexts.DocIn): its own translation first, else a
// ready-made rule set's. Its other words are named by id from the words
// tables wherever they are read.
func (rs *Ruleset) DocIn(lang string) ([]byte, []string) {
	t, err := rulesetTexts()
	if err != nil {
		return rs.Doc, nil
	}
	return t.DocIn(rs.Doc, rs.texts(), rs.Translations, lang)
}

// MissingIn lists the places of rs's own words left in English in locale
// lang.
func (rs *Ruleset) MissingIn(lang string) []string {
	_, missing := rs.DocIn(lang)
	return missing
}

// Places lists the places of rs's own words ("name", "description"),
// in document order: what a translation keys.
func (rs *Ruleset) Places() []string {
	var out []string
	for _, place := range []string{"name", "description"} {
		if _, ok := rs.texts()[place]; ok {
			out = append(out, place)
		}
	}
	return out
}
