package gameweb

import (
	"encoding/json"

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

// TextsIn is what the Studio's editor shows a reader of lang beside the
// document as written: each text of r as written in English → its
// translation in lang (r's own, else the default's it keeps), for every
// text that has one. The editor reads it by the English in the field,
// so a text the designer rewrites has none until it is translated
// again. It is nil in English, or when r's game does not translate its
// rule sets.
func TextsIn(r game.Rules, lang string) map[string]string {
	t, ok := r.(game.Translated)
	if !ok || lang == locale.Default || !locale.Supported(lang) {
		return nil
	}
	local, _ := t.DocIn(lang)
	var en, tr any
	if json.Unmarshal(r.Doc(), &en) != nil || json.Unmarshal(local, &tr) != nil {
		return nil
	}
	out := map[string]string{}
	pairTexts(en, tr, out)
	return out
}

// pairTexts adds to out every string of en that tr, the same document in
// another language, says otherwise at the same place; the first
// translation of a text said twice is kept.
func pairTexts(en, tr any, out map[string]string) {
	switch e := en.(type) {
	case string:
		if s, ok := tr.(string); ok && s != e && s != "" {
			if _, seen := out[e]; !seen {
				out[e] = s
			}
		}
	case []any:
		if l, ok := tr.([]any); ok {
			for i := range min(len(e), len(l)) {
				pairTexts(e[i], l[i], out)
			}
		}
	case map[string]any:
		if m, ok := tr.(map[string]any); ok {
			for k, v := range e {
				if k == "translations" {
					continue
				}
				pairTexts(v, m[k], out)
			}
		}
	}
}
