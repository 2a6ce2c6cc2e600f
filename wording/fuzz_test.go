package wording_test

import (
	"strings"
	"testing"

	"evergreen/wording"
)

// FuzzParse holds the grammar to a round trip: whatever Parse accepts,
// Canonical writes back as a text that parses to the same template and
// fills alike; and nothing Parse or Fill meets makes them panic.
func FuzzParse(f *testing.F) {
	for _, tc := range loadCases(f).Cases {
		f.Add(tc.Text)
	}
	vals := wording.Map{"a": 3, "b": -1200, "s": "text", "y": true, "l": []string{"A", "B"}}
	opt := wording.Options{Units: map[string]wording.Unit{"u": {One: "u", Many: "us"}, "v": {One: "v", Many: "vs", Signed: true}}}
	f.Fuzz(func(t *testing.T, src string) {
		tpl, err := wording.Parse(src)
		if err != nil {
			return
		}
		canon := tpl.Canonical()
		again, err := wording.Parse(canon)
		if err != nil {
			t.Fatalf("%q parses but its canonical form %q does not: %v", src, canon, err)
		}
		if c2 := again.Canonical(); c2 != canon {
			t.Fatalf("%q: canonical %q becomes %q", src, canon, c2)
		}
		out1, err1 := tpl.FillWith(vals, opt)
		out2, err2 := again.FillWith(vals, opt)
		if out1 != out2 || (err1 == nil) != (err2 == nil) {
			t.Fatalf("%q fills %q (%v) but its canonical form %q fills %q (%v)", src, out1, err1, canon, out2, err2)
		}
		if !strings.Contains(src, "{") && out1 != src {
			t.Fatalf("%q has no placeholder but fills as %q", src, out1)
		}
	})
}
