package evergreenterm_test

import (
	"testing"

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
	for lang, end := range map[string]string{"de": "Die Schlusswertung", "es": "El recuento final", "zh-Hant": "最終計分"} {
		g := termtest.Game{Game: planet.Game, End: end, Limit: planet.Limit}
		c := termplay.Config{Seats: 1, Humans: 1, Seed: 3, Lang: lang}
		_, out := g.Play(t, c, termtest.FirstChoice, "Wren")
		termtest.CheckNoEnglish(t, lang, out, english)
		got := g.Glimpse(t, c, termtest.FirstChoice, "Wren")
		termtest.Golden(t, "testdata/lang."+lang+".golden.txt", []byte(got), *update, "go test ./games/evergreen/evergreenterm -run TestScreensSpeakTheLanguage -update", nil)
	}
}
