package game

// Translated is a compiled rule set whose player-facing texts read in
// the players' languages (package ruleset, Translations). A page asks
// for the rule set in its reader's locale and fills its placeholders
// from the same numbers in that locale; the rules, the bots and the move
// log read the English rule set, which is the one the code names.
type Translated interface {
	// DocIn returns the rule set's document with every text in locale
	// lang (placeholders as written), and the places of the texts left
	// in English, for a Studio to show as missing. In English, or in a
	// locale the rule set has no words for, it is Doc with none missing.
	DocIn(lang string) (doc []byte, missing []string)
	// Places are the places of the rule set's texts, in document order
	// ("name", "description", …): what a translation keys.
	Places() []string
}
