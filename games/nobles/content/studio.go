package content

import (
	"embed"
	"encoding/json"
	"fmt"

	"evergreen/locale"
)

// studio.json holds the words of Nobles' Rules Studio pages (its
// templates, its page module and the editor's effect fields), key →
// text in the grammar of every text (package wording);
// studio.{de,es,zh-Hant}.json are the same keys in German, Spanish and
// Traditional Chinese. The platform's Studio reads them before its own
// catalogs (gameweb.StudioSpec.Words), and checks that every locale
// holds every key with the English's placeholders.
//
//go:embed studio.json studio.de.json studio.es.json studio.zh-Hant.json
var studioFS embed.FS

// StudioWords returns the Studio's words by locale.
func StudioWords() (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, tag := range locale.Tags() {
		name := "studio." + tag + ".json"
		if tag == locale.Default {
			name = "studio.json"
		}
		raw, err := studioFS.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("the Studio's words in %s: no %s", locale.Name(tag), name)
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, fmt.Errorf("%s is not a JSON object of texts: %w", name, err)
		}
		out[tag] = m
	}
	return out, nil
}
