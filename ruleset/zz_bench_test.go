package ruleset

import (
	"os"
	"testing"
)

func BenchmarkTmpCanonical(b *testing.B) {
	doc, _ := os.ReadFile("../games/nobles/content/default.json")
	for b.Loop() {
		if _, err := Canonical(doc); err != nil {
			b.Fatal(err)
		}
	}
}
