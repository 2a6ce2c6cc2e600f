package table

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"math/big"
)

// NewToken returns a fresh secret token: 32 random bytes, base64url.
func NewToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashToken is what the store keeps of a token.
func HashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// TokenMatches compares a token with a stored hash in constant time.
func TokenMatches(token string, hash []byte) bool {
	if token == "" || len(hash) == 0 {
		return false
	}
	return subtle.ConstantTimeCompare(HashToken(token), hash) == 1
}

// codeAlphabet has no look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
const codeAlphabet = "ACDEFGHJKMNPQRTUVWXY34679"

// CodeLength is the number of characters in a room code.
const CodeLength = 6

// NewCode returns a random room code from a cryptographic source: about
// 2^27.8 possibilities, not sequential, not guessable from earlier codes.
func NewCode() string {
	b := make([]byte, CodeLength)
	max := big.NewInt(int64(len(codeAlphabet)))
	for i := range b {
		n, _ := rand.Int(rand.Reader, max)
		b[i] = codeAlphabet[n.Int64()]
	}
	return string(b)
}

// NormalizeCode upper-cases a typed code and drops spaces and hyphens;
// it reports false if the result is not a well-formed code.
func NormalizeCode(s string) (string, bool) {
	out := make([]byte, 0, CodeLength)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		switch c {
		case ' ', '-':
			continue
		}
		out = append(out, c)
	}
	if len(out) != CodeLength {
		return "", false
	}
	for _, c := range out {
		if !validCodeChar(c) {
			return "", false
		}
	}
	return string(out), true
}

func validCodeChar(c byte) bool {
	for i := 0; i < len(codeAlphabet); i++ {
		if codeAlphabet[i] == c {
			return true
		}
	}
	return false
}
