package content_test

import (
	"testing"

	"evergreen/games/nobles/content"
)

// TestWordsInEveryLocale: Nobles' wording table in each locale has
// every English text, reading the same fields, and the same units; and
// so has the Studio's vocabulary.
func TestWordsInEveryLocale(t *testing.T) {
	for _, tag := range []string{"de", "es", "zh-Hant"} {
		if _, err := content.WordsIn(tag); err != nil {
			t.Error(err)
		}
	}
	for _, tag := range []string{"de", "es", "zh-Hant"} {
		if _, err := content.VocabularyLabelsIn(tag); err != nil {
			t.Error(err)
		}
	}
	if _, err := content.WordsIn("fr"); err == nil {
		t.Error("a table in French, which there is none of, was found")
	}
}
