package changewords

import (
	"encoding/json"
	"fmt"
	"sync"

	"evergreen/locale"
	"evergreen/ruleset"
)

// RulesetTexts are a game's ready-made rule sets' names and descriptions
// in each locale (RulesetsFrom): locale → English text → translation.
// They are words, never play: a rule set's document, and so its code,
// holds its English only, and a page reads the translation beside it.
type RulesetTexts map[string]map[string]string

// In says s, a rule set's name or description as written, in lang; ok is
// false (and s is returned) when s has no translation there: a rule set
// a designer named is named as they wrote it.
func (t RulesetTexts) In(lang, s string) (string, bool) {
	if lang == locale.Default || s == "" {
		return s, true
	}
	if tr := t[lang][s]; tr != "" {
		return tr, true
	}
	return s, false
}

// DocIn returns doc, a rule set's document, with its name and
// description in lang, and the places of those left in English ("name",
// "description"): what game.Translated asks of a game whose documents'
// other words are its words tables' by id. A text's own translation (own:
// the document's translations in lang) comes first, then a ready-made
// rule set's from the words tables; the document sent holds no
// translations, only the words in lang. In English it is doc.
func (t RulesetTexts) DocIn(doc []byte, lang string, own map[string]string) ([]byte, []string) {
	if lang == locale.Default || !locale.Supported(lang) {
		return doc, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil {
		return doc, nil
	}
	english, ready := map[string]string{}, map[string]string{}
	for _, place := range Places(doc) {
		var s string
		_ = json.Unmarshal(m[place], &s)
		english[place] = s
		if tr, ok := t.In(lang, s); ok {
			ready[place] = tr
		}
	}
	texts, missing, _ := ruleset.Translate(lang, english, own, ready)
	delete(m, "translations")
	for place, s := range texts {
		m[place], _ = json.Marshal(s)
	}
	out, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("changewords: a decoded document does not encode: %v", err))
	}
	return out, missing
}

// Places lists the places of doc's own words that hold a text ("name",
// "description"): what a translation of a document keys, for a game
// whose documents' other words are named by id from its words tables.
func Places(doc []byte) []string {
	var m map[string]json.RawMessage
	if json.Unmarshal(doc, &m) != nil {
		return nil
	}
	var out []string
	for _, place := range []string{"name", "description"} {
		var s string
		if raw, ok := m[place]; ok && json.Unmarshal(raw, &s) == nil && s != "" {
			out = append(out, place)
		}
	}
	return out
}

// Rulesets are a game's ready-made rule sets' texts, read from its words
// tables once, when first asked (ReadRulesets): a game's package keeps
// one and says its rule sets' names and documents through it.
type Rulesets func() (RulesetTexts, error)

// ReadRulesets is a game's Rulesets over its words tables (RulesetsFrom's
// arguments), read when first asked.
func ReadRulesets(game string, english []byte, locales []string, in func(lang string) ([]byte, error)) Rulesets {
	return sync.OnceValues(func() (RulesetTexts, error) { return RulesetsFrom(game, english, locales, in) })
}

// TextIn says s, a rule set's name or description as written, in locale
// lang: a ready-made rule set's in its translation, any other (or any,
// should the tables not read) as it is.
func (r Rulesets) TextIn(lang, s string) string {
	t, err := r()
	if err != nil {
		return s
	}
	out, _ := t.In(lang, s)
	return out
}

// DocIn is RulesetTexts.DocIn: doc with its name and description in
// lang and the places of those left in English (game.Translated); doc as
// it is should the tables not read.
func (r Rulesets) DocIn(doc []byte, lang string, own map[string]string) ([]byte, []string) {
	t, err := r()
	if err != nil {
		return doc, nil
	}
	return t.DocIn(doc, lang, own)
}

// Own are a document's own words by place, its name and description (a
// text left empty is nothing to translate): what ruleset.CheckTranslations
// checks a document's translations against, for a game whose documents'
// other words are named by id from its words tables.
func Own(name, description string) map[string]string {
	out := map[string]string{}
	for place, s := range map[string]string{"name": name, "description": description} {
		if s != "" {
			out[place] = s
		}
	}
	return out
}

// Document is a compiled rule set's words as game.Translated asks for
// them, for a game whose documents' own words are only their name and
// description: Canonical, its document; Own, its own translations; Texts, its
// game's ready-made rule sets' texts. A game's platform rule set embeds
// one.
type Document struct {
	Texts     Rulesets
	Canonical []byte
	Own       ruleset.Translations
}

// DocIn returns the document with its name and description in locale
// lang, and the places of those left in English (game.Translated): its
// own translation first (translations.{lang}), else a ready-made rule
// set's from the words tables.
func (d Document) DocIn(lang string) ([]byte, []string) {
	return d.Texts.DocIn(d.Canonical, lang, d.Own[lang])
}

// Places lists the places of the document's own words ("name",
// "description"): what a translation keys (game.Translated).
func (d Document) Places() []string { return Places(d.Canonical) }
