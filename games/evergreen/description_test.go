package evergreen

import (
	"regexp"
	"testing"
)

// numberInText finds a count written into prose: digits or a number word.
var numberInText = regexp.MustCompile(`(?i)\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b`)

// TestDefaultDescriptionStatesNoCount: the default's description is
// copied into every rule set made from it, so a count typed into it
// ("the forty-two cards") turns false as soon as a designer adds a card.
// The numbers live in the data and in the Studio's pages drawn from it.
func TestDefaultDescriptionStatesNoCount(t *testing.T) {
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if n := numberInText.FindString(def.Description); n != "" {
		t.Errorf("the default's description states a number (%q), which a copy of it keeps when its data changes:\n%s", n, def.Description)
	}
}
