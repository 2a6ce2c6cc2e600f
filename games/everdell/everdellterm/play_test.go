package everdellterm_test

import (
	"regexp"
	"strings"
	"testing"

	"evergreen/games/everdell/everdellgame"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// everdell is Everdell's terminal under test.
var everdell = termtest.Game{Game: everdellgame.New(), End: "The final count", Limit: 20000}

// prefer plays cards and events before placing workers, so that games
// under test build cities and reach the powers' small decisions.
var prefer = termtest.MenuChoice("Achieve", "Play", "Pay", "Let it in free", "Place a worker on Two resin",
	"Place a worker on Three twigs", "Place a worker on A pebble", "Place a worker on Three berries",
	"Place a worker on A berry", "Place a worker")

var handLine = regexp.MustCompile(`(?m)^  Hand \(\d+ of \d+\): (.*)$`)

// A hot-seat game of two people to the final count: each decides with
// the device in their own hands, and no screen a person reads shows
// the other's hand.
func TestHotSeatToFinalCount(t *testing.T) {
	a, out := everdell.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 7, CoverLines: 30}, prefer, "Ivy", "Oak")
	covers, decisions := a.CheckHotSeat(t, func(i int, e termtest.Exchange, who string) {
		if n := len(handLine.FindAllString(e.Chunk, -1)); who != "" && n > 1 {
			t.Fatalf("exchange %d: %d hands on one screen:\n%s", i, n, e.Chunk)
		}
	})
	if decisions["Ivy"] < 10 || decisions["Oak"] < 10 {
		t.Errorf("too few decisions: %v", decisions)
	}
	if covers < 10 {
		t.Errorf("only %d pass-the-device covers in a two-person game", covers)
	}
	for _, want := range []string{"cards", "tokens", "prosp", "journy", "events", "total", " wins.",
		"The Meadow:", "The board", "prepares for spring", "passes.", "Since your last decision:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game never showed %q", want)
		}
	}
	if !regexp.MustCompile(`(?m)^  Ivy\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+$`).MatchString(out) {
		t.Errorf("the final count does not show Ivy's points by source:\n%s", termtest.Tail(out, 1500))
	}
}

// Another seat's draw reads "draws a card", never the card: the log is
// redacted for the seat reading it.
func TestOthersDrawsAreHidden(t *testing.T) {
	a, _ := everdell.Play(t, termplay.Config{Seats: 2, Humans: 1, Bot: "gatherer", Seed: 11}, prefer, "Wren")
	named := regexp.MustCompile(`(?m)^  Bramble draws (.+)\.$`)
	seen := 0
	for _, e := range a.Log {
		for _, m := range named.FindAllStringSubmatch(e.Chunk, -1) {
			seen++
			if m[1] != "a card" {
				t.Fatalf("Wren's screen names the card Bramble drew: %q", m[0])
			}
		}
	}
	if seen == 0 {
		t.Error("Bramble never drew a card in Wren's log")
	}
}

// Alone against Rugwort, everything asked, with no cover ever shown.
func TestSoloToFinalCount(t *testing.T) {
	a, out := everdell.Play(t, termplay.Config{Seed: 3}, prefer, "1", "1", "Wren")
	for _, e := range a.Log {
		if strings.Contains(e.Prompt, "press Enter when ready") {
			t.Fatalf("a cover screen in a solitary game:\n%s", e.Chunk)
		}
	}
	for _, want := range []string{"Played alone, you face Rugwort, the published solo opponent, in year 1 (the Rascal).",
		"Playing alone against Rugwort", "Rugwort puts a worker on", "Rugwort takes", "in the Meadow: you cannot play, take or discard",
		"Rugwort scores", "Your title:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the solitary game never showed %q", want)
		}
	}
}

// The same seed and answers replay the same game, bots included.
func TestSameSeedSameGame(t *testing.T) {
	everdell.CheckSameSeed(t, termplay.Config{Seats: 3, Humans: 1, Seed: 21}, "Wren")
}

// k shows every city, the Meadow and the board without any hand; h
// explains the turn.
func TestBoardAndHelpCommands(t *testing.T) {
	a, _ := everdell.Play(t, termplay.Config{Seats: 2, Humans: 1, Bot: "gatherer", Seed: 5}, prefer, "Wren", "k", "h")
	board, help := a.Log[2].Chunk, a.Log[3].Chunk
	for _, want := range []string{"Wren — winter", "Bramble — winter", "The Meadow:", "Deck: ", "face down"} {
		if !strings.Contains(board, want) {
			t.Errorf("k lacks %q:\n%s", want, board)
		}
	}
	if handLine.MatchString(board) {
		t.Errorf("k shows a hand:\n%s", board)
	}
	if !strings.Contains(help, "One thing a turn") {
		t.Errorf("h does not explain the turn:\n%s", help)
	}
}

// A table playing the rival variant names the rival, never Rugwort.
func TestSoloAgainstTheRival(t *testing.T) {
	rules, err := everdellgame.New().Rules([]byte(`{"solo": {"opponent": "rival"}}`))
	if err != nil {
		t.Fatal(err)
	}
	_, out := everdell.Play(t, termplay.Config{Seed: 3, Rules: rules}, prefer, "1", "1", "Wren")
	for _, want := range []string{"Played alone, you face the rival, a solo opponent of our own design", "The rival puts a worker on", "The rival scores"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game against the rival never showed %q", want)
		}
	}
	if strings.Contains(out, "Rugwort") {
		t.Error("a game against the rival speaks of Rugwort")
	}
}

// In his third year Rugwort takes one of the player's workers away in
// autumn, and the log says so.
func TestRugwortYearThreeTakesAWorker(t *testing.T) {
	rules, err := everdellgame.New().Rules([]byte(`{"solo": {"rugwort": {"year": 3}}}`))
	if err != nil {
		t.Fatal(err)
	}
	_, out := everdell.Play(t, termplay.Config{Seed: 3, Rules: rules}, prefer, "1", "1", "Wren")
	for _, want := range []string{"in year 3 (the Rapscallion)", "in autumn one of his workers leaves the game with one of yours",
		"One of Rugwort's workers leaves the game, taking one of Wren's with it."} {
		if !strings.Contains(out, want) {
			t.Errorf("the third year never showed %q", want)
		}
	}
}
