package evergreenterm_test

import (
	"slices"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenterm"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// TestScreensSpeakTheLanguage plays a solitary game in German, Spanish
// and Traditional Chinese: its first screens and its final scoring match
// testdata/lang.{lang}.golden.txt (rewrite with -update and read the
// diff), and no screen of the whole game keeps an English phrase of the
// frame or the board (the rule set's own name is content and stays).
func TestScreensSpeakTheLanguage(t *testing.T) {
	english := []string{"must decide", "Seat ", "points", "The table", "Season ", "round", "Power tracks", "Fertility area",
		"Your planet", "The draft row", "taken by", "final scoring", "Play this game again", "Since your last", "sun (",
		"Biomes:", "Pieces:", "If the season", "Take slot", "Plant a", "Grow the", "(next", "choose ", "Rank:", "Grassland", "Sprout"}
	ends := map[string]string{"de": "Die Schlusswertung", "es": "El recuento final", "zh-Hant": "最終計分"}
	planet.CheckLanguages(t, termplay.Config{Seats: 1, Humans: 1, Seed: 3}, ends, english, *termtest.Update,
		"go test ./games/evergreen/evergreenterm -run TestScreensSpeakTheLanguage -update", "Wren")
}

// In another language a biome the rule set names as the default does
// reads the translation, and one a variant renamed keeps its own name
// (locale/TERMS.md).
func TestRenamedBiomeKeepsItsName(t *testing.T) {
	r, err := evergreengame.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := *r.(*evergreengame.Rules).RS
	rs.Biomes = slices.Clone(rs.Biomes)
	rs.Biomes[0].Name = "Moorland" // grassland, renamed
	u, err := evergreenterm.New(&rs, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := u.Speak("de"); err != nil {
		t.Fatal(err)
	}
	u.Seated([]game.Seat{{Name: "Ivy"}}, []string{"person"})
	got := u.Board(nil, -1) // the legend names every biome
	for _, want := range []string{"G Moorland", "F Blumenwiese"} {
		if !strings.Contains(got, want) {
			t.Errorf("the legend has no %q:\n%s", want, got)
		}
	}
}
