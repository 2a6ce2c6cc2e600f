// Package nobles is the rules of Nobles of Evergreen, a stewardship game
// for 2 to 8 Houses, written against package engine.
//
// A year runs through four seasons. On each turn the active noble makes a
// Journey (rolls a die and moves clockwise round a 32-space loop), follows
// the Path (resolves the Proving, Ordeal or Decree card of the space they
// land on) and performs one Duty (Save, Give, Invest or Wait). At the Gala
// after the last turn, House Gems given plus Vault Tokens held is the
// score.
//
// The package holds rules only. Every number, card, Virtue and Market item
// comes from a Ruleset (see LoadRules and package content); every text a
// player reads lives in that data or in templates. State is a value:
// NewGame(rules, setup) and a list of moves determine it completely, and
// all chance comes from the seeded generator (and optional Rig) inside it.
//
// How to read the code:
//   - rules.go: the rule-set types and the effect vocabulary.
//   - load.go: decoding, validating and compiling a rule set.
//   - setup.go: seats, Houses, Virtues, opening deals.
//   - state.go: the State value, copying and accessors.
//   - step.go: moves and the automatic flow between decisions: cards,
//     modifiers and required payments, turn and season ends, the Gala.
//   - legal.go: the legal moves at each decision.
//   - view.go: redacted views for a seat or a spectator.
//   - encode.go: the omniscient serialised form.
//
// Where the printed rules are silent the package follows the Crown's
// provisional rulings, several of which a rule set may change (Rulings).
package nobles
