package evergreenterm_test

import (
	"regexp"
	"strings"
	"testing"

	"evergreen/games/evergreen/evergreengame"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// planet is the planet game's terminal under test; a planet game asks
// far more questions than Nobles.
var planet = termtest.Game{Game: evergreengame.New(), End: "The final scoring", Limit: 20000}

// A hot-seat game of two people to the final scoring: every seat decides
// with the device in their own hands, the action phase asks each person
// in turn, and the end shows points by source.
func TestHotSeatToFinalScoring(t *testing.T) {
	a, out := planet.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 7, CoverLines: 30},
		termtest.MenuChoice("Take slot 1", "Action first", "B:", "C:", "A:", "Grow", "Plant", "Place"),
		"Ivy", "Oak")
	acted := map[string]int{}
	covers, _ := a.CheckHotSeat(t, func(_ int, e termtest.Exchange, who string) {
		if who != "" && strings.Contains(e.Chunk, "must decide: Choose an action") {
			acted[who]++
		}
	})
	// 14 rounds: each person takes one action a round.
	for _, who := range []string{"Ivy", "Oak"} {
		if acted[who] != 14 {
			t.Errorf("%s chose an action %d times, want one a round for 14 rounds", who, acted[who])
		}
	}
	if covers < 28 {
		t.Errorf("only %d pass-the-device covers in a two-person game", covers)
	}
	for _, want := range []string{"start", "sun", "forest", "bud", "fertility", "total", "Season 4 ends.", " wins.",
		"The draft row", "[leaf]", "Fertility area:", "Power tracks:", "sun (north)", "sun (east)"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game never showed %q", want)
		}
	}
	if !regexp.MustCompile(`(?m)^  Ivy\s+0\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^  Oak\s+1\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+$`).MatchString(out) {
		t.Errorf("the final scoring does not show points by source with the compensation:\n%s", termtest.Tail(out, 1500))
	}
}

// A solitary game, everything asked: one player against the automa, to
// the rank table, with no cover ever shown.
func TestSoloToFinalScoring(t *testing.T) {
	a, out := planet.Play(t, termplay.Config{Seed: 3}, termtest.MenuChoice("Take slot 2", "Power first", "A:", "Grow", "Plant", "Place"),
		"1", "1", "Wren")
	for _, e := range a.Log {
		if strings.Contains(e.Prompt, "press Enter when ready") {
			t.Fatalf("a cover screen in a solitary game:\n%s", e.Chunk)
		}
	}
	for _, want := range []string{"Solitary game", "The automa takes", "Rank:", "Wren scores"} {
		if !strings.Contains(out, want) {
			t.Errorf("the solitary game never showed %q", want)
		}
	}
}

// One person against three bots, asked which seat they take.
func TestAgainstBots(t *testing.T) {
	_, out := planet.Play(t, termplay.Config{Bot: "random", Seed: 12, First: 1}, termtest.FirstChoice, "4", "1", "3", "Wren")
	if !strings.Contains(out, "Seat 3: Wren (person)") || !strings.Contains(out, "(Random moves bot)") {
		t.Errorf("Wren is not seated in seat 3 against random bots:\n%s", out[:min(len(out), 3000)])
	}
}

// The same seed and the same answers replay the same game, screen for
// screen, bots included.
func TestSameSeedSameGame(t *testing.T) {
	planet.CheckSameSeed(t, termplay.Config{Seats: 3, Humans: 1, Seed: 21}, "Wren")
}
