package ruleset

// Canonical returns the canonical form of a rule-set document: the one
// spelling shared by every document with the same content. Documents that
// differ only in key order, whitespace, string escaping or the way a number
// is written have the same canonical form; documents that differ in any
// value, key or array order do not.
//
// The canonical form is compact JSON (no whitespace outside strings) with
//
//   - object keys sorted by their UTF-8 bytes, which is code-point order;
//   - strings escaped only where JSON requires it (see appendString): no
//     \u escapes for '<', '>', '&' or any printable character;
//   - numbers rewritten by exact decimal value (see canonicalNumber):
//     1.0, 1e0 and 1 all become 1, and nothing is ever rounded.
//
// This follows RFC 8785 (the JSON Canonicalization Scheme) except that keys
// are sorted by code point rather than by UTF-16 unit (the two differ only
// for keys mixing characters above U+FFFF with ones in U+E000–U+FFFF), and
// numbers keep their exact decimal value instead of being rounded to
// float64.
//
// doc must be a JSON object without duplicate keys, in valid UTF-8; errors
// are *DocError values. Canonical is idempotent: Canonical of a canonical
// form returns it unchanged.
func Canonical(doc []byte) ([]byte, error) {
	obj, err := parseObject(doc, docRuleSet, false)
	if err != nil {
		return nil, err
	}
	return appendJSON(make([]byte, 0, len(doc)), obj, true), nil
}
