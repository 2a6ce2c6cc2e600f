package ruleset

import (
	"fmt"
	"strconv"
	"strings"
)

// Problem is one thing wrong with a rule-set document, located by a path
// such as "decks.ordeal[3].effects[0].amount".
type Problem struct {
	Path    string `json:"path"`
	Message string `json:"message"`
	// Field names what Path points at in words ("Card 4's points"),
	// when the one showing the problem knows them (a Studio does).
	Field string `json:"field,omitempty"`
	// text is Message as a Phrase, so that a Wording can word it in
	// another locale; nil for a problem made by hand.
	text *Phrase
}

// Said is the problem at path whose message is p.
func Said(path string, p Phrase) Problem { return Problem{Path: path, Message: p.String(), text: &p} }

func (p Problem) String() string {
	if p.Path == "" {
		return p.Message
	}
	return p.Path + ": " + p.Message
}

// Problems is every problem found in a document. It is an error so that
// loaders can return all of them at once.
type Problems []Problem

func (ps Problems) Error() string { return ps.errorPhrase().String() }

// errorPhrase is ps as one error, a line for each problem.
func (ps Problems) errorPhrase() Phrase {
	if len(ps) == 0 {
		return Say("no problems")
	}
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	if len(ps) == 1 {
		return Say("rule set: %s", lines[0])
	}
	return Say("rule set: %d problems:\n  %s", len(ps), strings.Join(lines, "\n  "))
}

// Add records a problem at path, formatting the message.
func (ps *Problems) Add(path, format string, args ...any) {
	*ps = append(*ps, Said(path, Say(format, args...)))
}

// Err returns ps as an error, or nil when there are none.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// Field joins a path and a field name: Field("decks", "ordeal") is
// "decks.ordeal".
func Field(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// Index appends an index to a path: Index("decks.ordeal", 3) is
// "decks.ordeal[3]".
func Index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// Key appends an object key to a path. Keys made only of ASCII letters,
// digits, '_' and '-' are joined with a dot, as Field does; any other key
// is quoted in brackets so the path stays unambiguous:
// Key("provenance", "board") is "provenance.board", Key("names", "a.b")
// is `names["a.b"]`.
func Key(path, key string) string {
	if plainKey(key) {
		return Field(path, key)
	}
	return path + "[" + strconv.Quote(key) + "]"
}

func plainKey(key string) bool {
	if key == "" {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}
