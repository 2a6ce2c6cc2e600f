package nobles_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/ruleset"
)

// TestEveryNumberBounded sets each number in the default rule set, one
// at a time, to 9.2×10¹⁸ (once "valid", after which Crowns overflowed)
// and checks that the rule set is refused with that number's path.
func TestEveryNumberBounded(t *testing.T) {
	dec := json.NewDecoder(bytes.NewReader(content.Default()))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	const huge = json.Number("9200000000000000000")
	checked := 0
	var walk func(path string, v any, set func(any))
	walk = func(path string, v any, set func(any)) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				walk(ruleset.Key(path, k), e, func(x any) { v[k] = x })
			}
		case []any:
			for i, e := range v {
				walk(ruleset.Index(path, i), e, func(x any) { v[i] = x })
			}
		case json.Number:
			checked++
			set(huge)
			defer set(v)
			b, err := json.Marshal(doc)
			if err != nil {
				t.Fatal(err)
			}
			_, err = nobles.LoadDocument(b)
			if err == nil || !strings.Contains(err.Error(), path+": ") {
				t.Errorf("%s = %s: got %v, want a problem at %s", path, huge, err, path)
			}
		}
	}
	walk("", doc, nil)
	if checked < 50 {
		t.Fatalf("only %d numbers in the default rule set", checked)
	}
}

func TestHugeIncomeRefused(t *testing.T) {
	_, err := nobles.LoadRules([]byte(`{"income":{"spring":9200000000000000000}}`))
	if err == nil || !strings.Contains(err.Error(), "income.spring: must be at most 1,000,000,000 in size") {
		t.Errorf("income 9.2e18: %v", err)
	}
	_, err = nobles.LoadRules([]byte(`{"income":{"spring":2000000}}`))
	if err == nil || !strings.Contains(err.Error(), "income.spring: must be at most 1,000,000 Crowns, got 2,000,000") {
		t.Errorf("income 2e6: %v", err)
	}
}
