package highest_test

import (
	"strings"
	"testing"

	"evergreen/game/gametest/highest"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// unique is the smallest game's terminal, the screens termkit.Simple
// draws from its declaration.
var unique = termtest.Game{Game: highest.New(), End: "Won by"}

// A hot-seat game of two people to the end: the device passes before
// each pick and the end names the winner and how to replay the game.
func TestTerminalHotSeat(t *testing.T) {
	a, out := unique.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 3, CoverLines: 5}, termtest.FirstChoice, "Ada", "Ben")
	covers, decisions := a.CheckHotSeat(t, nil)
	if decisions["Ada"] != 3 || decisions["Ben"] != 3 {
		t.Errorf("decisions %v, want three picks each", decisions)
	}
	if covers < 6 {
		t.Errorf("%d covers, want one before every pick", covers)
	}
	for _, want := range []string{"Highest Unique", "must decide: pick a number", "Ada has picked.", "Round 2 is for", "After 3 rounds: Ada 0. Ben 0.", "Play this game again with -seed 3."} {
		if !strings.Contains(out, want) {
			t.Errorf("the game never showed %q\n%s", want, termtest.Tail(out, 1500))
		}
	}
}

// A game that gives no words of its own refuses another language
// rather than mix two.
func TestTerminalSpeaksEnglishOnly(t *testing.T) {
	g := highest.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	ui, err := g.Terminal(r, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := ui.Speak("de"); err == nil || !strings.Contains(err.Error(), "English only") {
		t.Errorf("Speak(de) = %v, want a refusal saying English only", err)
	}
	if err := ui.Speak("en"); err != nil {
		t.Errorf("Speak(en) = %v", err)
	}
}
