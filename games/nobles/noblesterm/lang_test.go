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
// frame, the Keep or the menus, nor of the content: the rule set's
// names and texts (content/texts.{lang}.json), sigils, and the log's
// sentences (content/words.{lang}.json).
func TestScreensSpeakTheLanguage(t *testing.T) {
	english := []string{"must decide", "Seat ", "The table", "Your Keep", "Castle Keep", "Crowns:", "Vault Tokens:", "Gems given",
		"Market items:", "In force", "Board:", "you stand on", "Journey —", "Roll the die", "Duty —", "choose exactly one",
		"Save —", "Give —", "Wait —", "Not open to you", "Proving —", "Payment —", "Charity chest is opened", "Paragon",
		"play this very year", "Since your last", "choose 1", "your House (", "your name (", "first turn", "The year runs",
		"turn 1 of", "Virtue:",
		"The Crown's Guidance", "House ", "Royal Favour", "Fortune's Eye", "than the card says", "sigil", "oak", "(stag)",
		"You roll", " rolls a ", "You draw", " draws the ", "Crowns", "every noble", "Summer", "Proving space", "left)"}
	ends := map[string]string{"de": "Die Evergreen-Gala", "es": "La Gala de Evergreen", "zh-Hant": "長青盛宴"}
	nobles.CheckLanguages(t, termplay.Config{Seats: 2, Humans: 1, Seed: 4}, ends, english, flag.Lookup("update").Value.String() == "true",
		"go test ./games/nobles/noblesterm -run TestScreensSpeakTheLanguage -update", "1", "")
}
