// Package content holds the default Nobles of Evergreen rule set (the
// Crown's Guidance) as embedded JSON data.
//
// The document in default.json is the complete rule set a table plays
// when it changes nothing: the turn schedule, season incomes and Duty
// costs, the Crown's rulings, the 32-space board, the eight Houses and
// their Virtues, the Market and the three card decks. It decodes into
// nobles.Rules; package nobles validates and compiles it, and package
// ruleset merges a table's own rule-set document on top of it.
//
// Everything in the document carries a provenance badge (package
// provenance defines them once), either on the entry itself (Houses,
// Virtues, Market items, cards) or in the top-level "provenance" map (the
// scalar sections):
//
//   - "source": stated by the printed rules — the season incomes, the
//     Duty costs and the names and prices of the three playable Market
//     items.
//   - "ruling": adopted by the Crown's Guidance where the printed rules
//     leave a question — counting turns per noble.
//   - "provisional": authored here where the printed rules are silent —
//     the number of turns in a season and the board order (Rulebook Rule
//     3 leaves both unsettled), the Houses and their Virtues, every card,
//     and our rulings. Tables may edit all of it in Rules Studio.
//   - "withheld": shown to players but not playable unless a table
//     enables it — the legacy Market items whose wording the printed
//     materials have not confirmed.
//
// The badges here are the default's; a table's rule set is badged by
// nobles.BadgesOf, which makes whatever it changes the table's "variant".
//
// Card, option, Virtue and item texts state no number themselves: each is
// a placeholder filled from the entry's effects (see games/nobles,
// text.go), so the words always match the rules.
//
// rulebook.json holds the in-app Rulebook and Crown's Guidance pages as
// data: each Rule and section with its provenance badge, and placeholders
// such as {income.spring} that the pages fill from the active rule set
// (see LoadRulebook and server/rulebook.go).
//
// texts.{de,es,zh-Hant}.json hold the default's texts in German, Spanish
// and Traditional Chinese, beside default.json and outside its code (see
// texts.go); words.*.json and vocabulary.*.json are the wording tables in
// the same locales (see words.go).
//
// All card, Virtue and item text, and every translation, is original to
// this project.
package content

import _ "embed"

//go:embed default.json
var defaultJSON []byte

// Default returns the default rule-set document (the Crown's Guidance) as
// JSON. Each call returns a fresh copy the caller may modify freely.
func Default() []byte {
	return append([]byte(nil), defaultJSON...)
}
