package noblesterm_test

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	noblesrules "evergreen/games/nobles"

	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// TestLastTurnsNarrated: the turns taken after the last person's last
// decision (here the bot's last turn) are told before the Gala, not
// dropped.
func TestLastTurnsNarrated(t *testing.T) {
	_, out := nobles.Play(t, termplay.Config{Seats: 2, Humans: 1, Seed: 1}, termtest.MenuChoice("Give", "Save"))
	gala := strings.LastIndex(out, "The Evergreen Gala")
	last := strings.LastIndex(out, "The last turns of the game:")
	if last < 0 || last > gala {
		t.Fatalf("no narration of the last turns before the Gala:\n%s", termtest.Tail(out, 3000))
	}
	told := out[last:gala]
	if !strings.Contains(told, "the year has ended") || !strings.Contains(told, "Sir Aldric Merrow rolls") {
		t.Errorf("the last turns do not include the bot's last turn and the year's end:\n%s", told)
	}
}

// TestCoverClearsTheScreen: the pass-the-device cover clears the screen
// and the scrollback with or without colour.
func TestCoverClearsTheScreen(t *testing.T) {
	a, _ := nobles.Play(t, termplay.Config{Seats: 2, Humans: 2, Seed: 3}, termtest.MenuChoice("Give"), "1", "Alys", "1", "Bertrand")
	covers := 0
	for _, e := range a.Log {
		if strings.HasSuffix(e.Prompt, "press Enter when ready > ") {
			covers++
			if !strings.Contains(e.Chunk, "\x1b[2J\x1b[3J") {
				t.Fatalf("the cover does not clear the screen:\n%q", termtest.Tail(e.Chunk, 400))
			}
		}
	}
	if covers == 0 {
		t.Fatal("no cover")
	}
}

// TestEveryBotPlays: -bot takes every bot the game offers, the named
// ISMCTS levels and an iteration count too, as docs/BOTS.md says.
func TestEveryBotPlays(t *testing.T) {
	for _, bot := range []string{"ismcts:easy", "ismcts:20"} {
		nobles.Play(t, termplay.Config{Seats: 2, Humans: 1, Seed: 4, Bot: bot}, termtest.MenuChoice("Give", "Save"))
	}
}

// TestForcedWaitNotConfirmed: when Wait is the only Duty left there is
// nothing to confirm.
func TestForcedWaitNotConfirmed(t *testing.T) {
	a, _ := nobles.Play(t, termplay.Config{Seats: 2, Humans: 1, Seed: 6}, termtest.MenuChoice("Invest", "Give", "Save"))
	forced := 0
	for i, e := range a.Log {
		if !strings.Contains(e.Chunk, "Duty — choose exactly one") || strings.Contains(e.Chunk, "\n  2) ") {
			continue
		}
		forced++
		if strings.Contains(e.Prompt, "[y/n]") || i+1 < len(a.Log) && strings.Contains(a.Log[i+1].Prompt, "[y/n]") {
			t.Fatalf("a forced Wait asks for confirmation:\n%s\n%s", e.Chunk, a.Log[i+1].Prompt)
		}
	}
	if forced == 0 {
		t.Fatal("no forced Wait in the game; choose another seed")
	}
}

// TestEightHousesSayTableWideEffectsOnce: at eight Houses a Decree for
// the whole table is said once, in the log and on the Keep, not under
// every House (the Keep and the others' Castle Keep once ran to 153
// lines in this game).
func TestEightHousesSayTableWideEffectsOnce(t *testing.T) {
	a, out := nobles.Play(t, termplay.Config{Seats: 8, Humans: 1, Seed: 5}, termtest.MenuChoice("Invest", "Give", "Save"))
	longest, once := 0, false
	for _, e := range a.Log {
		k := strings.Index(e.Chunk, "Your Keep")
		if k < 0 {
			continue
		}
		keep := e.Chunk[k:]
		longest = max(longest, strings.Count(keep, "\n"))
		once = once || strings.Contains(keep, "In force for every House")
	}
	if longest > 100 {
		t.Errorf("the longest Keep screen at eight Houses is %d lines", longest)
	}
	if !once {
		t.Error("no effect was shown once for every House")
	}
	if !strings.Contains(out, "” for every noble: ") {
		t.Error("the log never says a Decree's effect once for every noble")
	}
}

// TestTellSaysTableWideEffectsOnce: the log the browser is sent (Tell)
// says an effect put on every House at once in one line, of every
// noble, as the terminal does; each other event keeps its own line.
func TestTellSaysTableWideEffectsOnce(t *testing.T) {
	r, err := noblesGame.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	ui, err := noblesGame.Terminal(r, false)
	if err != nil {
		t.Fatal(err)
	}
	st, log := termtest.PlayThrough(t, r, 5, make([]game.Seat, 8))
	if !st.Outcome().Ended {
		t.Fatal("the year did not end")
	}
	names := []string{"A", "B", "C", "D", "E", "F", "G", "H"}
	told := ui.Tell(engine.RedactAll(log, 0), 0, 0, names)
	once := 0
	for _, l := range told {
		if strings.Contains(l.Text, "every noble") {
			once++
			if e := log[l.At]; e.Type != noblesrules.EvModifier && e.Type != noblesrules.EvExpire {
				t.Errorf("line %q stands for a %s event", l.Text, e.Type)
			}
		}
	}
	if once == 0 {
		t.Fatal("no effect on every House was said once in the year")
	}
}
