package main

import (
	"bytes"
	"strings"
	"testing"
)

// A game without the default bots (steward) still simulates with no
// --bots: its terminal's bot against random. Everdell is that game, and
// the run shows its own figures.
func TestSimDefaultBotsPerGame(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"sim", "--game", "everdell", "--games", "4"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"Bots gatherer, random", "points for cards", "Cards played"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

// evergreen play --game everdell plays to the final count, and evergreen
// rules diff --game everdell says a change in words.
func TestPlayAndRulesEverdell(t *testing.T) {
	var out, errOut bytes.Buffer
	in := strings.NewReader("Wren\n" + strings.Repeat("1\ny\n", 3000))
	if code := run([]string{"play", "--game", "everdell", "--seats", "2", "--humans", "1", "--seed", "4"}, in, &out, &errOut); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errOut.String(), out.String()[max(0, out.Len()-2000):])
	}
	if !strings.Contains(out.String(), "The final count") {
		t.Errorf("the game did not reach the final count:\n%s", out.String()[max(0, out.Len()-2000):])
	}
	out.Reset()
	errOut.Reset()
	// Exit 1, as diff(1): the rule sets differ.
	if code := run([]string{"rules", "--game", "everdell", "diff", "-"}, strings.NewReader(`{"hand_limit": 9}`), &out, &errOut); code != 1 {
		t.Fatalf("rules diff: exit %d, want 1: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "Hand limit: 8 → 9") {
		t.Errorf("rules diff says:\n%s", out.String())
	}
}
