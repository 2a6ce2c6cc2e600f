package ruleset

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"strings"
)

// CodeLen is the length of a rule-set code.
const CodeLen = 10

// codeAlphabet is Crockford's base-32 alphabet in lower case: the digits
// and the letters without i, l, o and u, so that no two characters are easily
// mistaken for each other (and no accidental words are spelled with u).
const codeAlphabet = "0123456789abcdefghjkmnpqrstvwxyz"

// Code returns the short content-addressed code of a rule-set document:
// the first 50 bits of the SHA-256 of its canonical form (see Canonical),
// written as CodeLen characters of Crockford's base 32 in lower case, such
// as "k3v9q0x2mb". The same content always has the same code, however its
// keys are ordered or its whitespace laid out; any change to a key or value
// gives a different code, except with the odds below.
//
// How unique is 50 bits? For documents made in good faith the chance that
// any two of n distinct documents share a code is about n²/2⁵¹: one in
// 2,000 at a million documents, one in 200,000 at a hundred thousand. For
// documents made in bad faith it is no guarantee: about 2²⁵ (thirty
// million) hashes find two documents with the same code. So a code is a
// name, not a seal. A store keyed by code must keep the canonical bytes,
// compare them when a code is stored again, and never let a code that is
// already taken name different content: the first document to claim a code
// keeps it, and a collision is refused rather than overwriting it.
func Code(doc []byte) (string, error) {
	c, err := Canonical(doc)
	if err != nil {
		return "", err
	}
	return codeOf(c), nil
}

// codeOf encodes the first 50 bits of the SHA-256 of canonical.
func codeOf(canonical []byte) string {
	sum := sha256.Sum256(canonical)
	bits := binary.BigEndian.Uint64(sum[:8])
	var code [CodeLen]byte
	for i := range code {
		code[i] = codeAlphabet[bits>>(64-5*(i+1))&31]
	}
	return string(code[:])
}

// ParseCode reads a code as a person typed it and returns it in the form
// Code produces. Case is ignored, as are spaces and hyphens (so a code may
// be written "K3V9Q-0X2MB"), and the look-alikes are read as Crockford
// reads them: o as 0, i and l as 1. It does not say whether any document
// has that code.
func ParseCode(s string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r == ' ' || r == '-':
			continue
		case r == 'o':
			r = '0'
		case r == 'i' || r == 'l':
			r = '1'
		case !strings.ContainsRune(codeAlphabet, r):
			return "", fmt.Errorf("rule-set code %q: %q cannot appear in a code", s, r)
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return "", fmt.Errorf("rule-set code %q: want %d characters, got %d", s, CodeLen, b.Len())
	}
	return b.String(), nil
}
