package table_test

import (
	"strings"
	"testing"

	"evergreen/table"
)

// FuzzNormalizeCode: any typed code either normalises to a well-formed
// code (which normalises to itself) or is refused; never a panic.
func FuzzNormalizeCode(f *testing.F) {
	for _, s := range []string{"K7M3QX", "k7m-3qx", " k7m 3qx ", "", "QQQQQQQ", "ÄÖÜ", "K7M3Q\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := table.NormalizeCode(s)
		if !ok {
			return
		}
		if len(c) != table.CodeLength || strings.ToUpper(c) != c {
			t.Fatalf("%q → %q", s, c)
		}
		if again, ok := table.NormalizeCode(c); !ok || again != c {
			t.Fatalf("not idempotent: %q → %q → %q", s, c, again)
		}
	})
}

// FuzzTokenHash: only the exact token matches its hash.
func FuzzTokenHash(f *testing.F) {
	tok := table.NewToken()
	f.Add(tok)
	f.Add("")
	f.Add(tok[:len(tok)-1])
	hash := table.HashToken(tok)
	f.Fuzz(func(t *testing.T, guess string) {
		if table.TokenMatches(guess, hash) != (guess == tok) {
			t.Fatalf("guess %q", guess)
		}
	})
}
