package evergreenterm_test

import (
	"regexp"
	"strings"
	"testing"

	"evergreen/games/evergreen/evergreengame"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

func play(t *testing.T, c termplay.Config, policy func(chunk, prompt string) string, script ...string) (*termtest.Player, string) {
	t.Helper()
	c.Game = evergreengame.New()
	a, out := termtest.New(t, policy, script...)
	a.Limit = 20000 // a planet game asks far more questions than Nobles
	if err := termplay.Run(c, a, out); err != nil {
		t.Fatalf("Run: %v\n--- last output ---\n%s", err, tail(out.String(), 3000))
	}
	s := out.String()
	if !strings.Contains(s, "The final scoring") {
		t.Fatalf("the game did not reach the final scoring\n%s", tail(s, 3000))
	}
	return a, s
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

var deciderLine = regexp.MustCompile(`(?m)^  (.+) must decide: `)
var coverPrompt = regexp.MustCompile(`^(.+), press Enter when ready > $`)

// A hot-seat game of two people to the final scoring: every seat decides
// with the device in their own hands, the action phase asks each person
// in turn, and the end shows points by source.
func TestHotSeatToFinalScoring(t *testing.T) {
	a, out := play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 7, CoverLines: 30},
		termtest.MenuChoice("Take slot 1", "Action first", "B:", "C:", "A:", "Grow", "Plant", "Place"),
		"Ivy", "Oak")
	holder, covers := "", 0
	acted := map[string]int{}
	for i, e := range a.Log {
		if m := deciderLine.FindStringSubmatch(e.Chunk); m != nil {
			if m[1] != holder {
				t.Fatalf("exchange %d: %s decides while the device is with %q", i, m[1], holder)
			}
			if strings.Contains(e.Chunk, "must decide: Choose an action") {
				acted[m[1]]++
			}
		}
		if m := coverPrompt.FindStringSubmatch(e.Prompt); m != nil {
			covers++
			holder = m[1]
			if !strings.Contains(e.Chunk, "Pass the device to "+holder) {
				t.Errorf("exchange %d: the cover does not name %s", i, holder)
			}
		}
	}
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
		t.Errorf("the final scoring does not show points by source with the compensation:\n%s", tail(out, 1500))
	}
}

// A solitary game, everything asked: one player against the automa, to
// the rank table, with no cover ever shown.
func TestSoloToFinalScoring(t *testing.T) {
	a, out := play(t, termplay.Config{Seed: 3}, termtest.MenuChoice("Take slot 2", "Power first", "A:", "Grow", "Plant", "Place"),
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
	_, out := play(t, termplay.Config{Bot: "random", Seed: 12, First: 1}, termtest.FirstChoice, "4", "1", "3", "Wren")
	if !strings.Contains(out, "Seat 3: Wren (person)") || !strings.Contains(out, "random bot") {
		t.Errorf("Wren is not seated in seat 3 against random bots:\n%s", out[:min(len(out), 3000)])
	}
}

// The same seed and the same answers replay the same game, screen for
// screen, bots included.
func TestSameSeedSameGame(t *testing.T) {
	c := termplay.Config{Seats: 3, Humans: 1, Seed: 21}
	_, one := play(t, c, termtest.FirstChoice, "Wren")
	_, two := play(t, c, termtest.FirstChoice, "Wren")
	if one != two {
		t.Error("two games with the same seed and answers differ")
	}
	_, other := play(t, termplay.Config{Seats: 3, Humans: 1, Seed: 22}, termtest.FirstChoice, "Wren")
	if other == one {
		t.Error("two seeds gave the same game")
	}
}
