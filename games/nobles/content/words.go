package content

import (
	"embed"
	"encoding/json"
	"fmt"

	"evergreen/locale"
)

// words.json is the one wording of Nobles events and effects, for every
// front end: the terminal (games/nobles/noblesterm) fills it in Go, and
// the browser can be served the same table (Words) instead of keeping a
// copy.
//
// It has five tables: "units" (the units Nobles counts in, read by
// every filler: {crowns:n}, {more:n|up|down}), "events" (event type →
// sentence), "headings"
// (event type → "turn" or "season": the events a log shows as headings
// rather than as lines; each front end draws a heading its own way, the
// terminal in bold with "— … —" round a turn's), "effects" (modifier
// kind → phrase) and "subjects" (modifier kind → what it changes, for
// the line saying an effect has ended). An event type missing from
// "events" is not shown to players.
//
// Sentences are written in the grammar of every text (package wording):
//
//	{field}                a field's value: a number in digits or a text
//	{crowns:field}         a number of Crowns: "1 Crown", "1,600 Crowns"
//	{more:field|up|down}   a signed change: "100 Crowns more" / "100 Crowns less"
//	{count:field|one|many} a count: "1 Gem given", "3 Gems given"
//	{if:you|mine|theirs}   the first form for the reader's own event
//	                       ("You roll"), the second for anyone else's
//	{if:field}…{end}       the text between only when field is set (not 0,
//	                       not empty, not false)
//
// Fields of an event sentence: Who ("You" or the noble's name), Whom
// ("you" or the name), Whose ("your" or "Alys's"), WhoseCap ("Your" or
// "Alys's"), Their ("your" or "their"), you (the event is the reader's),
// amount, private (the reader's own secret number, never another's),
// detail (the event's raw detail), card, deck, option, item, season,
// space ("an Ordeal space"), stretch (the season whose stretch of the
// board a space lies in), effect (the worded modifier), subject and
// lasts (a duration badge: "2 turns left"), and gems and tokens (a
// score's parts, from its detail "gems=G tokens=T"). Effect phrases read
// amount.
//
// Both front ends fill it through the one grammar: noblesterm in Go, and
// noblesui's words.js (served this file as words.json) through
// web/static/wording.js; each computes an event's fields.
// noblesterm's testdata/words.golden.json holds sample events worded by
// the Go one, and the browser test e2e/words_test.go checks the
// JavaScript one against it.

// Words returns the wording table as JSON (see above). Each call returns
// a fresh copy the caller may modify freely.
func Words() []byte { return tables.English("words") }

// vocabulary.json holds the labels Rules Studio's editor shows for the
// effect vocabulary (package nobles, Vocabulary): each "who" value by
// where the effect is written ("proving", "ordeal", "decree"), each
// condition key and each duration unit. Which values exist is the
// rules' to say; only how they read is here.

// VocabularyLabels returns vocabulary.json (see above). Each call returns
// a fresh copy the caller may modify freely.
func VocabularyLabels() []byte { return tables.English("vocabulary") }

// words.{de,es,zh-Hant}.json are the same table in German, Spanish and
// Traditional Chinese: every text of words.json under the same keys,
// reading the same fields, and the units in each language ("1.600
// Kronen"). WordsIn checks a table against the English one, so that the
// log and the card texts read in each viewer's language while the move
// log stays free of any. vocabulary.{de,es,zh-Hant}.json are
// vocabulary.json in the same way. All are read through
// locale.Content, the one reader of every game's tables.
//
//go:embed words*.json vocabulary*.json
var files embed.FS

var tables = locale.NewContent(files).Comparing("words", compareWords)

// WordsIn returns the wording table in locale tag, checked against the
// English one (units compared by name, every other text by the fields
// it reads).
func WordsIn(tag string) ([]byte, error) { return tables.In("words", tag) }

// compareWords holds a translated table to the English: the same units,
// and every other topic by locale.CompareTables.
func compareWords(english, other []byte) error {
	var a, b map[string]json.RawMessage
	if err := json.Unmarshal(english, &a); err != nil {
		return err
	}
	if err := json.Unmarshal(other, &b); err != nil {
		return fmt.Errorf("not a JSON object: %w", err)
	}
	var ua, ub map[string]struct {
		One, Many string
		Signed    bool
	}
	if err := json.Unmarshal(a["units"], &ua); err != nil {
		return err
	}
	if err := json.Unmarshal(b["units"], &ub); err != nil {
		return fmt.Errorf("units: %w", err)
	}
	for k, u := range ua {
		v, ok := ub[k]
		if !ok || v.One == "" || v.Many == "" || v.Signed != u.Signed {
			return fmt.Errorf("units.%s: must name the unit's one and many words, signed as the English", k)
		}
	}
	delete(a, "units")
	delete(b, "units")
	ra, _ := json.Marshal(a)
	rb, _ := json.Marshal(b)
	return locale.CompareTables(ra, rb)
}

// VocabularyLabelsIn returns vocabulary.json in locale tag, checked
// against the English (every label there, none more).
func VocabularyLabelsIn(tag string) ([]byte, error) { return tables.In("vocabulary", tag) }
