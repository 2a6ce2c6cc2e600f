package content

import _ "embed"

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
//
//go:embed words.json
var wordsJSON []byte

// Words returns the wording table as JSON. Each call returns a fresh
// copy the caller may modify freely.
func Words() []byte {
	return append([]byte(nil), wordsJSON...)
}

//go:embed rulebook.json
var rulebookJSON []byte

// Rulebook is the Rulebook's text (gameweb.BookText): its sections,
// their words with the rule set's numbers as placeholders, and the keys
// of the badges and tables everdellweb fills in.
func Rulebook() []byte { return append([]byte(nil), rulebookJSON...) }
