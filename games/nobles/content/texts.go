package content

import (
	"embed"
)

// texts.<locale>.json hold the default rule set's player-facing texts in
// German, Spanish and Traditional Chinese: one object, place → text,
// places as nobles.Places names them ("virtues.royal-favour.text",
// "decks.proving.harvest-tithe.options[1].text"). They are kept beside
// default.json, not in it, so that words are not play: the default's
// code, every golden and every replay stay as they are whatever is
// translated. A text reads the same placeholders as its English and is
// filled from the same numbers with the locale's Formatter (package
// locale); package nobles checks both when it loads them.
//
//go:embed texts.*.json
var textsFS embed.FS

// Texts returns the default rule set's texts in locale lang as JSON, or
// nil when there is no such file (English, or a locale not translated).
// Each call returns a fresh copy the caller may modify freely.
func Texts(lang string) []byte {
	b, err := textsFS.ReadFile("texts." + lang + ".json")
	if err != nil {
		return nil
	}
	return b
}
