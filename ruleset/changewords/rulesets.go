package changewords

import (
	"encoding/json"
	"fmt"

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

// Places are a rule set's own words by place, as a document of the
// planet game or Everdell has them: its name and description (a text
// left empty is nothing to translate). Their other words (biomes, cards,
// events) are named by id from their words tables.
func Places(name, description string) map[string]string {
	out := map[string]string{}
	if name != "" {
		out["name"] = name
	}
	if description != "" {
		out["description"] = description
	}
	return out
}

// DocIn returns doc, a rule set's document whose own words are english
// (Places), with those in lang, and the places left in English: own,
// the document's translations, first; else a ready-made rule set's (t)
// when its English is one's; else the English. The document returned
// holds no translations, only the words in lang. In English, or a locale
// none is translated into, it is doc.
func (t RulesetTexts) DocIn(doc []byte, english map[string]string, own ruleset.Translations, lang string) ([]byte, []string) {
	if _, ok := t[lang]; !ok {
		return doc, nil
	}
	ready := map[string]string{}
	for place, en := range english {
		if tr, ok := t.In(lang, en); ok && tr != en {
			ready[place] = tr
		}
	}
	texts, missing, _ := ruleset.Translate(lang, english, own[lang], ready)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil {
		panic(fmt.Sprintf("changewords: a compiled rule set's document does not decode: %v", err))
	}
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
