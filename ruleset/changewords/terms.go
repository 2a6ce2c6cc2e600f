package changewords

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// RulesetsFrom reads the "rulesets" topic of a game's words tables (keyed
// alike in English and in each locale: "default.name",
// "lighter-compensation.description"): by locale, each ready-made rule
// set's English name or description → its translation, a text with none
// left out. english is the English words table; in reads a locale's;
// game names the game in an error.
func RulesetsFrom(game string, english []byte, locales []string, in func(lang string) ([]byte, error)) (RulesetTexts, error) {
	var en struct {
		Rulesets map[string]string `json:"rulesets"`
	}
	if err := json.Unmarshal(english, &en); err != nil {
		return nil, fmt.Errorf("%s: the English words: %w", game, err)
	}
	out := RulesetTexts{}
	for _, lang := range locales {
		raw, err := in(lang)
		if err != nil {
			return nil, err
		}
		var t struct {
			Rulesets map[string]string `json:"rulesets"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			return nil, fmt.Errorf("%s: the words in %s: %w", game, lang, err)
		}
		texts := map[string]string{}
		for k, english := range en.Rulesets {
			if n := t.Rulesets[k]; n != "" {
				texts[english] = n
			}
		}
		out[lang] = texts
	}
	return out, nil
}

// TermsFrom builds a game's terms (New) from its words tables: by locale,
// the "changes" topic, the ready-made rule sets' names and descriptions
// (the "rulesets" topic, RulesetsFrom), and the default rule set's named
// entries (the "names" topic: list → id → name, the English table
// holding the default's own names) as that locale calls them, so that a
// change to the default's "Rock" reads "Fels" in German while a
// variant's own name stays as its author wrote it. english is the
// English words table; in reads a locale's; game names the game in an
// error.
func TermsFrom(game string, english []byte, locales []string, in func(lang string) ([]byte, error)) (map[string]map[string]string, error) {
	rulesets, err := RulesetsFrom(game, english, locales, in)
	if err != nil {
		return nil, err
	}
	var en struct {
		Names map[string]map[string]string `json:"names"`
	}
	if err := json.Unmarshal(english, &en); err != nil {
		return nil, fmt.Errorf("%s: the English words: %w", game, err)
	}
	out := map[string]map[string]string{}
	for _, lang := range locales {
		raw, err := in(lang)
		if err != nil {
			return nil, err
		}
		var t struct {
			Changes map[string]string            `json:"changes"`
			Names   map[string]map[string]string `json:"names"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			return nil, fmt.Errorf("%s: the words in %s: %w", game, lang, err)
		}
		terms := map[string]string{}
		for k, v := range t.Changes {
			terms[k] = v
		}
		for english, n := range rulesets[lang] {
			terms[english] = n
		}
		for _, list := range slices.Sorted(maps.Keys(en.Names)) {
			for _, id := range slices.Sorted(maps.Keys(en.Names[list])) {
				if w := t.Names[list][id]; w != "" {
					terms[en.Names[list][id]] = w
				}
			}
		}
		out[lang] = terms
	}
	return out, nil
}
