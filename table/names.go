package table

import (
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
		case unicode.IsSpace(r):
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
