package ruleset

import (
	"slices"
	"strings"
)

// appendJSON writes v as compact JSON. In canonical mode object members are
// sorted by key and numbers are normalised (see canonicalNumber); otherwise
// members keep their order and numbers are written exactly as they were read.
func appendJSON(b []byte, v any, canonical bool) []byte {
	switch v := v.(type) {
	case *object:
		members := v.members
		if canonical {
			members = slices.Clone(members)
			slices.SortFunc(members, func(x, y member) int { return strings.Compare(x.key, y.key) })
		}
		b = append(b, '{')
		for i, m := range members {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, m.key)
			b = append(b, ':')
			b = appendJSON(b, m.val, canonical)
		}
		return append(b, '}')
	case []any:
		b = append(b, '[')
		for i, e := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSON(b, e, canonical)
		}
		return append(b, ']')
	case string:
		return appendString(b, v)
	case number:
		if canonical {
			return append(b, canonicalNumber(string(v))...)
		}
		return append(b, v...)
	case bool:
		if v {
			return append(b, "true"...)
		}
		return append(b, "false"...)
	case nil:
		return append(b, "null"...)
	}
	panic("ruleset: unexpected parsed value " + kindOf(v))
}

// appendString writes s as a JSON string, escaping only what JSON requires:
// the quote, the backslash and the control characters U+0000–U+001F (as
// \b \t \n \f \r where those exist, else \u00xx in lower-case hex).
// Everything else, including '<', '>', '&', U+2028 and U+2029, is written
// as itself in UTF-8. These are the string rules of RFC 8785 (the JSON
// Canonicalization Scheme). They are spelled out here rather than borrowed
// from encoding/json because codes must never change: encoding/json has
// changed its escaping before (Go 1.22 began writing \b and \f).
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= ' ' && c != '"' && c != '\\' {
			continue
		}
		b = append(b, s[run:i]...)
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\b':
			b = append(b, '\\', 'b')
		case '\t':
			b = append(b, '\\', 't')
		case '\n':
			b = append(b, '\\', 'n')
		case '\f':
			b = append(b, '\\', 'f')
		case '\r':
			b = append(b, '\\', 'r')
		default:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		run = i + 1
	}
	b = append(b, s[run:]...)
	return append(b, '"')
}
