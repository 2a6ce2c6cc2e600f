package everdell

import (
	"encoding/json"
	"fmt"

	"evergreen/games/everdell/content"
)

// ChangeTerms are Diff's English terms in each locale the game's words
// are translated into (ruleset/changewords): the "changes" topic of
// content/words.{lang}.json, the ready-made rule sets' names and
// descriptions (its "rulesets" topic), and the default rule set's card, location
// and event names as that locale's "names" topic calls them, so that a
// change to the default's "Farm" reads in the reader's language while a
// variant's own names stay as its author wrote them.
func ChangeTerms() (map[string]map[string]string, error) {
	def, err := Default()
	if err != nil {
		return nil, err
	}
	var en struct {
		Rulesets map[string]string `json:"rulesets"`
	}
	if err := json.Unmarshal(content.Words(), &en); err != nil {
		return nil, err
	}
	out := map[string]map[string]string{}
	for _, lang := range content.WordLocales() {
		raw, err := content.WordsIn(lang)
		if err != nil {
			return nil, err
		}
		var t struct {
			Changes  map[string]string            `json:"changes"`
			Rulesets map[string]string            `json:"rulesets"`
			Names    map[string]map[string]string `json:"names"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			return nil, fmt.Errorf("everdell: the words in %s: %w", lang, err)
		}
		terms := t.Changes
		for k, english := range en.Rulesets {
			if n := t.Rulesets[k]; n != "" {
				terms[english] = n
			}
		}
		name := func(list, id, english string) {
			if n := t.Names[list][id]; n != "" {
				terms[english] = n
			}
		}
		for _, c := range def.Cards {
			name("cards", c.ID, c.Name)
		}
		for _, l := range def.Locations {
			name("locations", l.ID, l.Name)
		}
		for _, e := range def.Events {
			name("events", e.ID, e.Name)
		}
		out[lang] = terms
	}
	return out, nil
}
