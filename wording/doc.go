// Package wording is the one placeholder grammar of every text a player
// reads: card texts, log lines, the Rulebook, the terminal's screens and
// the browser's (which is served texts filled here, or fills them with
// web/static/wording.js, the same grammar tested against this package).
// It names no game; a game brings its texts, its values and, at most, a
// few units ("coins").
//
// # A first text
//
// A text is plain words with placeholders in braces. Each placeholder
// names a value, and may say how the value reads:
//
//	t, err := wording.Parse("{who} scores {count:amount|point|points}.")
//	s, err := t.Fill(wording.Map{"who": "Ada", "amount": 3})
//	// s == "Ada scores 3 points."
//
// Parse checks the grammar once (a text in content data is parsed when
// it loads, so a typo is an error at start-up, with the character where
// it went wrong); Fill writes it with the values of one occasion.
//
// # Values
//
// A name reads a Value from Values: a number, a text, a yes-or-no or a
// list of texts. Map adapts a Go map; Tree reads paths in a JSON
// document ("effects[0].duration.turns"), so that a card's text can
// name the numbers of the card itself; Chain tries several in turn (the
// entry first, then the rule set). A name made of terms joined by + and
// - is a sum: "duties.give_cost+modifiers[0].amount", or
// "effects[0].duration.turns-1" (the turns after this one). A minus
// joins terms only beside a whole number, so an id like "estate-butler" stays
// one name.
//
// # Forms
//
// How a value reads is its form, written before a colon. Every form of
// a number reads its size; the sign is said in words, by sign or by a
// signed unit.
//
//	{name}                  the value as it is: "1,600", "Ada", "true"; a
//	                        number keeps its minus sign
//	{words:name}            the number spelled: "two", "thirty-two"
//	                        (digits above ninety-nine)
//	{ordinal:name}          "eighth", "thirty-second", "112th"
//	{count:name|one|many}   "1 turn", "3 turns": the number, then the
//	                        word its plural calls for
//	{words:name|one|many}   "one turn", "three turns"
//	{plural:name|one|many}  the word alone: "turn", "turns"
//	{sign:name|up|down}     up when the number is 0 or more, else down
//	{list:name}             a list of texts: "A, B and C"
//	{U:name}                a unit U that the game declares (Options.Units):
//	                        a unit coins makes {coins:price} read
//	                        "1 coin", "1,600 coins"; a signed unit
//	                        change makes {change:amount|more|less} read
//	                        "100 coins less" for -100
//
// # Conditions
//
// A condition keeps words only when a value is set: a number other than
// 0, a text other than "", a yes, a list that is not empty. A name that
// Values does not know is not set, so a condition is also how a text
// says something only when there is something to say.
//
//	{if:name}…{end}           the words between, when name is set
//	{if:name}…{else}…{end}    or the other words when it is not
//	{if:!name}…{end}          when name is not set
//	{if:name|yes|no}          one of two words in place: "{if:you|roll|rolls}"
//
// Conditions nest. "{{" writes a brace "{"; a "}" outside a placeholder
// is plain text.
//
// # Problems
//
// Parse returns a *SyntaxError (where and why) for a text that breaks
// the grammar. Fill writes every placeholder it can and returns the
// first problem beside the text: a name that Values does not know (the
// placeholder reads "" or Options.Missing), a text where a number is
// needed, a unit nobody declared. A caller that must not show a wrong
// text (a card's text at load) refuses it; a log line shows what it can.
//
// # Locales
//
// Every number, plural and list is written by a Formatter; English is
// the one this package ships. A locale plugs in as another Formatter (a
// plural rule by CLDR, digits grouped its way, number words) and its own
// texts under the same keys (Catalog): the grammar, the values and the
// games' code stay as they are. In a plural form's words (count, words,
// plural) the words are the locale's plural forms in CLDR order, one and
// other for English.
package wording
