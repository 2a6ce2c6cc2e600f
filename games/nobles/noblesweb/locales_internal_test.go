package noblesweb

import (
	"bytes"
	"strings"
	"testing"

	"evergreen/games/nobles/content"
)

// TestRulebookTranslationsHeld: every locale has the Rulebook, and a
// translation that drifts from the English (a placeholder renamed, a
// condition translated, a line dropped) or is missing stops the pages
// at start, naming the file and the path.
func TestRulebookTranslationsHeld(t *testing.T) {
	tr := content.RulebookTranslations()
	books, err := loadBooks(tr)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"de", "es", "zh-Hant"} {
		if books[lang] == nil || books[lang].Rulebook.Title == books["en"].Rulebook.Title {
			t.Errorf("%s: no Rulebook of its own", lang)
		}
		for k := range books["en"].Words {
			if books[lang].Words[k] == "" {
				t.Errorf("%s: no word %q", lang, k)
			}
		}
	}
	for name, tc := range map[string]struct {
		lang, from, to, want string
	}{
		"placeholder": {"de", "{duties.save_cost} Kronen ein", "{duties.cost} Kronen ein", "rulebook.de.json against rulebook.json"},
		"condition":   {"es", `"rulings.no_virtues=true"`, `"rulings.sin_virtudes=true"`, `which stays as it is in every language`},
		"word":        {"zh-Hant", `"{n} 克朗"`, `"{amount} 克朗"`, "words.crowns: reads {amount}, the English reads {n}"},
	} {
		bad := map[string][]byte{}
		for k, v := range tr {
			bad[k] = v
		}
		if !bytes.Contains(bad[tc.lang], []byte(tc.from)) {
			t.Fatalf("%s: %s has no %s", name, tc.lang, tc.from)
		}
		bad[tc.lang] = bytes.Replace(bad[tc.lang], []byte(tc.from), []byte(tc.to), 1)
		if _, err := loadBooks(bad); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
	delete(tr, "es")
	if _, err := loadBooks(tr); err == nil || !strings.Contains(err.Error(), "no translation into Español") {
		t.Errorf("without Spanish: %v", err)
	}
}
