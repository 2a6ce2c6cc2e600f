package table

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CleanName makes a player's name safe to show: it strips control
// characters, the invisible format characters that can reorder or hide
// text (bidirectional embeddings, overrides and isolates U+202A–U+202E
// and U+2066–U+2069, the marks U+200E, U+200F and U+061C, zero-width
// spaces, the byte-order mark…) and line or paragraph separators, then
// collapses runs of spaces and trims. The zero-width joiner and
// non-joiner (U+200D, U+200C) stay: emoji and some scripts need them.
// A name can thus neither spoof the text around it nor break a line.
func CleanName(name string) string {
	var b strings.Builder
	space := false
	for _, r := range name {
		switch {
		case r == '\u200c' || r == '\u200d': // kept
		case r == utf8.RuneError: // a byte that is not UTF-8
			continue
		case unicode.IsSpace(r) || blank(r):
			space = b.Len() > 0
			continue
		case unicode.IsControl(r), unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs):
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// MaxNameLen is the most characters (not bytes) a player's name may have.
const MaxNameLen = 40

// blank reports a code point that draws nothing although Unicode files
// it as a letter, symbol or mark: the Hangul fillers, the blank Braille
// pattern, the combining grapheme joiner, the Khmer inherent vowels, the
// Mongolian variation selectors and the variation selectors. CleanName
// treats them as spaces.
func blank(r rune) bool {
	switch {
	case r == '\u115f', r == '\u1160', r == '\u3164', r == '\uffa0', // Hangul fillers
		r == '\u2800',                // Braille pattern blank
		r == '\u034f',                // combining grapheme joiner
		r == '\u17b4', r == '\u17b5', // Khmer inherent vowels
		r >= '\u180b' && r <= '\u180f',                               // Mongolian variation selectors
		r >= '\ufe00' && r <= '\ufe0f', r >= 0xe0100 && r <= 0xe01ef: // variation selectors
		return true
	}
	return false
}

// CheckName cleans a player's name (CleanName) and refuses one longer
// than MaxNameLen characters, or one that was given but shows nothing:
// only spaces, invisible characters or marks with no letter to sit on.
// An empty name is allowed (the seat keeps its default). The errors are
// ErrBadRequest and say what to change in plain words.
func CheckName(name string) (string, error) {
	clean := CleanName(name)
	if n := utf8.RuneCountInString(clean); n > MaxNameLen {
		return "", nameError(fmt.Sprintf("a name may have at most %d characters, and this one has %d", MaxNameLen, n))
	}
	if name != "" && !visible(clean) {
		return "", nameError("this name would show as blank: it holds only spaces or invisible characters; type at least one letter, digit or sign, or leave it empty")
	}
	return clean, nil
}

// visible reports whether s holds a character that draws something: a
// letter, digit, punctuation mark or symbol that is not blank.
func visible(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.L, unicode.N, unicode.P, unicode.S) && !blank(r) {
			return true
		}
	}
	return false
}

// nameError is a refused name: its text says why, and it is a bad request.
type nameError string

func (e nameError) Error() string { return string(e) }
func (e nameError) Unwrap() error { return ErrBadRequest }
