package content_test

import (
	"testing"

	"evergreen/games/evergreen/content"
)

// TestWordsInEveryLocale: the planet game's table in each locale has
// every English text, reading the same fields.
func TestWordsInEveryLocale(t *testing.T) {
	for _, tag := range content.WordLocales() {
		if _, err := content.WordsIn(tag); err != nil {
			t.Error(err)
		}
	}
	if _, err := content.WordsIn("fr"); err == nil {
		t.Error("a table in French, which there is none of, was found")
	}
}
