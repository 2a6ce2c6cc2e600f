package bots

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestDocumentedSearchable: docs/ARCHITECTURE.md shows the Searchable
// interface as search.go declares it (the docs once left out seen).
func TestDocumentedSearchable(t *testing.T) {
	src, err := os.ReadFile("search.go")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("../docs/ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	method := regexp.MustCompile(`(?m)^\tSampler\(.*\)$`).Find(src)
	if method == nil {
		t.Fatal("search.go declares no Sampler method")
	}
	want := "type Searchable interface {\n" + string(method) + "\n}"
	if !strings.Contains(string(doc), want) {
		t.Errorf("docs/ARCHITECTURE.md does not show\n%s", want)
	}
}
