package evergreenweb

import (
	"encoding/json"
	"fmt"

	"evergreen/games/evergreen/content"
	"evergreen/locale"
	"evergreen/wording"
)

// bookWords are the planet game's words the Rulebook's tables draw on,
// in one locale: words.json's "book" topic (the tables' headings and
// cells), its "ranks" (the default's solitary rank titles), its
// "names" (the default's biomes and powers), "sides", "symbols" and the
// "wild" label.
type bookWords struct {
	Book    map[string]string `json:"book"`
	Ranks   map[string]string `json:"ranks"`
	Sides   map[string]string `json:"sides"`
	Symbols map[string]string `json:"symbols"`
	Labels  map[string]string `json:"labels"`
	Names   struct {
		Biomes map[string]string `json:"biomes"`
		Powers map[string]string `json:"powers"`
	} `json:"names"`
}

// readBookWords reads bookWords in every locale.
func readBookWords() (map[string]*bookWords, error) {
	out := map[string]*bookWords{}
	for _, lang := range locale.Tags() {
		raw := content.Words()
		if lang != locale.Default {
			var err error
			if raw, err = content.WordsIn(lang); err != nil {
				return nil, err
			}
		}
		w := &bookWords{}
		if err := json.Unmarshal(raw, w); err != nil {
			return nil, fmt.Errorf("words.json in %s: %w", lang, err)
		}
		out[lang] = w
	}
	return out, nil
}

// say fills the Rulebook's word key with fields.
func (w *bookWords) say(key string, fields wording.Map) string {
	s, ok := w.Book[key]
	if !ok {
		return key
	}
	out, err := wording.Fill(s, fields)
	if err != nil {
		return s
	}
	return out
}

// named is a rule set's own name, or its translation when own is the
// default's English name (english) and the locale has one.
func named(own, english, translated string) string {
	if own == english && translated != "" {
		return translated
	}
	return own
}
