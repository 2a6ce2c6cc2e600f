package everdellterm_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"evergreen/termplay"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.txt")

// TestGoldenGame plays one seeded game through the terminal, a person
// against the gatherer, answering by a fixed policy, and compares every
// screen with testdata/game.golden.txt (rewrite it with -update and read
// the diff): a change to the rules, the bots or the wording shows here
// as the screens a player would see.
func TestGoldenGame(t *testing.T) {
	const path = "testdata/game.golden.txt"
	_, got := everdell.Play(t, termplay.Config{Seats: 2, Humans: 1, Bot: "gatherer", Seed: 42}, prefer, "Wren")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./games/everdell/everdellterm -run TestGoldenGame -update to write it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := range max(len(gl), len(wl)) {
		g, w := "(end)", "(end)"
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s differs from line %d:\n now:    %q\n golden: %q\n(run with -update if the change is meant, and read the diff)", path, i+1, g, w)
		}
	}
}
