package content

import (
	"embed"

	"evergreen/locale"
)

// words.json is Everdell's wording, written by this project: "cards",
// "locations" and "events" hold what each does (by id), "log" a sentence
// per event type, and "rulings" our first notes beside the
// published rules for the Rulebook. Sentences are written in the grammar
// of every text (package wording), filled by package everdellwords from
// the rule set's data (and in the browser by everdellui's words.js
// through web/static/wording.js):
//
//	{field}            a field's value
//	{if:field}…{end}   the text between only when field is set
//	{if:!field}…{end}  the text between only when it is not

// Words returns the wording table as JSON. Each call returns a fresh
// copy the caller may modify freely.
func Words() []byte { return tables.English("words") }

// words.{de,es,zh-Hant}.json are the same table in German, Spanish and
// Traditional Chinese: every text of words.json under the same keys and
// reading the same fields (locale.CompareTables), and "names" giving the
// default rule set's names in that language. locale/TERMS.md says which
// names are the published editions' and which are ours.
//
// rulebook.{de,es,zh-Hant}.json are rulebook.json in the same way. All
// are read through locale.Content, the one reader of every game's
// tables.
//
//go:embed words*.json rulebook*.json
var files embed.FS

var tables = locale.NewContent(files)

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
// of the badges and tables everdellweb fills in.
func Rulebook() []byte { return tables.English("rulebook") }
