package gameweb

// A game's own words on its Studio pages, in every locale: its templates
// write {{words "key" "name" value …}}, filled from the game's table in
// the page's language (StudioSpec.Words), never from the platform's
// catalogs, which name no game.

import (
	"encoding/json"
	"fmt"
	"html/template"

	"evergreen/locale"
	"evergreen/wording"
)

// studioWords are a game's Studio words parsed, by locale.
type studioWords map[string]wording.Catalog

// readStudioWords reads words in every locale; nil reads none (a game
// whose templates write no words of their own).
func readStudioWords(words func(lang string) (map[string]string, error)) (studioWords, error) {
	out := studioWords{}
	if words == nil {
		return out, nil
	}
	for _, tag := range locale.Tags() {
		texts, err := words(tag)
		if err != nil {
			return nil, fmt.Errorf("the Studio's words in %s: %w", tag, err)
		}
		c, err := wording.NewCatalog(texts)
		if err != nil {
			return nil, fmt.Errorf("the Studio's words in %s: %w", tag, err)
		}
		out[tag] = c
	}
	return out, nil
}

// funcs is the "words" template function in lang: a key lang lacks
// reads English, one English lacks reads as itself (a slip shows).
func (w studioWords) funcs(lang string) template.FuncMap {
	f := locale.FormatterOf(lang)
	return template.FuncMap{"words": func(key string, pairs ...any) string {
		t, ok := w[lang][key]
		if !ok {
			if t, ok = w[locale.Default][key]; !ok {
				return key
			}
		}
		m := wording.Map{}
		for i := 0; i+1 < len(pairs); i += 2 {
			if k, ok := pairs[i].(string); ok {
				m[k] = pairs[i+1]
			}
		}
		s, _ := t.FillWith(m, wording.Options{Format: f})
		return s
	}}
}

// TopicIn is a game's words for its Studio: topic (an object of key →
// text) of its wording table, the English one or in(lang) (a content
// package's WordsIn) for another locale.
func TopicIn(english []byte, in func(lang string) ([]byte, error), topic string) func(lang string) (map[string]string, error) {
	return func(lang string) (map[string]string, error) {
		raw := english
		if lang != locale.Default {
			var err error
			if raw, err = in(lang); err != nil {
				return nil, err
			}
		}
		var t map[string]json.RawMessage
		if err := json.Unmarshal(raw, &t); err != nil {
			return nil, err
		}
		var out map[string]string
		if err := json.Unmarshal(t[topic], &out); err != nil {
			return nil, fmt.Errorf("its %q: %w", topic, err)
		}
		return out, nil
	}
}
