package gameweb

import (
	"evergreen/game"
	"evergreen/locale"
)

// TranslationState is one locale's state of a rule set's texts, for the
// Studio's page of it: how many texts the rule set has and the places
// of those left in English (its own translations first, then the
// default's or a ready-made rule set's). A translation that reads other
// placeholders than its English never gets this far: the rule set does
// not load, and the Studio's checker names the locale, the text's place
// and the placeholder.
type TranslationState struct {
	Lang, Name string
	Texts      int
	Missing    []string
}

// TranslationsOf is the state of r's texts in every locale but English,
// or nil when r's game does not translate its rule sets.
func TranslationsOf(r game.Rules) []TranslationState {
	t, ok := r.(game.Translated)
	if !ok {
		return nil
	}
	texts := len(t.Places())
	var out []TranslationState
	for _, lang := range locale.Translated() {
		_, missing := t.DocIn(lang)
		out = append(out, TranslationState{Lang: lang, Name: locale.Name(lang), Texts: texts, Missing: missing})
	}
	return out
}
