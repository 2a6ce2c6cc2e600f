package everdellterm_test

import (
	"testing"

	"evergreen/engine/enginetest"
	"evergreen/termplay"
	"evergreen/termplay/termtest"
)

// TestGoldenGame plays one seeded game through the terminal, a person
// against the gatherer, answering by a fixed policy, and compares every
// screen with testdata/game.golden.txt (rewrite it with -update and read
// the diff): a change to the rules, the bots or the wording shows here
// as the screens a player would see.
func TestGoldenGame(t *testing.T) {
	const path = "testdata/game.golden.txt"
	_, got := everdell.Play(t, termplay.Config{Seats: 2, Humans: 1, Bot: "gatherer", Seed: 42}, prefer, "Wren")
	enginetest.Golden(t, path, []byte(got), *termtest.Update, "go test ./games/everdell/everdellterm -run TestGoldenGame -update", nil)
}
