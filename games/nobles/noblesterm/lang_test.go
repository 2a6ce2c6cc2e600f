package noblesterm_test

import (
	"flag"
	"testing"

	"evergreen/termplay"
)

// TestScreensSpeakTheLanguage plays a year against a bot in German,
// Spanish and Traditional Chinese: its first screens and its Gala match
// testdata/lang.{lang}.golden.txt (rewrite with -update and read the
// diff), and no screen of the whole year keeps an English phrase of the
// frame, the Keep or the menus. The names and texts of Houses, Virtues,
// cards and Market items, and the log's sentences, are the content's
// (content/words.json) and stay as it has them.
func TestScreensSpeakTheLanguage(t *testing.T) {
	english := []string{"must decide", "Seat ", "The table", "Your Keep", "Castle Keep", "Crowns:", "Vault Tokens:", "Gems given",
		"Market items:", "In force", "Board:", "you stand on", "Journey —", "Roll the die", "Duty —", "choose exactly one",
		"Save —", "Give —", "Wait —", "Not open to you", "Proving —", "Payment —", "Charity chest is opened", "Paragon",
		"play this very year", "Since your last", "choose 1", "your House (", "your name (", "first turn", "The year runs",
		"turn 1 of", "Virtue:"}
	ends := map[string]string{"de": "Die Evergreen-Gala", "es": "La Gala de Evergreen", "zh-Hant": "長青盛宴"}
	nobles.CheckLanguages(t, termplay.Config{Seats: 2, Humans: 1, Seed: 4}, ends, english, flag.Lookup("update").Value.String() == "true",
		"go test ./games/nobles/noblesterm -run TestScreensSpeakTheLanguage -update", "1", "")
}
