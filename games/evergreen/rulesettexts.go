package evergreen

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// rulesetTexts are the ready-made rule sets' names and descriptions in
// every locale: the "rulesets" topic of content/words.{lang}.json, read
// once. They stay out of the documents, so no code changes with them.
var rulesetTexts = sync.OnceValues(func() (changewords.RulesetTexts, error) {
	return changewords.RulesetsFrom("the planet game", content.Words(), content.WordLocales(), content.WordsIn)
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

// texts are the rule set's own words by place: its name and description
// (a text left empty is nothing to translate). Its other words (biomes,
// cards, events) are named by id from the words tables.
func (r *Rules) texts() map[string]string {
	out := map[string]string{}
	for place, s := range map[string]string{"name": r.Name, "description": r.Description} {
		if s != "" {
			out[place] = s
		}
	}
	return out
}

// DocIn returns rs's document with its name and description in locale
// lang, and the places of those left in English (game.Translated): its
// own translation first (translations.{lang}), else a ready-made rule
// set's from the words tables. Its other words are named by id from
// the words tables wherever they are read. The document sent holds no
// translations: only the words in lang.
func (rs *Ruleset) DocIn(lang string) ([]byte, []string) {
	if lang == "" || !slices.Contains(content.WordLocales(), lang) {
		return rs.Doc, nil
	}
	english := rs.texts()
	inherited := map[string]string{}
	for place, en := range english {
		if tr := TextIn(lang, en); tr != en {
			inherited[place] = tr
		}
	}
	texts, missing, _ := ruleset.Translate(lang, english, rs.Translations[lang], inherited)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(rs.Doc, &m); err != nil {
		panic(fmt.Sprintf("%s: a compiled rule set's document does not decode: %v", "evergreen", err))
	}
	delete(m, "translations")
	for place, s := range texts {
		m[place], _ = json.Marshal(s)
	}
	out, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("%s: a rule set does not encode: %v", "evergreen", err))
	}
	return out, missing
}

// MissingIn lists the places of rs's own words left in English in locale
// lang, for the Studio to show.
func (rs *Ruleset) MissingIn(lang string) []string {
	_, missing := rs.DocIn(lang)
	return missing
}

// Places lists the places of rs's own words ("name", "description"):
// what a translation keys.
func (rs *Ruleset) Places() []string {
	var out []string
	for _, place := range []string{"name", "description"} {
		if _, ok := rs.texts()[place]; ok {
			out = append(out, place)
		}
	}
	return out
}
