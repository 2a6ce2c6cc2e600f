package content

import (
	"embed"

	"evergreen/locale"
)

// tables are words.json and rulebook.json with their translations,
// words.{de,es,zh-Hant}.json and rulebook.{de,es,zh-Hant}.json (read
// through locale.Content, the one reader of every game's tables).
//
//go:embed words*.json rulebook*.json
var files embed.FS

var tables = locale.NewContent(files)

// words.json is the one wording of the planet game, for every front end:
// the terminal (games/evergreen/evergreenterm) fills it in Go, and the
// browser (games/evergreen/evergreenui, words.js) is served the same
// table as assets/words.json instead of keeping a copy.
//
// Its tables: "events" (event type → sentence; "" for an event no log
// shows), "headings" (event type → "turn" or "season": the events a log
// shows as headings), "decisions" (decision kind → title) and "prompts"
// (decision kind → the browser's longer instruction), and the small
// vocabularies the sentences draw on: "symbols", "pieces", "sides",
// "actions", "orders", "sources", "labels" and "form"; and "powerWill"
// (power → what it does, for the browser's order decision: power,
// amount, many).
//
// Sentences are written in the grammar of every text (package wording);
// the planet game's need little of it:
//
//	{field}           a field's value: a number in digits or a text
//	{if:field}…{end}  the text between only when field is set (not 0,
//	                  not empty)
//
// Fields of an event sentence: the event's own (type, seat, amount, ref,
// detail), who (the seat's name, "" for none), card (the card named by
// ref or else detail: "Grassland · Sprout"), biome (ref's biome name),
// side (detail as a side of the sun), symbol (detail as a fertility
// symbol), order (detail as "power-first"/"action-first"), space (the
// space numbered amount: "C4"), piece (ref as a piece), power (ref's
// power name), forfeit (ref as "action" or "… power"), and the counted
// nouns for amount: points, cards and steps (steps of an action, uses
// of a power).
//
// Both front ends fill it through the one grammar (evergreenterm in Go,
// evergreenui's words.js through web/static/wording.js), each computing
// an event's fields. evergreenterm's testdata/words.golden.json
// holds sample events worded by the Go one, and the browser test
// e2e/planet/words_test.go checks the JavaScript one against it.

// Words returns the wording table as JSON (see above). Each call returns
// a fresh copy the caller may modify freely.
func Words() []byte { return tables.English("words") }

// words.{de,es,zh-Hant}.json are the same table in German, Spanish and
// Traditional Chinese: every text of words.json, reading the same fields
// (WordsIn refuses one that does not, locale.CompareTables), so the log
// and the page read in each viewer's language while the move log stays
// free of any. rulebook.{de,es,zh-Hant}.json are rulebook.json in the
// same way: the same sections and keys, each text reading the same
// placeholders.

// WordLocales are the locales words.json and rulebook.json are
// translated into.
func WordLocales() []string { return locale.Translated() }

// WordsIn returns the wording table in locale tag, checked against the
// English one.
func WordsIn(tag string) ([]byte, error) { return tables.In("words", tag) }

// RulebookIn returns the Rulebook's text in locale tag, checked against
// the English one.
func RulebookIn(tag string) ([]byte, error) { return tables.In("rulebook", tag) }

// Rulebook is the Rulebook's text (gameweb.BookText): its sections,
// their words with the rule set's numbers as placeholders, and the keys
// of the badges, marks and tables evergreenweb fills in.
func Rulebook() []byte { return tables.English("rulebook") }
