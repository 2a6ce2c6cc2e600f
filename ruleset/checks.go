package ruleset

import "regexp"

// The checks every game's Validate makes in the same words: the head of
// a rule set, the spelling of an id and of a colour, a text that must be
// there.

var (
	idPattern     = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	colourPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
)

// ValidID reports whether id is spelt as every rule set spells the ids
// of its entries: lower-case letters and digits, in words joined by
// single hyphens ("sun-dial", "b2").
func ValidID(id string) bool { return idPattern.MatchString(id) }

// ValidColour reports whether s is a colour as rule sets write one: "#"
// and six hexadecimal digits ("#2e7d32").
func ValidColour(s string) bool { return colourPattern.MatchString(s) }

// CheckHead records the problems of the two fields that head every
// game's rule set: "game" must be want, the game's name, and "name" must
// not be empty.
func (ps *Problems) CheckHead(want, game, name string) {
	if game != want {
		ps.Add("game", "must be %q, got %q", want, game)
	}
	if name == "" {
		ps.Add("name", "must not be empty")
	}
}

// Required records that the text field of the entry at path is empty.
func (ps *Problems) Required(path, field, v string) {
	if v == "" {
		ps.Add(Field(path, field), "must not be empty")
	}
}
