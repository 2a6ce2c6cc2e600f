package evergreen

import (
	"encoding/json"
	"fmt"

	"evergreen/games/evergreen/content"
)

// ChangeTerms are Diff's English terms in each locale the game's words
// are translated into (ruleset/changewords): the "changes" topic of
// content/words.{lang}.json, the ready-made rule sets' names and
// descriptions (its "rulesets" topic), and the default rule set's biome and power
// names as that locale's "names" topic calls them, so that a change to
// the default's "Rock" reads "Fels" in German while a variant's own name
// stays as its author wrote it.
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
			Changes  map[string]string `json:"changes"`
			Rulesets map[string]string `json:"rulesets"`
			Names    struct {
				Biomes map[string]string `json:"biomes"`
				Powers map[string]string `json:"powers"`
			} `json:"names"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			return nil, fmt.Errorf("the planet game's words in %s: %w", lang, err)
		}
		terms := t.Changes
		for k, english := range en.Rulesets {
			if n := t.Rulesets[k]; n != "" {
				terms[english] = n
			}
		}
		for _, b := range def.Biomes {
			if n := t.Names.Biomes[b.ID]; n != "" {
				terms[b.Name] = n
			}
		}
		for _, p := range def.Powers {
			if n := t.Names.Powers[p.ID]; n != "" {
				terms[p.Name] = n
			}
		}
		out[lang] = terms
	}
	return out, nil
}
