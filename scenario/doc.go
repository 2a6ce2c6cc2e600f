// Package scenario runs scenario files: a game set up exactly (the game
// by name, seed, seats with their game-defined set-up, rigged dice and
// card draws, rule-set changes), a list of moves, and optionally bots to
// finish the game. It is the rules tool behind `evergreen scenario
// FILE.json` and the conformance tests.
//
// The runner knows no game: it is handed a game.List, and the file's
// "game" field picks one (empty: the list's default). Whatever a game
// offers beyond the contract is found by type assertion: a snapshot of
// the state for the output (game.Snapshotter), a check that tells a typo
// in a move from an illegal move (game.MoveChecker).
//
// The format is documented in docs/RULESETS.md; examples live in
// testdata/scenarios.
package scenario
