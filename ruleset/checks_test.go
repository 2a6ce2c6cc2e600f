package ruleset_test

import (
	"slices"
	"testing"

	"evergreen/ruleset"
)

func TestValidIDAndColour(t *testing.T) {
	for id, want := range map[string]bool{"sun-dial": true, "b2": true, "a-b-c": true, "": false, "Sun": false, "a--b": false, "-a": false, "a-": false, "a b": false} {
		if got := ruleset.ValidID(id); got != want {
			t.Errorf("ValidID(%q) = %v, want %v", id, got, want)
		}
	}
	for c, want := range map[string]bool{"#2e7d32": true, "#ABCDEF": true, "2e7d32": false, "#2e7d3": false, "#2e7d32f": false, "#2e7d3g": false} {
		if got := ruleset.ValidColour(c); got != want {
			t.Errorf("ValidColour(%q) = %v, want %v", c, got, want)
		}
	}
}

func TestCheckHeadAndRequired(t *testing.T) {
	var ps ruleset.Problems
	ps.CheckHead("nobles", "nobles", "Guidance")
	ps.Required("houses[0]", "name", "Alys")
	if len(ps) != 0 {
		t.Fatalf("a sound head and a text given: %v", ps)
	}
	ps.CheckHead("nobles", "everdell", "")
	ps.Required("houses[0]", "name", "")
	var got []string
	for _, p := range ps {
		got = append(got, p.String())
	}
	want := []string{`game: must be "nobles", got "everdell"`, "name: must not be empty", "houses[0].name: must not be empty"}
	if !slices.Equal(got, want) {
		t.Fatalf("problems %q, want %q", got, want)
	}
}

func TestKeys(t *testing.T) {
	a := map[string]string{"solo": "source", "sun": "provisional"}
	b := map[string]string{"seasons": "source", "sun": "source"}
	if got, want := ruleset.Keys(a, b), []string{"seasons", "solo", "sun"}; !slices.Equal(got, want) {
		t.Errorf("Keys(a, b) = %q, want %q", got, want)
	}
	if got := ruleset.Keys[int](); len(got) != 0 {
		t.Errorf("Keys() = %q", got)
	}
}
