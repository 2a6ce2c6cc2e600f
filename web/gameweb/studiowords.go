package gameweb

import (
	"encoding/json"
	"fmt"

	"evergreen/locale"
)

// TopicIn is a game's words for its Studio (StudioSpec.Words), by
// locale: topic (an object of key → text) of its wording table, the
// English one and in(lang) (a content package's WordsIn) for each other
// locale, each key under prefix ("ev." + "index.title"), so that none
// hides a platform text of the same key.
func TopicIn(english []byte, in func(lang string) ([]byte, error), topic, prefix string) (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, lang := range locale.Tags() {
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
		var words map[string]string
		if err := json.Unmarshal(t[topic], &words); err != nil {
			return nil, fmt.Errorf("its %q in %s: %w", topic, lang, err)
		}
		out[lang] = map[string]string{}
		for k, v := range words {
			out[lang][prefix+k] = v
		}
	}
	return out, nil
}
