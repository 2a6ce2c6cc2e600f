// Package scenario runs scenario files: a game set up exactly (seed,
// Houses, rigged dice and card draws, rule-set changes), a list of moves,
// and optionally bots to finish the year. It is the rules tool behind
// `evergreen scenario FILE.json` and the conformance tests.
//
// The format is documented in docs/RULESETS.md; examples live in
// testdata/scenarios.
package scenario
