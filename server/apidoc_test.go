package server

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestAPIDocumented: every /api route the server registers is in
// docs/API.md (GET /api/content was once missing), whatever its
// parameters are called there.
func TestAPIDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/API.md")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	route := regexp.MustCompile(`HandleFunc\("(GET|POST|PUT|DELETE|PATCH) (/api/[^"]*)"`)
	param := regexp.MustCompile(`\\\{[^}]*\\\}`)
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range route.FindAllStringSubmatch(string(src), -1) {
			found++
			path := param.ReplaceAllString(regexp.QuoteMeta(m[2]), `\{[^}]*\}`)
			if !regexp.MustCompile("`" + m[1] + " " + path + "[`?]").Match(doc) {
				t.Errorf("%s: %s %s is not in docs/API.md", f, m[1], m[2])
			}
		}
	}
	if found < 10 {
		t.Fatalf("found only %d /api routes", found)
	}
}
