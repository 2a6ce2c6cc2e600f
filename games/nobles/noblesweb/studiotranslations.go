package noblesweb

import (
	"evergreen/games/nobles"
	"evergreen/locale"
)

// studioTranslation is one locale's state of a rule set's texts, for the
// Studio: how many texts the rule set has and the places of those left
// in English (its own translations first, then the default's for every
// text it has not rewritten). A translation that reads other
// placeholders than its English never gets this far: the rule set does
// not load, and the Studio's checker names the locale, the text's place
// and the placeholder.
type studioTranslation struct {
	Lang, Name string
	Texts      int
	Missing    []string
}

// translationsOf is rs's translations, locale by locale.
func translationsOf(rs *nobles.Ruleset) []studioTranslation {
	texts := len(rs.Places())
	var out []studioTranslation
	for _, lang := range nobles.Locales() {
		out = append(out, studioTranslation{Lang: lang, Name: locale.Name(lang), Texts: texts, Missing: rs.MissingIn(lang)})
	}
	return out
}
